// Every admin call goes through here: the shared api client, plus one place that notices a
// 401 (session ended or expired) and tells the admin layout to send the admin to sign in.
import { api, ApiError } from '@/lib/api';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Called when any admin call answers 401; returns the unsubscribe function. */
export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function adminApi<T>(path: string, options?: Parameters<typeof api>[1]): Promise<T> {
  try {
    return await api<T>(path, options);
  } catch (e) {
    if (e instanceof ApiError && e.status === 401) listeners.forEach((l) => l());
    throw e;
  }
}

/** "?a=1&b=x" from an object, leaving out empty values. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return s ? `?${s}` : '';
}
