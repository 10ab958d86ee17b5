import { useSyncExternalStore } from 'react';
import type { StoredLogin } from '@igrs/domain';
import { createStore } from './store.ts';

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

export function saveStoredLogin(record: StoredLogin, storage: Storage = window.localStorage): void {
  storage.setItem(STORED_LOGIN_KEY, JSON.stringify(record));
  storedLogin.set(record);
}

export function replaceToken(token: string): void {
  const current = storedLogin.get();
  if (current) saveStoredLogin({ ...current, token });
}

export function forgetStoredLogin(): void {
  storedLogin.set(null);
}

export function useStoredLogin(): StoredLogin | null {
  return useSyncExternalStore(storedLogin.subscribe, storedLogin.get, storedLogin.get);
}

/** The login page a signed-in path belongs to. */
export function loginPathFor(path: string): string {
  return path.toLowerCase().startsWith('/vendor/') ? '/Vendor/Vendorlogin' : '/Departmentlogin';
}
