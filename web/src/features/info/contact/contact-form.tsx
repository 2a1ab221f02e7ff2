import { Send } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { ApiError } from '@/lib/api';
import {
  checkContact,
  EMPTY_CONTACT,
  fieldErrors,
  SUBJECTS,
  SUCCESS_TEXT,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from './contact-form-rules';
import { useSendContact } from './send-contact';

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
          {error}
        </p>
      )}
    </div>
  );
}

export function ContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState('');
  const send = useSendContact();
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstError = (e: ContactErrors) => {
    const first = (Object.keys(EMPTY_CONTACT) as ContactField[]).find((k) => e[k]);
    if (first) formRef.current?.querySelector<HTMLElement>(`#contact-${first}`)?.focus();
  };

  const set = (k: ContactField) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [k]: e.target.value }));
    setErrors((er) => ({ ...er, [k]: undefined }));
    setDone(false);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setFailure('');
    const found = checkContact(values);
    setErrors(found);
    if (Object.keys(found).length) return focusFirstError(found);
    send.mutate(values, {
      onSuccess: () => {
        setValues(EMPTY_CONTACT);
        setDone(true);
      },
      onError: (err) => {
        const fields = err instanceof ApiError ? fieldErrors(err.fields) : {};
        setErrors(fields);
        if (Object.keys(fields).length) focusFirstError(fields);
        else setFailure(err.message);
      },
    });
  };

  const a11y = (k: ContactField) => ({
    id: `contact-${k}`,
    name: k,
    value: values[k],
    onChange: set(k),
    'aria-invalid': errors[k] ? true : undefined,
    'aria-describedby': errors[k] ? `contact-${k}-error` : undefined,
    className: INPUT,
  });

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      className="grid gap-5"
      aria-label="Contact form"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="contact-name" label="Name" required error={errors.name}>
          <input type="text" autoComplete="name" required {...a11y('name')} />
        </Field>
        <Field id="contact-email" label="Email" required error={errors.email}>
          <input type="email" autoComplete="email" required {...a11y('email')} />
        </Field>
        <Field id="contact-phone" label="Phone" error={errors.phone}>
          <input type="tel" autoComplete="tel" placeholder="+92 300 1234567" {...a11y('phone')} />
        </Field>
        <Field id="contact-subject" label="Subject" required error={errors.subject}>
          <select required {...a11y('subject')}>
            <option value="">Choose a subject</option>
            {SUBJECTS.map((s) => (
              <option key={s}>{s}</option>
            ))}
          </select>
        </Field>
      </div>
      <Field id="contact-message" label="Message" required error={errors.message}>
        <textarea rows={6} required {...a11y('message')} />
      </Field>
      <div role="status" aria-live="polite">
        {done && (
          <p className="rounded-lg bg-green-50 p-4 font-semibold text-green-800 ring-1 ring-green-200">
            {SUCCESS_TEXT}
          </p>
        )}
      </div>
      {failure && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-semibold text-red-800">
          {failure}
        </p>
      )}
      <div>
        <Button type="submit" size="lg" disabled={send.isPending}>
          <Send size={18} aria-hidden="true" /> {send.isPending ? 'Sending…' : 'Send Message'}
        </Button>
      </div>
    </form>
  );
}
