// SPEC.md point 5, 'Contact form': name, email, subject and message are required, phone is
// optional. The server checks the same and more (lengths, phone format); its field errors
// are shown the same way.
import type { Schemas } from '@/lib/api-types';

export const SUBJECTS = [
  'General Inquiry',
  'New Order',
  'Existing Order',
  'Billing Question',
  'Technical Support',
  'Feedback',
  'Other',
] as const satisfies readonly Schemas['ContactSubject'][];

export const SUCCESS_TEXT = "Thank you for your message! We'll get back to you soon.";

export type ContactValues = {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
};
export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = {
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What the browser can tell before sending; an empty object means "send it". */
export function checkContact(v: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  if (!v.name.trim()) errors.name = 'Name is required';
  if (!v.email.trim()) errors.email = 'Email is required';
  else if (!EMAIL.test(v.email.trim())) errors.email = 'Please enter a valid email address';
  if (!v.subject) errors.subject = 'Subject is required';
  if (!v.message.trim()) errors.message = 'Message is required';
  return errors;
}

/** Keeps only the server's errors that belong to a field of this form. */
export function fieldErrors(fields: Record<string, string>): ContactErrors {
  const out: ContactErrors = {};
  for (const k of Object.keys(EMPTY_CONTACT) as ContactField[]) if (fields[k]) out[k] = fields[k];
  return out;
}
