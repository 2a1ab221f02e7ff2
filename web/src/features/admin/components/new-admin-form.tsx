// A super-admin creates another admin account (react-hook-form, zod; the server checks again).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldErrors as FormErrors, type UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/button';
import { ROLES, useCreateAdmin, type NewAdmin } from '../api/admins';
import { writeFailure } from '../lib/failure';
import { SelectField, TextField } from './field';
import { Notice } from './notice';

const newAdminSchema = z.object({
  username: z.string().trim().min(3, 'Username must be 3 to 50 characters'),
  email: z
    .string()
    .trim()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address'),
  name: z.string(),
  role: z.enum(ROLES as [NewAdmin['role'], ...NewAdmin['role'][]]),
  password: z.string().min(10, 'Password must be at least 10 characters'),
});
type AdminValues = z.infer<typeof newAdminSchema>;

const EMPTY: AdminValues = { username: '', email: '', name: '', role: 'manager', password: '' };

function AdminFields({
  register,
  errors,
}: {
  register: UseFormRegister<AdminValues>;
  errors: FormErrors<AdminValues>;
}) {
  return (
    <>
      <TextField
        label="Username"
        required
        autoComplete="off"
        error={errors.username?.message}
        {...register('username')}
      />
      <TextField
        label="Email"
        type="email"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField label="Name" error={errors.name?.message} {...register('name')} />
      <SelectField label="Role" error={errors.role?.message} {...register('role')}>
        {ROLES.map((r) => (
          <option key={r}>{r}</option>
        ))}
      </SelectField>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint="At least 10 characters."
        error={errors.password?.message}
        {...register('password')}
      />
    </>
  );
}

export function NewAdminForm({ onCreated }: { onCreated: (username: string) => void }) {
  const [failure, setFailure] = useState('');
  const create = useCreateAdmin();
  const { register, handleSubmit, setError, reset, formState } = useForm<AdminValues>({
    defaultValues: EMPTY,
    resolver: zodResolver(newAdminSchema),
    reValidateMode: 'onSubmit',
  });

  const submit = handleSubmit(
    (values) => {
      setFailure('');
      create.mutate(values, {
        onSuccess: (a) => {
          reset(EMPTY);
          onCreated(a.username);
        },
        onError: (err) => {
          const f = writeFailure(err, 'Failed to create the admin. Please try again.');
          for (const [k, message] of Object.entries(f.fields)) {
            if (k in EMPTY) setError(k as keyof AdminValues, { type: 'server', message });
          }
          setFailure(f.message);
        },
      });
    },
    () => setFailure(''),
  );

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label="New admin"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5 lg:grid-cols-3"
    >
      {failure && (
        <div className="sm:col-span-2 lg:col-span-3">
          <Notice tone="error">{failure}</Notice>
        </div>
      )}
      <AdminFields register={register} errors={formState.errors} />
      <div className="flex items-end">
        <Button type="submit" className="w-full" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create admin'}
        </Button>
      </div>
    </form>
  );
}
