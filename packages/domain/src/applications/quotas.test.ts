import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DRAFT_EXPIRY_DAYS, DRAFT_EXPIRY_NOTICE_DAYS, draftExpiresOn, draftExpiryStep, withinQuota } from './quotas.ts';

const DAY = 86_400_000;
const lastStep = new Date('2026-10-01T06:00:00Z');
const after = (days: number, from = lastStep) => new Date(from.getTime() + days * DAY);

describe('draftExpiryStep', () => {
  it('keeps a draft until the notice day, tells once, then withdraws a week after', () => {
    const noticeDay = DRAFT_EXPIRY_DAYS - DRAFT_EXPIRY_NOTICE_DAYS;
    expect(draftExpiryStep(lastStep, undefined, after(noticeDay - 0.01))).toBe('keep');
    expect(draftExpiryStep(lastStep, undefined, after(noticeDay))).toBe('notify');
    const told = after(noticeDay);
    expect(draftExpiryStep(lastStep, told, after(DRAFT_EXPIRY_DAYS - 0.01))).toBe('keep');
    expect(draftExpiryStep(lastStep, told, after(DRAFT_EXPIRY_DAYS))).toBe('expire');
    expect(draftExpiresOn(lastStep, told)).toEqual(after(DRAFT_EXPIRY_DAYS));
  });

  it('never withdraws a draft whose applicant was not told after its last step, nor before a full week of notice', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), fc.option(fc.integer({ min: -100, max: 400 }), { nil: undefined }), fc.integer({ min: 0, max: 800 }), (stepDay, toldDay, nowDay) => {
        const step = after(stepDay);
        const told = toldDay === undefined ? undefined : after(toldDay);
        const now = after(nowDay);
        if (draftExpiryStep(step, told, now) !== 'expire') return;
        expect(told).toBeDefined();
        expect(told!.getTime()).toBeGreaterThanOrEqual(step.getTime());
        expect(now.getTime() - told!.getTime()).toBeGreaterThanOrEqual(DRAFT_EXPIRY_NOTICE_DAYS * DAY);
        expect(now.getTime() - step.getTime()).toBeGreaterThanOrEqual(DRAFT_EXPIRY_DAYS * DAY);
      }),
    );
  });

  it('tells again a draft taken up after its notice', () => {
    const told = after(24);
    expect(draftExpiryStep(after(25), told, after(60))).toBe('notify');
  });
});

describe('withinQuota', () => {
  it('keeps a file that exactly fills the quota and refuses one byte more', () => {
    expect(withinQuota(20, 5, 25)).toBe(true);
    expect(withinQuota(20, 6, 25)).toBe(false);
  });
});
