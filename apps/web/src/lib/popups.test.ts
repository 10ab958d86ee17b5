import { afterEach, describe, expect, it, vi } from 'vitest';
import { POPUP_DEFAULT_TIME_MS } from '@igrs/domain';
import { answerConfirmation, askConfirmation, closeMessage, confirmationPopup, messageDuration, messagePopup, showMessage } from './popups.ts';

afterEach(() => {
  messagePopup.set({ enable: false, message: '', type: 'success' });
});

describe('message popup', () => {
  it('stays for its own time, or 3000 ms when none is given', () => {
    showMessage({ message: 'Saved', type: 'success', time: 1500 });
    expect(messageDuration(messagePopup.get())).toBe(1500);
    showMessage({ message: 'Saved', type: 'success' });
    expect(messageDuration(messagePopup.get())).toBe(POPUP_DEFAULT_TIME_MS);
    expect(POPUP_DEFAULT_TIME_MS).toBe(3000);
  });

  it('goes to its redirect target when it closes, clearing the message', () => {
    const effects = { navigate: vi.fn(), clearStorage: vi.fn() };
    showMessage({ message: 'Logged Out Successfully', type: 'success', redirectOnSuccess: '/Departmentlogin' });
    closeMessage(effects);
    expect(effects.navigate).toHaveBeenCalledWith('/Departmentlogin');
    expect(effects.clearStorage).not.toHaveBeenCalled();
    expect(messagePopup.get()).toMatchObject({ enable: false, message: '' });
  });

  it('clears all browser storage before going to the root', () => {
    const order: string[] = [];
    showMessage({ message: 'Session Expired', type: 'failure', redirectOnSuccess: '/' });
    closeMessage({ navigate: () => order.push('navigate'), clearStorage: () => order.push('clear') });
    expect(order).toEqual(['clear', 'navigate']);
  });

  it('stays on the page when no target is set', () => {
    const effects = { navigate: vi.fn(), clearStorage: vi.fn() };
    showMessage({ message: 'Language changed', type: 'success' });
    closeMessage(effects);
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(messagePopup.get().enable).toBe(false);
  });
});

describe('confirmation popup', () => {
  it('records the clicked label as the result', async () => {
    const answer = askConfirmation({ message: 'Leave the portal?', buttons: ['Continue', 'Cancel'] });
    expect(confirmationPopup.get()).toMatchObject({ enable: true, buttons: ['Continue', 'Cancel'] });
    answerConfirmation('Cancel');
    await expect(answer).resolves.toBe('Cancel');
    expect(confirmationPopup.get()).toMatchObject({ enable: false, result: 'Cancel' });
  });

  it('resolves an unanswered question as dismissed when a newer one replaces it', async () => {
    const first = askConfirmation({ message: 'First?', buttons: ['Yes', 'No'] });
    const second = askConfirmation({ message: 'Second?', buttons: ['OK'] });
    await expect(first).resolves.toBe('');
    answerConfirmation('OK');
    await expect(second).resolves.toBe('OK');
  });
});
