import { z } from 'zod';
import type { BilingualText } from '../i18n/index.ts';
import { PARTY_RELATIONS } from '../register/index.ts';
import { calendarDate, text, TEXT_LIMITS } from '../validation/index.ts';

/** Non-judicial stamp papers (deeds, agreements) and judicial (court-fee) stamps. */
export const STAMP_KINDS = ['non-judicial', 'judicial'] as const;
export type StampKind = (typeof STAMP_KINDS)[number];

export const STAMP_KIND_NAMES: Record<StampKind, BilingualText> = {
  'non-judicial': { en: 'Non-judicial stamp paper', te: 'నాన్-జ్యుడీషియల్ స్టాంపు కాగితం' },
  judicial: { en: 'Court-fee (judicial) stamp', te: 'కోర్టు రుసుము (జ్యుడీషియల్) స్టాంపు' },
};

/** The denominations each kind is printed in, in rupees. */
export const STAMP_DENOMINATIONS: Record<StampKind, readonly number[]> = {
  'non-judicial': [10, 20, 50, 100],
  judicial: [25, 50, 100, 500, 1000],
};

/**
 * The vendor's commission on an indent, as a share in basis points, and where
 * the figure comes from. Typical treasury practice allows about 2 %; AP's own
 * order is not on file, so the rate is marked as the demo reading
 * (docs/decisions/0015-stamp-vendors.md).
 */
export const VENDOR_COMMISSION = { basisPoints: 200, source: 'Typical treasury practice, about 2 % of the face value (demo reading; replace with the state\'s order)' } as const;

/**
 * Heads of account the indent's challan is credited to (major head 0030,
 * Stamps and Registration). The sub-heads are the demo reading.
 */
export const STAMP_HEADS_OF_ACCOUNT: Record<StampKind, { code: string; name: BilingualText }> = {
  'non-judicial': { code: '0030-02-102', name: { en: 'Stamps — non-judicial: sale of stamps', te: 'స్టాంపులు — నాన్-జ్యుడీషియల్: స్టాంపుల విక్రయం' } },
  judicial: { code: '0030-01-101', name: { en: 'Stamps — judicial: court-fee stamps', te: 'స్టాంపులు — జ్యుడీషియల్: కోర్టు రుసుము స్టాంపులు' } },
};

/** `NJ100-0000123`: the kind, the denomination and a seven-digit number. */
export const SERIAL_PATTERN = /^(NJ|J)(\d{2,4})-(\d{7})$/;
export function stampSerial(kind: StampKind, denomination: number, number: number): string {
  return `${kind === 'judicial' ? 'J' : 'NJ'}${denomination}-${String(number).padStart(7, '0')}`;
}

/** Serials as the consecutive runs they form (`NJ50-0000001`–`NJ50-0000120`), for issue records and receipts. */
export function serialRanges(serials: readonly string[]): { from: string; to: string }[] {
  const ranges: { from: string; to: string }[] = [];
  let previous: { prefix: string; number: number } | undefined;
  for (const serial of [...serials].sort()) {
    const match = SERIAL_PATTERN.exec(serial);
    const current = match ? { prefix: `${match[1]}${match[2]}`, number: Number(match[3]) } : { prefix: serial, number: Number.NaN };
    const last = ranges.at(-1);
    if (last && previous && previous.prefix === current.prefix && current.number === previous.number + 1) last.to = serial;
    else ranges.push({ from: serial, to: serial });
    previous = current;
  }
  return ranges;
}

/** `returned`: given back to the depot by a vendor and kept apart there, never issued or sold again. */
export const STAMP_PAPER_STATUSES = ['depot', 'vendor', 'sold', 'spoilt', 'used', 'returned'] as const;
export type StampPaperStatus = (typeof STAMP_PAPER_STATUSES)[number];

export const INDENT_STATUSES = ['requested', 'paid', 'partly-issued', 'issued'] as const;
export type IndentStatus = (typeof INDENT_STATUSES)[number];

/** An indent id: `IND-2026-000001`, one gapless series a year. */
export const INDENT_ID_PATTERN = /^IND-\d{4}-\d{6,9}$/;
export const indentId = (year: number, serial: number) => `IND-${year}-${String(serial).padStart(6, '0')}`;
export const indentParamsSchema = z.object({ indentId: z.string().regex(INDENT_ID_PATTERN, { error: 'invalidValue' }) });

