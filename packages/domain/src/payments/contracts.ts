import { z } from 'zod';

/**
 * A payment made through a gateway: `initiated` when the payer is sent to the
 * gateway, `success` or `failed` only on the gateway's own word (a signed
 * notice or a status enquiry), never on the browser's return.
 */
export const PAYMENT_STATUSES = ['initiated', 'success', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, { en: string; te: string }> = {
  initiated: { en: 'Awaiting the bank', te: 'బ్యాంకు కోసం వేచి ఉంది' },
  success: { en: 'Paid', te: 'చెల్లించబడింది' },
  failed: { en: 'Not paid', te: 'చెల్లించబడలేదు' },
};

/** The portal's order numbers: one gapless series a year, `PAY-2026-000001`. */
export const ORDER_ID_PATTERN = /^PAY-\d{4}-\d{6,9}$/;

export function paymentOrderId(year: number, serial: number): string {
  return `PAY-${year}-${String(serial).padStart(6, '0')}`;
}

/** What a gateway says of an order, in a notice or an answer to an enquiry. */
export const gatewayNoticeSchema = z.object({
  orderId: z.string().regex(ORDER_ID_PATTERN),
  gatewayTransactionId: z.string().min(1).max(64),
  status: z.enum(['success', 'failed']),
  amountRupees: z.number().int().positive().max(1e13),
  paidAt: z.iso.datetime(),
});
export type GatewayNotice = z.infer<typeof gatewayNoticeSchema>;

/** A notice as the gateway sends it: the facts and its HMAC-SHA256 signature over them. */
export const signedGatewayNoticeSchema = gatewayNoticeSchema.extend({ signature: z.string().regex(/^[0-9a-f]{64}$/) });
export type SignedGatewayNotice = z.infer<typeof signedGatewayNoticeSchema>;

/** The fixed order of a notice's fields that both sides sign. */
export function gatewayNoticeText(notice: GatewayNotice): string {
  return [notice.orderId, notice.gatewayTransactionId, notice.status, String(notice.amountRupees), notice.paidAt].join('|');
}

export const paymentSchema = z.object({
  orderId: z.string(),
  purpose: z.string().describe('What the payment is for: the workflow that asked for it'),
  reference: z.string().describe("The purpose's own record: an application id, an indent number"),
  amountRupees: z.number().int().positive(),
  status: z.enum(PAYMENT_STATUSES),
  gateway: z.string(),
  gatewayTransactionId: z.string().nullable(),
  createdAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentOrderParamsSchema = z.object({ orderId: z.string().max(20).regex(ORDER_ID_PATTERN, { error: 'invalidValue' }) });
