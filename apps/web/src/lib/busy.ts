import { createStore, useStore } from './store.ts';

/** How many awaited operations are running; the loading overlay shows while it is above zero. */
export const pendingOperations = createStore(0);

/** Keeps the global busy flag on for as long as the operation runs. */
export async function whileBusy<T>(operation: () => Promise<T>): Promise<T> {
  pendingOperations.set((count) => count + 1);
  try {
    return await operation();
  } finally {
    pendingOperations.set((count) => count - 1);
  }
}

export function useIsBusy(): boolean {
  return useStore(pendingOperations) > 0;
}
