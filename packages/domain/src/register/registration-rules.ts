import { z } from 'zod';
import type { DocumentDuties } from '../duty/index.ts';
import { formatRupees } from '../duty/index.ts';
import type { BilingualText } from '../i18n/index.ts';
import { documentReferenceSchema, newDocumentSchema } from './new-document.ts';

/**
 * The Registration Act, 1908: a document is presented within four months of
 * its execution (s.23); within a further four months it may still be
 * registered on payment of a fine (s.25). Later than that, never.
 */
export const PRESENTATION_MONTHS = 4;
export const LATE_PRESENTATION_MONTHS = 4;

/** The same day `months` calendar months later; the 31st becomes the month's last day. */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

export type PresentationProblem = 'executedAfterPresented' | 'presentedAfterRegistered' | 'presentedTooLate' | 'presentedInFuture';

export interface PresentationCheck {
  problems: { field: 'executedOn' | 'presentedOn'; key: PresentationProblem }[];
  /** Whole or part months the document was presented after the first four; 0 when on time. */
  monthsLate: number;
}

/** Execution ≤ presentation ≤ registration (today), and presentation within the Act's periods. */
export function checkPresentation(executedOn: string, presentedOn: string, registeredOn: string): PresentationCheck {
  const problems: PresentationCheck['problems'] = [];
  if (executedOn > presentedOn) problems.push({ field: 'executedOn', key: 'executedAfterPresented' });
  if (presentedOn > registeredOn) problems.push({ field: 'presentedOn', key: 'presentedInFuture' });
  if (presentedOn > addMonths(executedOn, PRESENTATION_MONTHS + LATE_PRESENTATION_MONTHS)) {
    problems.push({ field: 'presentedOn', key: 'presentedTooLate' });
  }
  let monthsLate = 0;
  while (monthsLate < LATE_PRESENTATION_MONTHS && presentedOn > addMonths(executedOn, PRESENTATION_MONTHS + monthsLate)) monthsLate += 1;
  return { problems, monthsLate };
}

/**
 * The s.25 fine: the registration fee once for each month, or part of one, of
 * delay past the first four months (so at most four times the fee, within the
 * Act's ceiling of ten times). An inferred schedule: see
 * docs/decisions/0010-offices-and-jurisdiction.md.
 */
export function latePresentationFine(registrationFee: number, monthsLate: number): number {
  return registrationFee * monthsLate;
}

/** Transaction types that cancel an earlier document, and those that rectify one. */
export const CANCELLATION_TYPES: readonly string[] = ['0800', '0803', '0806', '2002', '3500', '3501', '3600', '3601'];
export const RECTIFICATION_TYPES: readonly string[] = ['0800', '0801', '0805'];

export const isCancellationType = (majorCode: string, minorCode: string) => CANCELLATION_TYPES.includes(`${majorCode}${minorCode}`);
export const isRectificationType = (majorCode: string, minorCode: string) => RECTIFICATION_TYPES.includes(`${majorCode}${minorCode}`);

const paidRupees = z.number({ error: 'invalidAmount' }).int({ error: 'invalidAmount' }).min(0, { error: 'invalidAmount' }).max(1e13, { error: 'invalidAmount' });

/** What the party paid, by head of account: stamp papers and challans as the Sub-Registrar checked them. */
export const dutyPaidSchema = z.object({
  stampDutyRupees: paidRupees,
  transferDutyRupees: paidRupees,
  registrationFeeRupees: paidRupees,
  userChargesRupees: paidRupees,
  latePresentationFineRupees: paidRupees.default(0),
});
export type DutyPaid = z.input<typeof dutyPaidSchema>;

/**
 * What a Sub-Registrar sends to register a document: the deed's particulars and
 * what was paid. The registration date is the server's today, and the duty,
 * fees and fine are worked out on the server by the shared rules.
 */
export const registrationRequestSchema = newDocumentSchema
  .omit({
    registeredOn: true,
    stampDutyRupees: true,
    transferDutyRupees: true,
    registrationFeeRupees: true,
    userChargesRupees: true,
    latePresentationFineRupees: true,
  })
  .extend({
    /** An earlier document of this office that this one rectifies. */
    rectifies: documentReferenceSchema.optional(),
    dutyPaid: dutyPaidSchema,
  });
export type RegistrationRequest = z.input<typeof registrationRequestSchema>;

export type DutyHead = keyof z.output<typeof dutyPaidSchema>;

export type DutyDue = Record<DutyHead, number>;

/** What the rules require of a document presented `monthsLate` months late: its duties and the fine. */
export function dutyDue(duties: DocumentDuties, monthsLate: number): DutyDue {
  return {
    stampDutyRupees: duties.stampDuty,
    transferDutyRupees: duties.transferDuty,
    registrationFeeRupees: duties.registrationFee,
    userChargesRupees: duties.userCharges,
    latePresentationFineRupees: latePresentationFine(duties.registrationFee, monthsLate),
  };
}

const HEAD_NAMES: Record<DutyHead, BilingualText> = {
  stampDutyRupees: { en: 'Stamp duty', te: 'స్టాంపు సుంకం' },
  transferDutyRupees: { en: 'Transfer duty', te: 'బదిలీ సుంకం' },
  registrationFeeRupees: { en: 'Registration fee', te: 'రిజిస్ట్రేషన్ రుసుము' },
  userChargesRupees: { en: 'User charges', te: 'వినియోగ రుసుము' },
  latePresentationFineRupees: { en: 'Late presentation fine', te: 'ఆలస్య సమర్పణ జరిమానా' },
};

export interface DutyShortfall {
  head: DutyHead;
  due: number;
  paid: number;
}

/** Each head where less was paid than the rules require. */
export function dutyShortfalls(due: DutyDue, paid: z.output<typeof dutyPaidSchema>): DutyShortfall[] {
  return (Object.keys(HEAD_NAMES) as DutyHead[])
    .filter((head) => paid[head] < due[head])
    .map((head) => ({ head, due: due[head], paid: paid[head] }));
}

/** "Stamp duty: ₹60,000 due, ₹55,000 paid, ₹5,000 short." */
export function dutyShortMessage(shortfall: DutyShortfall): BilingualText {
  const name = HEAD_NAMES[shortfall.head];
  const short = formatRupees(shortfall.due - shortfall.paid);
  return {
    en: `${name.en}: ${formatRupees(shortfall.due)} due, ${formatRupees(shortfall.paid)} paid, ${short} short.`,
    te: `${name.te}: ${formatRupees(shortfall.due)} చెల్లించాలి, ${formatRupees(shortfall.paid)} చెల్లించారు, ${short} తక్కువ.`,
  };
}
