import { useSyncExternalStore } from 'react';

/** A tiny observable value for state the whole frame shares (busy flag, popups, sign-ins). */
export interface Store<T> {
  get(): T;
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
  /**
   * The value a page rendered on the server was drawn with: no one is signed
   * in, nothing is busy. A browser taking over such a page starts from it and
   * then shows its own, so the two renders agree.
   */
  readonly onServer: T;
}

export function createStore<T>(initial: T, onServer: T = initial): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      value = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onServer,
  };
}

export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.onServer);
}
