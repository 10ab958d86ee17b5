import { describe, expect, it } from 'vitest';
import { OTHER_RECEIPTS_HEAD_OF_ACCOUNT, PAYMENT_HEADS_OF_ACCOUNT, REFUND_NEXT, REFUND_STATUSES, headOfAccountFor } from './accounts.ts';

describe('heads of account of receipts', () => {
  it('credits each purpose to a sub-head of 0030 (the ones the duty heads report and the challans use), and anything else to other receipts', () => {
    for (const head of [...Object.values(PAYMENT_HEADS_OF_ACCOUNT), OTHER_RECEIPTS_HEAD_OF_ACCOUNT]) expect(head.code).toMatch(/^0030-0[1-3]-\d{3}$/);
    expect(headOfAccountFor('application')).toBe('0030-02-103');
    expect(headOfAccountFor('registry')).toBe('0030-03-104');
    expect(headOfAccountFor('stamp-indent')).toBe('0030-02-102');
    expect(headOfAccountFor('something-new')).toBe('0030-03-800');
  });
});

describe('the refund workflow', () => {
  it('reaches the bank only after an approval, and ends in refunded or failed', () => {
    expect(REFUND_NEXT.requested).not.toContain('sent');
    expect(REFUND_NEXT.approved).toEqual(['sent']);
    expect(REFUND_NEXT.refunded).toEqual([]);
    expect(REFUND_NEXT.failed).toEqual([]);
    for (const next of Object.values(REFUND_NEXT)) for (const status of next) expect(REFUND_STATUSES).toContain(status);
  });
});
