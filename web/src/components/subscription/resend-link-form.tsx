// "Email me my subscription link": the server mails the manage links of the address's
// subscriptions and answers the same whether it has any.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/button';
import { ApiError } from '@/lib/api';
import { t, useT } from '@/lib/i18n/i18n';
import { resendLink } from '@/lib/subscription-api';
import './locales';

// The server checks the address (its message shows in the alert); the form only trims it.
const resendSchema = z.object({ email: z.string().trim() });

/** The form's state: the address field, and the server's answer or refusal. */
function useResendLinkForm() {
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const { register, handleSubmit, formState } = useForm({
    defaultValues: { email: '' },
    resolver: zodResolver(resendSchema),
  });
  const busy = formState.isSubmitting;

  const submit = handleSubmit(async ({ email }) => {
    setMessage('');
    setError('');
    try {
      setMessage(t((await resendLink(email)).message));
    } catch (err) {
      setError(
        err instanceof ApiError
          ? t(err.fields.email ?? err.message)
          : t('Something went wrong. Please try again.'),
      );
    }
  });

  return { register, submit, busy, message, error };
}

export function ResendLinkForm() {
  useT();
  const { register, submit, busy, message, error } = useResendLinkForm();
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={t('Email me my subscription link')}
      className="rounded-2xl border border-slate-200 bg-white p-6"
    >
      <h2 className="text-lg font-bold text-ink">{t('Have a subscription?')}</h2>
      <p className="mt-1 text-sm text-muted">
        {t(
          'Pause, skip, change or cancel it with the link in our e-mails. Lost it? We will send it again to the address you ordered with.',
        )}
      </p>
      <label htmlFor="resend-email" className="mt-4 block text-sm font-medium text-slate-800">
        {t('Email address')}
      </label>
      <input
        id="resend-email"
        type="email"
        autoComplete="email"
        maxLength={254}
        dir="ltr"
        className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2"
        {...register('email')}
      />
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
      {message && (
        <p role="status" className="mt-3 text-sm text-emerald-800">
          {message}
        </p>
      )}
      <Button type="submit" variant="secondary" className="mt-4" disabled={busy}>
        {busy ? t('Sending…') : t('Email me my subscription link')}
      </Button>
    </form>
  );
}
