// The tracking form (react-hook-form, zod): order number and phone, both needed; the server
// answers with the order's status or says why not.
import { zodResolver } from '@hookform/resolvers/zod';
import { Search } from 'lucide-react';
import { Fragment, useState } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/button';
import { api, ApiError } from '@/lib/api';
import type { Schemas } from '@/lib/api-types';
import { t, useT } from '@/lib/i18n/i18n';
import './locales';

export type Tracked = Schemas['TrackedOrder'];

export const BOTH_NEEDED = 'Please enter your order number and phone number.';

// One message for the pair, shown in the form's alert.
const trackSchema = z
  .object({ orderId: z.string().trim(), phone: z.string().trim() })
  .refine((v) => v.orderId && v.phone, { message: BOTH_NEEDED, path: ['root'] });
type TrackValues = z.input<typeof trackSchema>;

const input = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2';

const TRACK_FIELDS = [
  {
    id: 'track-id',
    name: 'orderId',
    label: 'Order number',
    labelClass: 'text-sm font-medium text-slate-800',
    attrs: { placeholder: 'ORD-XXXXXXXXXX', autoComplete: 'off', maxLength: 40 },
  },
  {
    id: 'track-phone',
    name: 'phone',
    label: 'Phone number',
    labelClass: 'mt-4 block text-sm font-medium text-slate-800',
    attrs: { type: 'tel', placeholder: '+92 300 1234567', autoComplete: 'tel', maxLength: 30 },
  },
] as const;

function TrackFields({ register }: { register: UseFormRegister<TrackValues> }) {
  useT();
  return TRACK_FIELDS.map((f) => (
    <Fragment key={f.id}>
      <label htmlFor={f.id} className={f.labelClass}>
        {t(f.label)}
      </label>
      <input id={f.id} dir="ltr" {...f.attrs} className={input} {...register(f.name)} />
    </Fragment>
  ));
}

export function TrackForm({
  initialId,
  onResult,
}: {
  initialId: string;
  onResult: (r: Tracked | null) => void;
}) {
  const [error, setError] = useState('');
  const { register, handleSubmit, formState } = useForm<TrackValues>({
    defaultValues: { orderId: initialId, phone: '' },
    resolver: zodResolver(trackSchema),
  });
  const submit = handleSubmit(
    async (body) => {
      setError('');
      onResult(null);
      try {
        onResult(await api<Tracked>('/api/track', { method: 'POST', body }));
      } catch (err) {
        setError(err instanceof ApiError ? err.message : 'Something went wrong. Please try again.');
      }
    },
    (errors) => {
      onResult(null);
      setError(errors.root?.message ?? BOTH_NEEDED);
    },
  );
  const busy = formState.isSubmitting;
  useT();
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="rounded-2xl border border-slate-200 bg-white p-6"
      aria-label={t('Track your order')}
    >
      <TrackFields register={register} />
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t(error)}
        </p>
      )}
      <Button type="submit" size="lg" className="mt-5 w-full" disabled={busy}>
        <Search size={18} aria-hidden="true" /> {t(busy ? 'Checking…' : 'Track Order')}
      </Button>
    </form>
  );
}
