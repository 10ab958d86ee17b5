import { and, desc, eq } from 'drizzle-orm';
import { PAYMENT_STATUSES, headOfAccountFor, paymentOrderId, type GatewayNotice, type Payment } from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { paymentNotices, payments } from '../../db/schema.ts';
import { nextInSeries } from '../../lib/series.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type PaymentRow = typeof payments.$inferSelect;

export function toPayment(row: PaymentRow): Payment {
  return {
    orderId: row.orderId,
    purpose: row.purpose,
    reference: row.reference,
    amountRupees: row.amountRupees,
    status: PAYMENT_STATUSES.find((status) => status === row.status) ?? 'initiated',
    gateway: row.gateway,
    gatewayTransactionId: row.gatewayTransactionId,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

/**
 * The next order number of the year, from a counter row locked until the
 * transaction ends: orders run without gaps, like challans, because each is a
 * receipt the department accounts for.
 */
async function nextOrderId(tx: Transaction, year: number): Promise<string> {
  return paymentOrderId(year, await nextInSeries(tx, `payment-order:${year}`));
}

export interface NewPayment {
  purpose: string;
  reference: string;
  amountRupees: number;
  gateway: string;
}

export async function insertPayment(tx: Transaction, payment: NewPayment, year: number): Promise<Payment> {
  const orderId = await nextOrderId(tx, year);
  const [row] = await tx.insert(payments).values({ ...payment, orderId, status: 'initiated', headOfAccount: headOfAccountFor(payment.purpose) }).returning();
  if (!row) throw new Error(`Payment ${orderId} was not stored`);
  return toPayment(row);
}

/** The payments made for one record of a purpose, newest first. */
export async function paymentsOf(db: Database | Transaction, purpose: string, reference: string): Promise<Payment[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(and(eq(payments.purpose, purpose), eq(payments.reference, reference)))
    .orderBy(desc(payments.createdAt), desc(payments.orderId));
  return rows.map(toPayment);
}

export async function findPayment(db: Database | Transaction, orderId: string): Promise<Payment | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId));
  return row && toPayment(row);
}

/** The order locked until the transaction ends, so two notices about it are applied one after the other. */
export async function lockPayment(tx: Transaction, orderId: string): Promise<Payment | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.orderId, orderId)).for('update');
  return row && toPayment(row);
}

export async function settlePayment(tx: Transaction, notice: GatewayNotice): Promise<void> {
  await tx
    .update(payments)
    .set({ status: notice.status, gatewayTransactionId: notice.gatewayTransactionId, settledAt: new Date(notice.paidAt) })
    .where(and(eq(payments.orderId, notice.orderId), eq(payments.status, 'initiated')));
}

export async function setGatewayReference(tx: Transaction, orderId: string, reference: string): Promise<void> {
  await tx.update(payments).set({ gatewayTransactionId: reference }).where(eq(payments.orderId, orderId));
}

export type NoticeOutcome = 'applied' | 'repeated' | 'amount-mismatch' | 'paid-twice' | 'disagrees' | 'unknown-order';

export async function recordNotice(tx: Transaction, notice: GatewayNotice, source: 'notice' | 'enquiry', outcome: NoticeOutcome): Promise<void> {
  await tx.insert(paymentNotices).values({
    orderId: notice.orderId,
    source,
    status: notice.status,
    amountRupees: notice.amountRupees,
    gatewayTransactionId: notice.gatewayTransactionId,
    outcome,
  });
}
