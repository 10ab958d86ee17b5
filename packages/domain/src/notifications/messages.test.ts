import { describe, expect, it } from 'vitest';
import { bilingualMessage, isUrgentNotification, smsSize } from './messages.ts';

describe('how a text travels as SMS', () => {
  it('keeps plain English in 7-bit parts of 160, long ones in parts of 153', () => {
    expect(smsSize('A'.repeat(160))).toEqual({ encoding: 'gsm', segments: 1 });
    expect(smsSize('A'.repeat(161))).toEqual({ encoding: 'gsm', segments: 2 });
    expect(smsSize('A'.repeat(306))).toEqual({ encoding: 'gsm', segments: 2 });
    // The euro and braces are in the extension table and take two places each.
    expect(smsSize('€'.repeat(80))).toEqual({ encoding: 'gsm', segments: 1 });
    expect(smsSize('€'.repeat(81))).toEqual({ encoding: 'gsm', segments: 2 });
  });

  it('sends Telugu as Unicode in parts of 70, long ones in parts of 67', () => {
    expect(smsSize('క'.repeat(70))).toEqual({ encoding: 'unicode', segments: 1 });
    expect(smsSize('క'.repeat(71))).toEqual({ encoding: 'unicode', segments: 2 });
    const signIn = bilingualMessage('signInCode', { code: '123456', minutes: 10 });
    expect(smsSize(signIn)).toEqual({ encoding: 'unicode', segments: Math.ceil(signIn.length / 67) });
  });

  it('puts sign-in codes ahead of step notices', () => {
    expect(isUrgentNotification('signInCode')).toBe(true);
    expect(isUrgentNotification('applicationSubmitted')).toBe(false);
  });
});
