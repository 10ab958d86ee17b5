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

/** The stored session while it lasts; an expired or unreadable one is forgotten. */
function restore(): CitizenSession | null {
  const text = storage()?.getItem(CITIZEN_SESSION_KEY);
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (isSession(parsed) && Date.parse(parsed.expiresAt) > Date.now()) return parsed;
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

/**
 * A call as the citizen (or guest) whose session this browser holds. A 401
 * means that session ended: it is forgotten, and the page offers sign-in
 * again; everything entered so far is on the server.
 */
export async function asCitizen<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const session = citizenSession.get();
  if (!session) throw new ApiRequestError(401, 'UNAUTHENTICATED', '');
  try {
    return await apiRequest<T>(path, { ...options, bearer: session.token });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) forgetCitizenSession();
    throw error;
  }
}