const kindSchema = z.enum(STAMP_KINDS, { error: 'unknownChoice' });
const denominationOf = (kind: StampKind, denomination: number) => STAMP_DENOMINATIONS[kind].includes(denomination);

export const indentLineSchema = z
  .object({
    kind: kindSchema,
    denomination: z.number({ error: 'unknownChoice' }).int({ error: 'unknownChoice' }),
    quantity: z.number({ error: 'invalidValue' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(10_000, { error: 'invalidValue' }),
  })
  .refine((line) => denominationOf(line.kind, line.denomination), { path: ['denomination'], error: 'unknownChoice' });

export const indentRequestSchema = z.object({ lines: z.array(indentLineSchema).min(1, { error: 'required' }).max(10, { error: 'invalidValue' }) });
export type IndentRequest = z.infer<typeof indentRequestSchema>;

/** What an indent costs the vendor: its face value less the commission, in whole rupees (the commission rounded down). */
export function indentAmounts(lines: readonly { denomination: number; quantity: number }[], basisPoints = VENDOR_COMMISSION.basisPoints) {
  const faceValueRupees = lines.reduce((sum, line) => sum + line.denomination * line.quantity, 0);
  const commissionRupees = Math.floor((faceValueRupees * basisPoints) / 10_000);
  return { faceValueRupees, commissionRupees, payableRupees: faceValueRupees - commissionRupees };
}

export const saleRequestSchema = z
  .object({
    kind: kindSchema,
    denomination: z.number({ error: 'unknownChoice' }).int({ error: 'unknownChoice' }),
    quantity: z.number({ error: 'invalidValue' }).int({ error: 'invalidValue' }).min(1, { error: 'invalidValue' }).max(100, { error: 'invalidValue' }),
    purchaserName: text(TEXT_LIMITS.name).trim().min(2, { error: 'invalidName' }),
    relationType: z.enum(Object.keys(PARTY_RELATIONS) as [keyof typeof PARTY_RELATIONS], { error: 'unknownChoice' }),
    relationName: text(TEXT_LIMITS.name).trim().min(2, { error: 'invalidName' }),
    address: text(TEXT_LIMITS.address).trim().min(5, { error: 'required' }),
    /** The person the papers are bought for, when not the purchaser. */
    onBehalfOf: text(TEXT_LIMITS.name).trim().optional(),
    /** The nature of the document (non-judicial) or the court matter (judicial). */
    purpose: text(200).trim().min(3, { error: 'required' }),
  })
  .refine((sale) => denominationOf(sale.kind, sale.denomination), { path: ['denomination'], error: 'unknownChoice' });
export type SaleRequest = z.infer<typeof saleRequestSchema>;

export const spoilRequestSchema = z.object({
  serial: z.string().trim().toUpperCase().regex(SERIAL_PATTERN, { error: 'invalidStampSerial' }),
  reason: text(TEXT_LIMITS.remarks).trim().min(5, { error: 'required' }),
});

export const serialParamsSchema = z.object({ serial: z.string().trim().toUpperCase().regex(SERIAL_PATTERN, { error: 'invalidStampSerial' }) });

export const stockQuerySchema = z.object({ fromDate: calendarDate().optional(), toDate: calendarDate().optional() });

/**
 * The public answer about one stamp paper: whether it is genuine, that is,
 * sold through a licensed vendor's register, and by whom, where and when.
 * Never the purchaser, and never whether it has been used: serials run in
 * order, and an answer that told unused papers apart would point strangers
 * to papers they could claim.
 */
export const stampPaperTraceSchema = z.object({
  serial: z.string(),
  kind: z.enum(STAMP_KINDS),
  denomination: z.number().int(),
  genuine: z.boolean().describe('Sold by a licensed vendor through the sale register'),
  sale: z
    .object({
      vendor: z.object({ licenceNumber: z.string(), name: z.string() }),
      /** The vendor's depot: the Sub-Registrar office that supplied and answers for the sale. */
      sroCode: z.string(),
      soldOn: z.string(),
    })
    .nullable(),
});
export type StampPaperTrace = z.infer<typeof stampPaperTraceSchema>;

export const licenceSchema = z.object({
  licenceNumber: z.string(),
  name: z.string(),
  address: z.string(),
  depotSroCode: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  kinds: z.array(z.enum(STAMP_KINDS)),
  status: z.enum(['active', 'suspended']),
  maxPapersPerIndent: z.number().int(),
  /** Whether it allows indents and sales today: active and within its validity. */
  inForce: z.boolean(),
});
export type Licence = z.infer<typeof licenceSchema>;

/** The District Registrar suspends a licence (indents and sales stop at once) or restores it, always saying why. */
export const licenceStatusChangeSchema = z.object({
  status: z.enum(['active', 'suspended'], { error: 'unknownChoice' }),
  reason: text(TEXT_LIMITS.remarks).trim().min(5, { error: 'required' }),
});
export type LicenceStatusChange = z.infer<typeof licenceStatusChangeSchema>;
export const licenceParamsSchema = z.object({ licenceNumber: z.string().max(40, { error: 'invalidValue' }) });

/** A challan paid at a bank counter for an indent, as the vendor copies it from the bank's receipt. */
export const bankChallanEntrySchema = z.object({
  bank: text(60).trim().min(2, { error: 'required' }),
  branch: text(60).trim().min(2, { error: 'required' }),
  challanNumber: z.string().trim().regex(/^[A-Za-z0-9/-]{4,30}$/, { error: 'invalidValue' }),
  paidOn: calendarDate(),
});
export type BankChallanEntry = z.infer<typeof bankChallanEntrySchema>;
export const bankChallanDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('verify'), remarks: text(TEXT_LIMITS.remarks).trim().optional() }),
  z.object({ decision: z.literal('reject'), remarks: text(TEXT_LIMITS.remarks).trim().min(5, { error: 'required' }) }),
]);
export type BankChallanDecision = z.infer<typeof bankChallanDecisionSchema>;
export const bankChallanViewSchema = z.object({
  orderId: z.string(),
  indentId: z.string(),
  licenceNumber: z.string(),
  vendorName: z.string(),
  amountRupees: z.number().int(),
  bankReference: z.string(),
  enteredAt: z.iso.datetime(),
});
export type BankChallanView = z.infer<typeof bankChallanViewSchema>;

