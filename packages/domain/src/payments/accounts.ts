import type { BilingualText } from '../i18n/index.ts';

/**
 * The Government account head each receipt is credited to (major head 0030,
 * Stamps and Registration), by the purpose the payment was taken for; the
 * sub-heads are the ones the duty heads report and the vendors' challans use
 * (decision 0015). A purpose not named here is an other receipt.
 */
export const PAYMENT_HEADS_OF_ACCOUNT = {
  application: { code: '0030-02-103', name: { en: 'Stamps — non-judicial: duty on impressing of documents', te: 'స్టాంపులు — నాన్-జ్యుడీషియల్: దస్తావేజులపై సుంకం' } },
  'stamp-indent': { code: '0030-02-102', name: { en: 'Stamps — non-judicial: sale of stamps', te: 'స్టాంపులు — నాన్-జ్యుడీషియల్: స్టాంపుల విక్రయం' } },
  registry: { code: '0030-03-104', name: { en: 'Registration fees', te: 'రిజిస్ట్రేషన్ రుసుములు' } },
} as const satisfies Record<string, { code: string; name: BilingualText }>;

export const OTHER_RECEIPTS_HEAD_OF_ACCOUNT = { code: '0030-03-800', name: { en: 'User charges (other receipts)', te: 'వినియోగ రుసుములు (ఇతర రాబడులు)' } } as const;

export function headOfAccountFor(purpose: string): string {
  return (PAYMENT_HEADS_OF_ACCOUNT as Record<string, { code: string }>)[purpose]?.code ?? OTHER_RECEIPTS_HEAD_OF_ACCOUNT.code;
}

/**
 * Money returned through the gateway: asked for, approved by an officer other
 * than the one who asked, sent to the gateway, then refunded or failed.
 */
export const REFUND_STATUSES = ['requested', 'approved', 'sent', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_STATUS_LABELS: Record<RefundStatus, BilingualText> = {
  requested: { en: 'Asked for, awaiting approval', te: 'అభ్యర్థించబడింది, ఆమోదం కోసం వేచి ఉంది' },
  approved: { en: 'Approved by an officer', te: 'అధికారి ఆమోదించారు' },
  sent: { en: 'Sent to the bank', te: 'బ్యాంకుకు పంపబడింది' },
  refunded: { en: 'Refunded', te: 'వాపసు చేయబడింది' },
  failed: { en: 'Refund failed', te: 'వాపసు విఫలమైంది' },
};

/** Why money is returned: taken twice by the bank, or for an application withdrawn before admission. */
export const REFUND_REASONS = ['paid-twice', 'withdrawn-before-admission'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

export const REFUND_REASON_LABELS: Record<RefundReason, BilingualText> = {
  'paid-twice': { en: 'Money taken twice by the bank', te: 'బ్యాంకు రెండుసార్లు డబ్బు తీసుకుంది' },
  'withdrawn-before-admission': { en: 'Application withdrawn before admission', te: 'ప్రవేశానికి ముందు దరఖాస్తు ఉపసంహరించబడింది' },
};

/** The steps a refund may take; anything else is refused. */
export const REFUND_NEXT: Record<RefundStatus, readonly RefundStatus[]> = {
  requested: ['approved', 'failed'],
  approved: ['sent'],
  sent: ['refunded', 'failed'],
  refunded: [],
  failed: [],
};

/** What the bank's settlement file said of a receipt. */
export const SETTLEMENT_STATUSES = ['settled', 'missing', 'mismatched'] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];
