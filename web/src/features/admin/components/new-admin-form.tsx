// A super-admin creates another admin account.
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import type { FieldErrors } from '@/lib/api';
import { ROLES, useCreateAdmin, type NewAdmin } from '../api/admins';
import type { Role } from '../api/session';
import { writeFailure } from '../lib/failure';
import { SelectField, TextField } from './field';
import { Notice } from './notice';

const EMPTY: NewAdmin = { username: '', email: '', name: '', role: 'manager', password: '' };

export function NewAdminForm({ onCreated }: { onCreated: (username: string) => void }) {
  const [values, setValues] = useState<NewAdmin>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const create = useCreateAdmin();
  const set = <K extends keyof NewAdmin>(key: K, value: NewAdmin[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure('');
    const found: FieldErrors = {};
    if (values.username.trim().length < 3) found.username = 'Username must be 3 to 50 characters';
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()))
      found.email = 'Please enter a valid email address';
    if (values.password.length < 10) found.password = 'Password must be at least 10 characters';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(
      { ...values, username: values.username.trim(), email: values.email.trim() },
      {
        onSuccess: (a) => {
          setValues(EMPTY);
          onCreated(a.username);
        },
        onError: (err) => {
          const f = writeFailure(err, 'Failed to create the admin. Please try again.');
          setErrors(f.fields);
          setFailure(f.message);
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="New admin"
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-5 lg:grid-cols-3"
    >
      {failure && (
        <div className="sm:col-span-2 lg:col-span-3">
          <Notice tone="error">{failure}</Notice>
        </div>
      )}
      <TextField
        label="Username"
        required
        autoComplete="off"
        value={values.username}
        error={errors.username}
        onChange={(e) => set('username', e.target.value)}
      />
      <TextField
        label="Email"
        type="email"
        required
        value={values.email}
        error={errors.email}
        onChange={(e) => set('email', e.target.value)}
      />
      <TextField
        label="Name"
        value={values.name}
        error={errors.name}
        onChange={(e) => set('name', e.target.value)}
      />
      <SelectField
        label="Role"
        value={values.role}
        error={errors.role}
        onChange={(e) => set('role', e.target.value as Role)}
      >
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
        value={values.password}
        error={errors.password}
        onChange={(e) => set('password', e.target.value)}
      />
      <div className="flex items-end">
        <Button type="submit" className="w-full" disabled={create.isPending}>
          {create.isPending ? 'Creating…' : 'Create admin'}
        </Button>
      </div>
    </form>
  );
}
