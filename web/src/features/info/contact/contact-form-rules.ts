// The contact form (docs/product.md#shop-pages): name, email, subject and message are required,
// phone is optional. The server checks the same and more (lengths, phone format); its field errors
// are shown the same way.
import { z } from 'zod';
import type { Schemas } from '@/lib/api-types';
import '../locales';

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

/** The form's schema (its resolver): one message per field, the first that applies. */
export const contactSchema = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: z
    .string()
    .trim()
    .min(1, 'Email is required')
    .regex(EMAIL, 'Please enter a valid email address'),
  phone: z.string(),
  subject: z.string().min(1, 'Subject is required'),
  message: z.string().trim().min(1, 'Message is required'),
});

/** What the browser can tell before sending; an empty object means "send it". */
export function checkContact(v: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  for (const issue of contactSchema.safeParse(v).error?.issues ?? []) {
    errors[issue.path[0] as ContactField] ??= issue.message;
  }
  return errors;
}

/** Keeps only the server's errors that belong to a field of this form. */
export function fieldErrors(fields: Record<string, string>): ContactErrors {
  const out: ContactErrors = {};
  for (const k of Object.keys(EMPTY_CONTACT) as ContactField[]) if (fields[k]) out[k] = fields[k];
  return out;
}
