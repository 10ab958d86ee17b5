import { POPUP_DEFAULT_TIME_MS } from '@igrs/domain';
import { createStore } from './store.ts';

/** Message popup state, spec §3.3. */
export interface MessagePopupState {
  enable: boolean;
  message: string;
  type: 'success' | 'failure';
  /** Where to go once the popup closes; the root also clears all browser storage. */
  redirectOnSuccess?: string;
  /** How long the popup stays, in milliseconds. */
  time?: number;
}

/** Confirmation popup state, spec §3.3: the clicked button's label becomes the result. */
export interface ConfirmationPopupState {
  enable: boolean;
  message: string;
  buttons: string[];
  result?: string;
  type?: 'warning' | 'question';
  passData?: unknown;
}

export const messagePopup = createStore<MessagePopupState>({ enable: false, message: '', type: 'success' });
export const confirmationPopup = createStore<ConfirmationPopupState>({ enable: false, message: '', buttons: [] });

export function showMessage(popup: Omit<MessagePopupState, 'enable'>): void {
  messagePopup.set({ ...popup, enable: true });
}

export function messageDuration(popup: MessagePopupState): number {
  return popup.time && popup.time > 0 ? popup.time : POPUP_DEFAULT_TIME_MS;
}

export const ROOT_PATH = '/';

export interface CloseEffects {
  navigate(path: string): void;
  clearStorage(): void;
}

/** What happens when a message popup closes itself: redirect if asked, wiping storage first for the root. */
export function closeMessage(effects: CloseEffects): void {
  const { redirectOnSuccess } = messagePopup.get();
  if (redirectOnSuccess) {
    if (redirectOnSuccess === ROOT_PATH) effects.clearStorage();
    effects.navigate(redirectOnSuccess);
  }
  messagePopup.set({ enable: false, message: '', type: 'success' });
}

let pendingAnswer: ((label: string) => void) | undefined;

/** Shows the confirmation popup and resolves with the label of the button the user pressed. */
export function askConfirmation(request: Omit<ConfirmationPopupState, 'enable' | 'result'>): Promise<string> {
  pendingAnswer?.(''); // a newer question replaces an unanswered one, which then resolves as dismissed
  confirmationPopup.set({ ...request, enable: true });
  return new Promise((resolve) => {
    pendingAnswer = resolve;
  });
}

export function answerConfirmation(label: string): void {
  confirmationPopup.set((current) => ({ ...current, enable: false, result: label }));
  const resolve = pendingAnswer;
  pendingAnswer = undefined;
  resolve?.(label);
}

export function clearAllBrowserStorage(): void {
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // Storage may be unavailable (private mode); nothing is kept there then.
  }
}
