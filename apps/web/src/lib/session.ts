import { useMemo } from 'react';
import { principalOfStoredLogin, type Principal, type StoredLogin } from '@igrs/domain';
import { createStore, useStore } from './store.ts';

/** Where the browser keeps the stored-login record of spec §3.1. */
export const STORED_LOGIN_KEY = 'igrs.login';

export type RestoreOutcome = 'restored' | 'signed-out' | 'corrupt';

export const storedLogin = createStore<StoredLogin | null>(null);

function isStoredLogin(value: unknown): value is StoredLogin {
  return typeof value === 'object' && value !== null && typeof (value as { loginType?: unknown }).loginType === 'string';
}

/**
 * Spec §4 and §8: a stored login with a token restores the session; one
 * without is cleared and the user is signed out; one that does not parse
 * clears all storage and the caller sends the user to the root.
 */
export function restoreStoredLogin(storage: Storage = window.localStorage): RestoreOutcome {
  const text = storage.getItem(STORED_LOGIN_KEY);
  if (text === null) return 'signed-out';
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    storage.clear();
    return 'corrupt';
  }
  if (!isStoredLogin(parsed)) {
    storage.clear();
    return 'corrupt';
  }
  if (!parsed.token) {
    storage.removeItem(STORED_LOGIN_KEY);
    return 'signed-out';
  }
  storedLogin.set(parsed);
  return 'restored';
}

/** Set when the user signed out on purpose: the next login page starts afresh, not where they were. */
let signedOut = false;

export function saveStoredLogin(record: StoredLogin, storage: Storage = window.localStorage): void {
  storage.setItem(STORED_LOGIN_KEY, JSON.stringify(record));
  signedOut = false;
  storedLogin.set(record);
}

export function replaceToken(token: string): void {
  const current = storedLogin.get();
  if (current) saveStoredLogin({ ...current, token });
}

/** Forgets the sign-in: `logout` when the user chose to leave, so no page asks them to come back to it. */
export function forgetStoredLogin(reason: 'logout' | 'session-ended' = 'session-ended'): void {
  signedOut = reason === 'logout';
  storedLogin.set(null);
}

/** Whether the last sign-in ended by the user's own logout. */
export function endedByLogout(): boolean {
  return signedOut;
}

export function useStoredLogin(): StoredLogin | null {
  return useStore(storedLogin);
}

/** The signed-in caller for the shared decisions (which offices to offer, which steps to show). */
export function usePrincipal(): Principal | null {
  const login = useStoredLogin();
  return useMemo(() => (login ? principalOfStoredLogin(login) : null), [login]);
}

/** The login page a signed-in path belongs to. */
export function loginPathFor(path: string): string {
  return path.toLowerCase().startsWith('/vendor/') ? '/Vendor/Vendorlogin' : '/Departmentlogin';
}
