import { describe, expect, it } from 'vitest';
import { certifiedCopyPaymentSchema, certifiedCopyRequestSchema } from './contracts.ts';
import { CERTIFIED_COPY_RUPEES_PER_COPY, certifiedCopyFee } from './fee.ts';
import { CERTIFIED_COPY_STATUSES, canMove, nextAction, nextStatuses, statusBefore } from './workflow.ts';

describe('certified copy workflow', () => {
  it('moves only forward, one step at a time, and stops at delivered', () => {
    expect(nextStatuses('requested')).toEqual(['paid']);
    expect(nextStatuses('paid')).toEqual(['ready']);
    expect(nextStatuses('ready')).toEqual(['delivered']);
    expect(nextStatuses('delivered')).toEqual([]);
    const allowed = CERTIFIED_COPY_STATUSES.flatMap((from) => CERTIFIED_COPY_STATUSES.filter((to) => canMove(from, to)).map((to) => `${from}>${to}`));
    expect(allowed).toEqual(['requested>paid', 'paid>ready', 'ready>delivered']);
  });

  it('names the action that moves each status on and the status each action needs', () => {
    expect(CERTIFIED_COPY_STATUSES.map(nextAction)).toEqual(['payment', 'ready', 'delivered', undefined]);
    expect(statusBefore('payment')).toBe('requested');
    expect(statusBefore('ready')).toBe('paid');
    expect(statusBefore('delivered')).toBe('ready');
  });
});

describe('certified copy fee', () => {
  it('is ₹320 a copy: registration fee 200, user charges 100, stamp duty 20', () => {
    expect(CERTIFIED_COPY_RUPEES_PER_COPY).toBe(320);
    expect(certifiedCopyFee(3)).toEqual({
      copies: 3,
      components: { registrationFeeRupees: 600, userChargesRupees: 300, stampDutyRupees: 60 },
      totalRupees: 960,
    });
  });
});

describe('certified copy request schema', () => {
  const valid = { sroCode: '712', bookNumber: 1, documentNumber: 45, year: 2024, applicantName: 'K Ramesh', applicantMobile: '9876543210', purpose: 'bank-loan', copies: 2 };

  it('accepts a complete request and an empty optional mobile', () => {
    expect(certifiedCopyRequestSchema.safeParse(valid).success).toBe(true);
    expect(certifiedCopyRequestSchema.safeParse({ ...valid, applicantMobile: '' }).success).toBe(true);
  });

  it('names each wrong field with its message key', () => {
    const result = certifiedCopyRequestSchema.safeParse({
      ...valid,
      sroCode: 'nowhere',
      bookNumber: 2,
      documentNumber: 0,
      year: 1970,
      applicantName: 'K',
      applicantMobile: '5123456789',
      purpose: 'curiosity',
      copies: 6,
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(messages).toEqual({
      sroCode: 'unknownChoice',
      bookNumber: 'unknownChoice',
      documentNumber: 'invalidDocumentNumber',
      year: 'invalidRegistrationYear',
      applicantName: 'invalidName',
      applicantMobile: 'invalidMobile',
      purpose: 'unknownChoice',
      copies: 'invalidCopies',
    });
  });

  it('rejects a year still to come', () => {
    const result = certifiedCopyRequestSchema.safeParse({ ...valid, year: new Date().getFullYear() + 1 });
    expect(result.error?.issues[0]).toMatchObject({ path: ['year'], message: 'invalidRegistrationYear' });
  });
});

describe('certified copy payment schema', () => {
  it('needs a challan number or transaction id except for cash', () => {
    expect(certifiedCopyPaymentSchema.safeParse({ mode: 'cash' }).success).toBe(true);
    expect(certifiedCopyPaymentSchema.safeParse({ mode: 'challan', reference: 'CH-2026/0042' }).success).toBe(true);
    expect(certifiedCopyPaymentSchema.safeParse({ mode: 'online', reference: '' }).error?.issues[0]).toMatchObject({
      path: ['reference'],
      message: 'paymentReferenceRequired',
    });
    expect(certifiedCopyPaymentSchema.safeParse({ mode: 'challan', reference: 'a b' }).error?.issues[0]).toMatchObject({
      path: ['reference'],
      message: 'invalidPaymentReference',
    });
  });
});
