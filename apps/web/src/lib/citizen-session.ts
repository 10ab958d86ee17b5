import { ApiRequestError, apiRequest, type RequestOptions } from './api-client.ts';
import { createStore, useStore } from './store.ts';

/** Where the browser keeps a citizen's (or a guest's) session, apart from the staff sign-in. */
export const CITIZEN_SESSION_KEY = 'igrs.citizen';

export interface CitizenSession {
  token: string;
  expiresAt: string;
  /** A signed-in citizen sees all their applications; a guest holds one. */
  kind: 'citizen' | 'guest';
  mobileMasked?: string;
  applicationId?: string;
}

function isSession(value: unknown): value is CitizenSession {
  if (typeof value !== 'object' || value === null) return false;
  const session = value as Partial<CitizenSession>;
  return typeof session.token === 'string' && typeof session.expiresAt === 'string' && (session.kind === 'citizen' || session.kind === 'guest');
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * The stored session; an unreadable one is forgotten. Its access token may
 * have expired: the session goes on by refreshing it, until the server says
 * the session itself has ended.
 */
function restore(): CitizenSession | null {
  const text = storage()?.getItem(CITIZEN_SESSION_KEY);
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (isSession(parsed)) return parsed;
  } catch {
    // Unreadable: treated as signed out below.
  }
  storage()?.removeItem(CITIZEN_SESSION_KEY);
  return null;
}

export const citizenSession = createStore<CitizenSession | null>(typeof window === 'undefined' ? null : restore(), null);

export function saveCitizenSession(session: CitizenSession): void {
  storage()?.setItem(CITIZEN_SESSION_KEY, JSON.stringify(session));
  citizenSession.set(session);
}

/** Signs the citizen out on this device; the applications stay as saved on the server. */
export function forgetCitizenSession(): void {
  storage()?.removeItem(CITIZEN_SESSION_KEY);
  citizenSession.set(null);
}

export function useCitizenSession(): CitizenSession | null {
  return useStore(citizenSession);
}

let refreshInFlight: Promise<string | undefined> | undefined;

/**
 * A new access token for the session, from its refresh cookie; one refresh
 * at a time, calls failing together waiting for the same one. Undefined when
 * the session has ended.
 */
function refreshCitizenToken(session: CitizenSession): Promise<string | undefined> {
  refreshInFlight ??= (async () => {
    try {
      // No bearer: the cookie alone names the session, and a staff sign-in in the same browser is not sent along.
      const renewed = await apiRequest<{ token: string; expiresAt: string }>('/citizens/sessions/refresh', { method: 'POST', bearer: '', skipSessionRule: true });
      saveCitizenSession({ ...session, token: renewed.token, expiresAt: renewed.expiresAt });
      return renewed.token;
    } catch {
      return undefined;
    } finally {
      refreshInFlight = undefined;
    }
  })();
  return refreshInFlight;
}

/**
 * A call as the citizen (or guest) whose session this browser holds. A 401
 * is an expired access token, refreshed once and the call made again; a
 * second 401, or a refresh refused, means that session ended: it is
 * forgotten, and the page offers sign-in again; everything entered so far is
 * on the server.
 */
export async function asCitizen<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const session = citizenSession.get();
  if (!session) throw new ApiRequestError(401, 'UNAUTHENTICATED', '');
  try {
    return await apiRequest<T>(path, { ...options, bearer: session.token });
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status !== 401) throw error;
    const token = await refreshCitizenToken(session);
    if (token) {
      try {
        return await apiRequest<T>(path, { ...options, bearer: token });
      } catch (retried) {
        if (retried instanceof ApiRequestError && retried.status === 401) forgetCitizenSession();
        throw retried;
      }
    }
    forgetCitizenSession();
    throw error;
  }
}

/** Ends the session on the server (in every process of it) and forgets it here; the applications stay as saved. */
export async function signOutCitizen(): Promise<void> {
  try {
    await asCitizen('/citizens/sessions/current', { method: 'DELETE' });
  } catch {
    // Already ended on the server, or out of reach: this browser forgets it all the same.
  }
  forgetCitizenSession();
}