/** A vendor's request to renew the licence for the next year, and the District Registrar's decision on it. */
export const LICENCE_REQUEST_STATUSES = ['requested', 'approved', 'rejected'] as const;
export const licenceRenewalRequestSchema = z.object({
  kinds: z.array(kindSchema).min(1, { error: 'required' }).max(2, { error: 'invalidValue' }),
  remarks: text(TEXT_LIMITS.remarks).trim().optional(),
});
export type LicenceRenewalRequest = z.infer<typeof licenceRenewalRequestSchema>;

/** A first licence asked for by a vendor's login: who and where it sells, the depot that will supply it, and the kinds. */
export const licenceApplicationSchema = licenceRenewalRequestSchema.extend({
  name: text(TEXT_LIMITS.name).trim().min(2, { error: 'invalidName' }),
  address: text(TEXT_LIMITS.address).trim().min(5, { error: 'required' }),
  depotSroCode: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(10, { error: 'unknownChoice' }),
});
export type LicenceApplication = z.infer<typeof licenceApplicationSchema>;

/** The most papers of one indent a first licence allows, until the District Registrar sets another. */
export const FIRST_LICENCE_MAX_PAPERS_PER_INDENT = 2000;
export const licenceDecisionSchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve'), remarks: text(TEXT_LIMITS.remarks).trim().optional() }),
  z.object({ decision: z.literal('reject'), remarks: text(TEXT_LIMITS.remarks).trim().min(5, { error: 'required' }) }),
]);
export type LicenceDecision = z.infer<typeof licenceDecisionSchema>;
export const licenceRequestParamsSchema = z.object({ requestId: z.string().regex(/^LR-\d{4}-\d{6,9}$/, { error: 'invalidValue' }) });
export const licenceRequestViewSchema = z.object({
  requestId: z.string(),
  requestKind: z.enum(['renewal', 'new']),
  /** Empty for a first licence until it is granted. */
  licenceNumber: z.string(),
  vendorName: z.string(),
  depotSroCode: z.string(),
  kinds: z.array(z.enum(STAMP_KINDS)),
  periodFrom: z.string(),
  periodTo: z.string(),
  status: z.enum(LICENCE_REQUEST_STATUSES),
  requestedAt: z.iso.datetime(),
  remarks: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  decisionRemarks: z.string().nullable(),
});
export type LicenceRequestView = z.infer<typeof licenceRequestViewSchema>;

