import { API_BASE_PATH, type ApiError, type FieldError } from '@igrs/domain';
import { whileBusy } from './busy.ts';
import { currentLanguage } from '../i18n/index.ts';

/** A failed API call, carrying the server's stable code and its message in the user's language. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: FieldError[] = [],
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

export function apiUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE_PATH}${path}${search ? `?${search}` : ''}`;
}

function isApiError(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error } = body as { error: unknown };
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string' && typeof (error as { message?: unknown }).message === 'string';
}

async function toError(response: Response): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => undefined);
  if (isApiError(body)) return new ApiRequestError(response.status, body.error.code, body.error.message, body.error.details);
  return new ApiRequestError(response.status, 'INTERNAL', response.statusText);
}

/** Calls the portal API; every call counts towards the global busy flag. */
export function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return whileBusy(async () => {
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(apiUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
    if (!response.ok) throw await toError(response);
    return (await response.json()) as T;
  });
}
