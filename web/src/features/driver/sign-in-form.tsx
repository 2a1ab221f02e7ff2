// Signing in again inside the driver app (the session ended during a long offline stretch):
// the stops and every waiting outcome stay on the phone; after the sign-in they are sent,
// each once with its own Idempotency-Key (outcome-queue.ts).
import { zodResolver } from '@hookform/resolvers/zod';
import { LogIn } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/button';
import { ApiError } from '@/lib/api';
import { lastUsername, signIn, type DriverSession } from './driver-api';
import { LanguageSwitch } from '@/components/language-switch';
import { t, useT } from '@/lib/i18n/i18n';
import './locales';

const schema = z.object({
  username: z.string().trim().min(1, 'Please enter your username'),
  password: z.string().min(1, 'Please enter your password'),
});
type Values = z.infer<typeof schema>;

const field = 'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-3 text-lg';

function failureText(e: unknown): string {
  if (e instanceof ApiError && e.status === 401) return t('Invalid username or password');
  if (e instanceof ApiError && e.isNetwork)
    return t('No connection: sign in when the phone is online. Your outcomes stay on the phone.');
  return e instanceof Error ? e.message : t('Sign-in failed');
}

function Field(props: { label: string; error?: string; children: ReactNode }) {
  return (
    <label className="block text-base font-medium text-ink">
      {props.label}
      {props.children}
      {props.error && <span className="block text-red-700">{t(props.error)}</span>}
    </label>
  );
}

// The language switch is here too: a driver signing in chooses English or Urdu first.
function Intro({ waiting }: { waiting: number }) {
  useT();
  return (
    <>
      <div className="flex items-center justify-between gap-2">
        <h2 id="driver-sign-in" className="text-xl font-semibold text-ink">
          {t('Sign in to continue')}
        </h2>
        <LanguageSwitch />
      </div>
      <p className="mt-1 text-base text-ink">
        {t('You are signed out.')}{' '}
        {waiting > 0
          ? t('driver.kept', { count: waiting })
          : t('Sign in to see your stops and send outcomes.')}
      </p>
    </>
  );
}

export function DriverSignIn(props: {
  waiting: number;
  onSignedIn: (session: DriverSession) => Promise<void>;
}) {
  const [failure, setFailure] = useState('');
  const { register, handleSubmit, formState, resetField } = useForm<Values>({
    defaultValues: { username: lastUsername(), password: '' },
    resolver: zodResolver(schema),
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = formState;
  useT();
  const submit = handleSubmit(async (v) => {
    setFailure('');
    try {
      await props.onSignedIn(await signIn(v.username.trim(), v.password));
    } catch (e) {
      setFailure(failureText(e));
      resetField('password');
    }
  });
  return (
    <section
      aria-labelledby="driver-sign-in"
      className="mb-4 rounded-2xl border-2 border-amber-500 bg-white p-4 print:hidden"
    >
      <Intro waiting={props.waiting} />
      <form className="mt-3 flex flex-col gap-3" onSubmit={(e) => void submit(e)} noValidate>
        {failure && (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
            {failure}
          </p>
        )}
        <Field label={t('Username')} error={errors.username?.message}>
          <input
            className={field}
            autoComplete="username"
            autoCapitalize="none"
            aria-invalid={errors.username ? true : undefined}
            {...register('username')}
          />
        </Field>
        <Field label={t('Password')} error={errors.password?.message}>
          <input
            type="password"
            className={field}
            autoComplete="current-password"
            aria-invalid={errors.password ? true : undefined}
            {...register('password')}
          />
        </Field>
        <Button type="submit" size="lg" className="min-h-12" disabled={isSubmitting}>
          <LogIn size={20} aria-hidden="true" />
          {t(isSubmitting ? 'Signing in…' : 'Sign in')}
        </Button>
      </form>
    </section>
  );
}
