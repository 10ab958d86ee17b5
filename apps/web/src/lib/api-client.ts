import { API_BASE_PATH, type ApiError, type FieldError } from '@igrs/domain';
import { currentLanguage, translate } from '../i18n/index.ts';
import { whileBusy } from './busy.ts';
import { ROOT_PATH, showMessage } from './popups.ts';
import { forgetStoredLogin, replaceToken, storedLogin } from './session.ts';

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
  /** A multipart form (file uploads): sent as it is, the browser writing its content type and boundary. */
  formData?: FormData;
  signal?: AbortSignal;
  /** Sign-in itself answers 401 for a wrong password; that is no expired session. */
  skipSessionRule?: boolean;
  /**
   * A token other than the staff sign-in's: a citizen's or a guest's. Such a
   * session is not refreshed, and a 401 is the caller's to handle; the staff
   * session is left alone.
   */
  bearer?: string;
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

/** How requests reach the API: the browser's fetch, or, for a page rendered on the server, the server's own routes. */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

function send(path: string, options: RequestOptions, token: string | undefined): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return transport(apiUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body: options.formData ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    signal: options.signal,
    credentials: 'same-origin',
  });
}

/** The session is over: say why, then (after the popup) clear storage and go to the root. */
function endSession(messageKey: 'auth.sessionExpired' | 'auth.refreshFailed' | 'auth.refreshFailedAfterRetry'): ApiRequestError {
  forgetStoredLogin();
  const message = translate(messageKey);
  showMessage({ message, type: 'failure', redirectOnSuccess: ROOT_PATH });
  return new ApiRequestError(401, 'SESSION_EXPIRED', message);
}

type RefreshOutcome = { token: string } | { failure: 'auth.sessionExpired' | 'auth.refreshFailed' };

let refreshInFlight: Promise<RefreshOutcome> | undefined;

/** One refresh at a time: requests failing together wait for the same one. */
function refreshAccessToken(expiredToken: string): Promise<RefreshOutcome> {
  refreshInFlight ??= (async (): Promise<RefreshOutcome> => {
    try {
      const response = await send('/users/token/', {}, expiredToken);
      if (!response.ok) return { failure: 'auth.refreshFailed' };
      const body = (await response.json()) as { data?: { token?: unknown } };
      const token = body.data?.token;
      if (typeof token !== 'string' || token === '') return { failure: 'auth.sessionExpired' };
      replaceToken(token);
      return { token };
    } catch {
      return { failure: 'auth.refreshFailed' };
    } finally {
      refreshInFlight = undefined;
    }
  })();
  return refreshInFlight;
}

/**
 * Calls the portal API with the stored token; every call counts towards the
 * global busy flag. A 401 follows spec §4 and §8: no stored token ends the
 * session; otherwise the token is refreshed once and the request replayed.
 */
export function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return whileBusy(async () => {
    const token = options.bearer ?? storedLogin.get()?.token;
    let response = await send(path, options, token);
    if (response.status === 401 && !options.skipSessionRule && options.bearer === undefined) {
      if (!token) throw endSession('auth.sessionExpired');
      const refreshed = await refreshAccessToken(token);
      if ('failure' in refreshed) throw endSession(refreshed.failure);
      response = await send(path, options, refreshed.token);
      if (response.status === 401) throw endSession('auth.refreshFailedAfterRetry');
    }
    if (!response.ok) throw await toError(response);
    if (response.status === 204) return undefined as T;
    return (await response.json()) as T;
  });
}

/** What went wrong, as one line for people: the server's message and each field's, each said once; anything else as it reads. */
export function errorText(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return error instanceof Error ? error.message : String(error);
  return [error.message, ...new Set(error.details.map((detail) => detail.message))].join(' ');
}
