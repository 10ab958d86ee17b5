import { describe, expect, it } from 'vitest';
import { isValidationMessageKey } from '../errors/index.ts';
import { dutyCalculationRequestSchema } from './contracts.ts';

const valid = { majorCode: '01', minorCode: '01', marketValue: 45_00_000, consideration: 50_00_000 };

function messagesFor(body: unknown): Record<string, string> {
  const result = dutyCalculationRequestSchema.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('dutyCalculationRequestSchema', () => {
  it('accepts a complete request and the optional fields', () => {
    expect(dutyCalculationRequestSchema.parse(valid)).toEqual(valid);
    const full = { ...valid, stampPaperValue: 1_00_000, localBodyType: '1', sezParty: false };
    expect(dutyCalculationRequestSchema.parse(full)).toEqual(full);
    expect(dutyCalculationRequestSchema.safeParse({ ...valid, marketValue: 0, consideration: 10 ** 13 }).success).toBe(true);
  });

  it('says "required" for a missing field', () => {
    expect(messagesFor({})).toEqual({ majorCode: 'required', minorCode: 'required', marketValue: 'required', consideration: 'required' });
  });

  it('says "invalidValue" for a malformed code, and "invalidAmount" (whole rupees) for a malformed amount', () => {
    expect(messagesFor({ ...valid, majorCode: '1' })).toEqual({ majorCode: 'invalidValue' });
    expect(messagesFor({ ...valid, minorCode: 1 })).toEqual({ minorCode: 'invalidValue' });
    expect(messagesFor({ ...valid, marketValue: -1 })).toEqual({ marketValue: 'invalidAmount' });
    expect(messagesFor({ ...valid, marketValue: 1.5 })).toEqual({ marketValue: 'invalidAmount' });
    expect(messagesFor({ ...valid, consideration: 10 ** 13 + 1 })).toEqual({ consideration: 'invalidAmount' });
    expect(messagesFor({ ...valid, consideration: '100' })).toEqual({ consideration: 'invalidAmount' });
    expect(messagesFor({ ...valid, stampPaperValue: null })).toEqual({ stampPaperValue: 'invalidAmount' });
    expect(messagesFor({ ...valid, sezParty: 'yes' })).toEqual({ sezParty: 'invalidValue' });
  });

  it('says "unknownChoice" for a local body outside 1–8', () => {
    expect(messagesFor({ ...valid, localBodyType: '9' })).toEqual({ localBodyType: 'unknownChoice' });
  });

  it('only ever names message keys the portal can show', () => {
    const bodies = [{}, { ...valid, majorCode: 'x', marketValue: -5, localBodyType: 0, sezParty: 1, stampPaperValue: 'a' }];
    for (const body of bodies) {
      for (const message of Object.values(messagesFor(body))) expect(isValidationMessageKey(message)).toBe(true);
    }
  });
});
