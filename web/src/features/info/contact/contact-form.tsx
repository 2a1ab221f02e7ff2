import { Send } from 'lucide-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { useForm, type UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/button';
import { ApiError } from '@/lib/api';
import { t, useT } from '@/lib/i18n/i18n';
import {
  contactSchema,
  EMPTY_CONTACT,
  fieldErrors,
  SUBJECTS,
  SUCCESS_TEXT,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './contact-form-rules';
import { useSendContact } from './send-contact';
import '@/features/info/locales';

const INPUT =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-ink shadow-sm focus:border-brand-600 aria-[invalid=true]:border-red-600';

function Field({
  id,
  label,
  required,
  error,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {contactMessage(error)}
        </p>
      )}
    </div>
  );
}

type Register = UseFormRegister<ContactValues>;

/** The form's and the server's messages in the active language ('Must be at most 100 characters'). */
function contactMessage(message: string) {
  const max = /^Must be at most (\d+) characters$/.exec(message);
  return max ? t('Must be at most {n} characters', { n: max[1] }) : t(message);
}

/** Props for one control: its id and label link, the error it describes, the form binding. */
function control(register: Register, errors: ContactErrors, k: ContactField, onEdit: () => void) {
  return {
    id: `contact-${k}`,
    ...register(k, { onChange: onEdit }),
    'aria-invalid': errors[k] ? true : undefined,
    'aria-describedby': errors[k] ? `contact-${k}-error` : undefined,
    className: INPUT,
  };
}

function ContactFields({
  a11y,
  errors,
}: {
  a11y: (k: ContactField) => object;
  errors: ContactErrors;
}) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label={t('Name')} required error={errors.name}>
          <input type="text" autoComplete="name" required {...a11y('name')} />
        </Field>
        <Field id="contact-email" label={t('Email')} required error={errors.email}>
          <input type="email" autoComplete="email" required {...a11y('email')} />
        </Field>
        <Field id="contact-phone" label={t('Phone')} error={errors.phone}>
          <input type="tel" autoComplete="tel" placeholder="+92 300 1234567" {...a11y('phone')} />
        </Field>
        <Field id="contact-subject" label={t('Subject')} required error={errors.subject}>
          <select required {...a11y('subject')}>
            <option value="">{t('Choose a subject')}</option>
            {SUBJECTS.map((s) => (
              <option key={s} value={s}>
                {t(s)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id="contact-message" label={t('Message')} required error={errors.message}>
        <textarea rows={6} required {...a11y('message')} />
      </Field>
    </>
  );
}

/** 'Thank you' once sent (announced politely), or why it could not be sent. */
function SendResult({ done, failure }: { done: boolean; failure: string }) {
  return (
    <>
      <div role="status" aria-live="polite">
        {done && (
          <p className="rounded-lg bg-green-50 p-4 font-semibold text-green-800 ring-1 ring-green-200">
            {t(SUCCESS_TEXT)}
          </p>
        )}
      </div>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-semibold text-red-800">
          {contactMessage(failure)}
        </p>
      )}
    </>
  );
}

export function ContactForm() {
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState('');
  const send = useSendContact();
  useT();
  // Checked when sent; an edited field drops its error until the next try (no live nagging).
  const { register, handleSubmit, setError, clearErrors, reset, setFocus, formState } =
    useForm<ContactValues>({
      defaultValues: EMPTY_CONTACT,
      resolver: zodResolver(contactSchema, undefined, { raw: true }),
      reValidateMode: 'onSubmit',
    });
  const errors: ContactErrors = Object.fromEntries(
    Object.entries(formState.errors).map(([k, e]) => [k, e?.message]),
  );

  const submit = handleSubmit(
    (values) => {
      setFailure('');
      send.mutate(values, {
        onSuccess: () => {
          reset(EMPTY_CONTACT);
          setDone(true);
        },
        onError: (err) => {
          const fields = err instanceof ApiError ? fieldErrors(err.fields) : {};
          const keys = Object.keys(fields) as ContactField[];
          for (const k of keys) setError(k, { type: 'server', message: fields[k] });
          if (keys[0]) setFocus(keys[0]);
          else setFailure(err.message);
        },
      });
    },
    () => setFailure(''),
  );
  const a11y = (k: ContactField) =>
    control(register, errors, k, () => {
      clearErrors(k);
      setDone(false);
    });

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="grid gap-5"
      aria-label={t('Contact form')}
    >
      <ContactFields a11y={a11y} errors={errors} />
      <SendResult done={done} failure={failure} />
      <div>
        <Button type="submit" size="lg" disabled={send.isPending}>
          <Send size={18} className="rtl:-scale-x-100" aria-hidden="true" />{' '}
          {send.isPending ? t('Sending…') : t('Send Message')}
        </Button>
      </div>
    </form>
  );
}
