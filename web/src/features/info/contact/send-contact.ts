import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { Schemas } from '@/lib/api-types';
import type { ContactValues } from './contact-form-rules';

/** POST /api/contact: 201 when stored (and mailed to the shop), 422 with field errors, 429. */
export function sendContact(values: ContactValues) {
  return api<Schemas['ContactAccepted']>('/api/contact', { method: 'POST', body: values });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
