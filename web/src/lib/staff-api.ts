// The one way staff screens call the server: the shared api client, plus one place that
// notices a 401 (the session ended or expired) and tells the staff layout, which sends the
// person to sign in and, once signed in, back to the page they were on. Each staff feature
// keeps its calls in one file beside it (features/dispatch/dispatch-api.ts, say) over this.
import { api, ApiError } from './api';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Called when any staff call answers 401; returns the unsubscribe function. */
export function onStaffUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export async function staffApi<T>(path: string, options?: Parameters<typeof api>[1]): Promise<T> {
  try {
    return await api<T>(path, options);
  } catch (e) {
    if (isUnauthorized(e)) listeners.forEach((l) => l());
    throw e;
  }
}

/** Whether an error is the server's 401: not worth a retry, the layout takes over. */
export function isUnauthorized(e: unknown): boolean {
  return e instanceof ApiError && e.status === 401;
}

/** "?a=1&b=x" from an object, leaving out empty values. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params))
    if (v !== undefined && v !== '') qs.set(k, String(v));
  const s = qs.toString();
  return s ? `?${s}` : '';
}