/** A renewal runs for a year from the day after the licence in force ends. */
export function renewalPeriod(validTo: string): { from: string; to: string } {
  const end = new Date(`${validTo}T00:00:00Z`);
  const from = new Date(end.getTime() + 86_400_000);
  const to = new Date(Date.UTC(from.getUTCFullYear() + 1, from.getUTCMonth(), from.getUTCDate()) - 86_400_000);
  return { from: from.toISOString().slice(0, 10), to: to.toISOString().slice(0, 10) };
}

export const stockRowSchema = z.object({
  kind: z.enum(STAMP_KINDS),
  denomination: z.number().int(),
  opening: z.number().int(),
  received: z.number().int(),
  sold: z.number().int(),
  spoilt: z.number().int(),
  returned: z.number().int(),
  closing: z.number().int(),
});
export const stockRegisterSchema = z.object({ from: z.string(), to: z.string(), rows: z.array(stockRowSchema) });
export type StockRegister = z.infer<typeof stockRegisterSchema>;

/** Papers a vendor gives back to its depot (a licence ending, a kind no longer sold), by serial, with the reason. */
export const stampReturnSchema = z.object({
  serials: z.array(z.string().trim().toUpperCase().max(30)).min(1, { error: 'required' }).max(500, { error: 'invalidValue' }),
  reason: text(TEXT_LIMITS.remarks).trim().min(5, { error: 'required' }),
});
export type StampReturn = z.infer<typeof stampReturnSchema>;

/** Papers given back to a depot at one time, by kind and denomination, as both the vendor and the depot see them. */
export const stampReturnViewSchema = z.object({
  returnedAt: z.iso.datetime(),
  licenceNumber: z.string(),
  vendorName: z.string(),
  depotSroCode: z.string(),
  kind: z.enum(STAMP_KINDS),
  denomination: z.number().int(),
  papers: z.number().int(),
  serials: z.array(z.object({ from: z.string(), to: z.string() })),
  reason: z.string(),
});
export type StampReturnView = z.infer<typeof stampReturnViewSchema>;

export const indentViewSchema = z.object({
  indentId: z.string(),
  status: z.enum(INDENT_STATUSES),
  createdAt: z.iso.datetime(),
  lines: z.array(z.object({ kind: z.enum(STAMP_KINDS), denomination: z.number().int(), quantity: z.number().int(), issued: z.number().int(), serials: z.array(z.object({ from: z.string(), to: z.string() })) })),
  faceValueRupees: z.number().int(),
  commissionRupees: z.number().int(),
  payableRupees: z.number().int(),
  challan: z.object({ number: z.string(), status: z.string(), headOfAccount: z.string() }).nullable(),
  events: z.array(z.object({ at: z.iso.datetime(), step: z.string(), by: z.string(), remarks: z.string().nullable() })),
});
export type IndentView = z.infer<typeof indentViewSchema>;

export const saleViewSchema = z.object({
  saleId: z.string(),
  soldAt: z.iso.datetime(),
  vendor: z.object({ licenceNumber: z.string(), name: z.string() }),
  kind: z.enum(STAMP_KINDS),
  denomination: z.number().int(),
  quantity: z.number().int(),
  amountRupees: z.number().int(),
  purchaserName: z.string(),
  relationType: z.string(),
  relationName: z.string(),
  address: z.string(),
  onBehalfOf: z.string().nullable(),
  purpose: z.string(),
  serials: z.array(z.string()),
});
export type SaleView = z.infer<typeof saleViewSchema>;

export const vendorHomeSchema = z.object({
  licence: licenceSchema,
  stock: z.array(z.object({ kind: z.enum(STAMP_KINDS), denomination: z.number().int(), papers: z.number().int() })),
  openIndents: z.array(indentViewSchema),
  todaysSales: z.object({ sales: z.number().int(), papers: z.number().int(), amountRupees: z.number().int() }),
});
