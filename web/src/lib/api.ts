// The one way the app talks to the server: JSON in and out, errors as ApiError.
import type { Schemas } from './api-types';
import '@/components/locales';

export type FieldErrors = Schemas['FieldErrors'];
/** The body of every error answer (docs/openapi.yaml, Error). */
export type ErrorBody = Schemas['Error'];

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldErrors;

  constructor(status: number, code: string, message: string, fields: FieldErrors = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }

  /** True when the server could not be reached at all (offline, server down). */
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

type Options = {
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

export async function api<T>(path: string, options: Options = {}): Promise<T> {
  const { method = 'GET', body, headers = {}, signal } = options;
  const init: RequestInit = {
    method,
    signal,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...(body !== undefined && !(body instanceof Blob)
        ? { 'Content-Type': 'application/json' }
        : {}),
      ...(method !== 'GET' ? { 'X-Requested-With': 'aquapure' } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : body instanceof Blob ? body : JSON.stringify(body),
  };
  let res: Response;
  try {
    res = await fetch(path, init);
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError(0, 'network', 'We could not reach the shop. Please check your connection.');
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!res.ok) {
    const err = (data as Partial<ErrorBody> | undefined)?.error;
    throw new ApiError(
      res.status,
      err?.code ?? 'http_error',
      err?.message ?? `Request failed (${res.status})`,
      err?.fields ?? {},
    );
  }
  return data as T;
}
