import { randomBytes } from 'node:crypto';
import { and, desc, eq, or } from 'drizzle-orm';
import { REFUND_NEXT, REFUND_REASONS, REFUND_STATUSES, decideOfficeAction, decideOfficesDecision, type Language, type Principal, type RefundReason, type RefundStatus } from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { paymentNotices, paymentRefunds } from '../../db/schema.ts';
import { recordAudit, type AuditEvent } from '../../lib/audit.ts';
import { HttpProblem, refuseIf } from '../../plugins/errors.ts';
import type { GatewayRefundWord } from './gateway.ts';
import { findPayment, lockPayment, type Transaction } from './repository.ts';
import { askGateway, type Payments } from './service.ts';

type RefundRow = typeof paymentRefunds.$inferSelect;

export interface Refund {
  refundReference: string;
  orderId: string;
  gateway: string;
  gatewayTransactionId: string;
  amountRupees: number;
  reason: RefundReason;
  status: RefundStatus;
  requestedBy: string;
  approvedBy: string | null;
  gatewayRefundId: string | null;
  requestedAt: string;
  decidedAt: string | null;
}

const toRefund = (row: RefundRow): Refund => ({
  ...row,
  reason: REFUND_REASONS.find((reason) => reason === row.reason) ?? 'paid-twice',
  status: REFUND_STATUSES.find((status) => status === row.status) ?? 'requested',
  requestedAt: row.requestedAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/** The officer taking a step, as the audit trail names them. */
export interface RefundStep {
  loginId: string;
  clientAddress: string | null;
}

/** The office whose record a payment paid for, by its purpose; undefined when the purpose does not say. */
async function officeOfPayment(payments: Payments, orderId: string): Promise<string | undefined> {
  const payment = await findPayment(payments.db, orderId);
  if (!payment) throw new HttpProblem(404, 'NOT_FOUND');
  return payments.purposes.get(payment.purpose)?.officeOf?.(payments.db, payment);
}

/**
 * A refund is handled by the officers over the office whose record was paid
 * for (its Sub-Registrar asks, the District Registrar above approves), or by
 * the state's when the office is not known.
 */
export async function refuseRefundOutsideJurisdiction(payments: Payments, orderId: string, principal: Principal, language: Language): Promise<void> {
  const office = await officeOfPayment(payments, orderId);
  refuseIf(office === undefined ? (principal.jurisdiction.level === 'state' ? undefined : 'OUTSIDE_JURISDICTION') : decideOfficesDecision(principal, [office]), language);
}

/** The refunds a caller may read: those of offices in the caller's jurisdiction. */
export async function refundsInJurisdiction(payments: Payments, refunds: Refund[], principal: Principal): Promise<Refund[]> {
  const offices = await Promise.all(refunds.map((refund) => officeOfPayment(payments, refund.orderId)));
  return refunds.filter((_, index) => {
    const office = offices[index];
    return office === undefined ? principal.jurisdiction.level === 'state' : decideOfficeAction(principal, 'read', office) === undefined;
  });
}

const newRefundReference = () => `RFD${randomBytes(8).toString('hex').toUpperCase()}`;

async function lockRefund(tx: Transaction, refundReference: string): Promise<RefundRow> {
  const [row] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.refundReference, refundReference)).for('update');
  if (!row) throw new HttpProblem(404, 'NOT_FOUND');
  return row;
}

function refuseStep(row: RefundRow, to: RefundStatus): void {
  const from = REFUND_STATUSES.find((status) => status === row.status);
  if (!from || !REFUND_NEXT[from].includes(to)) throw new HttpProblem(409, 'REFUND_WRONG_STATUS');
}

async function audit(
  tx: Transaction,
  event: AuditEvent,
  step: RefundStep | null,
  row: Pick<RefundRow, 'refundReference' | 'orderId' | 'gatewayTransactionId' | 'amountRupees' | 'reason'>,
  extra: Record<string, string | boolean> = {},
) {
  await recordAudit(tx, {
    event,
    loginId: step?.loginId ?? null,
    clientAddress: step?.clientAddress ?? null,
    details: { refundReference: row.refundReference, orderId: row.orderId, gatewayTransactionId: row.gatewayTransactionId, amountRupees: row.amountRupees, reason: row.reason, ...extra },
  });
}

/**
 * An officer asks for money to be returned: money the bank took twice (a
 * second payment recorded as `paid-twice`, returned in full), or an
 * application's payment when it was withdrawn before admission (as its
 * purpose says). Anything else is refused, and one bank payment has one live
 * refund at a time.
 */
export async function requestRefund(
  payments: Payments,
  request: { orderId: string; gatewayTransactionId: string; reason: RefundReason },
  step: RefundStep,
): Promise<Refund> {
  return payments.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, request.orderId);
    if (!payment || payment.gateway !== payments.gateway.name) throw new HttpProblem(404, 'NOT_FOUND');
    let amountRupees: number | undefined;
    if (request.reason === 'paid-twice') {
      const [taken] = await tx
        .select()
        .from(paymentNotices)
        .where(and(eq(paymentNotices.orderId, request.orderId), eq(paymentNotices.gatewayTransactionId, request.gatewayTransactionId), eq(paymentNotices.outcome, 'paid-twice')))
        .limit(1);
      amountRupees = taken?.amountRupees;
    } else if (payment.status === 'success' && payment.gatewayTransactionId === request.gatewayTransactionId) {
      const withdrawn = await payments.purposes.get(payment.purpose)?.withdrawnBeforeAdmission?.(tx, payment);
      if (withdrawn) amountRupees = payment.amountRupees;
    }
    if (amountRupees === undefined) throw new HttpProblem(409, 'REFUND_NOT_DUE');
    const [row] = await tx
      .insert(paymentRefunds)
      .values({ refundReference: newRefundReference(), orderId: request.orderId, gateway: payment.gateway, gatewayTransactionId: request.gatewayTransactionId, amountRupees, reason: request.reason, status: 'requested', requestedBy: step.loginId })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new HttpProblem(409, 'REFUND_NOT_DUE');
    await audit(tx, 'payment.refund.requested', step, row);
    return toRefund(row);
  });
}

/**
 * Another officer's approval, or refusal, of a refund asked for. Approved,
 * it is sent to the gateway at once; a gateway that cannot be reached leaves
 * it approved and sent (under its own reference), for the officer to send
 * again without it ever being paid out twice.
 */
export async function decideRefund(payments: Payments, refundReference: string, approve: boolean, step: RefundStep): Promise<Refund> {
  await payments.db.transaction(async (tx) => {
    const row = await lockRefund(tx, refundReference);
    const to: RefundStatus = approve ? 'approved' : 'failed';
    refuseStep(row, to);
    if (row.requestedBy === step.loginId) throw new HttpProblem(403, 'SAME_OFFICER');
    await tx.update(paymentRefunds).set({ status: to, approvedBy: step.loginId, decidedAt: new Date() }).where(eq(paymentRefunds.refundReference, refundReference));
    await audit(tx, approve ? 'payment.refund.approved' : 'payment.refund.refused', step, row);
  });
  return approve ? sendRefund(payments, refundReference, step) : refundOf(payments.db, refundReference);
}

/**
 * Sends an approved refund to the gateway, or sends again one whose answer
 * was lost: the refund is marked sent (and audited) before the call, and the
 * gateway takes the portal's reference, so asking twice is the same refund.
 */
export async function sendRefund(payments: Payments, refundReference: string, step: RefundStep): Promise<Refund> {
  const row = await payments.db.transaction(async (tx) => {
    const locked = await lockRefund(tx, refundReference);
    const resend = locked.status === 'sent' && locked.gatewayRefundId === null;
    if (!resend) refuseStep(locked, 'sent');
    await tx.update(paymentRefunds).set({ status: 'sent' }).where(eq(paymentRefunds.refundReference, refundReference));
    await audit(tx, 'payment.refund.sent', step, locked, { again: resend });
    return locked;
  });
  const word = await askGateway(() => payments.gateway.refund({ refundReference, gatewayTransactionId: row.gatewayTransactionId, amountRupees: row.amountRupees }));
  await applyRefundWord(payments.db, { ...word, refundReference });
  return refundOf(payments.db, refundReference);
}

/**
 * The gateway's word on a refund, from its answer or its notice: processed,
 * the refund is done; failed, it failed; pending, it stays sent. Applied once.
 */
export async function applyRefundWord(db: Database, word: GatewayRefundWord): Promise<void> {
  await db.transaction(async (tx) => {
    const match = word.refundReference
      ? or(eq(paymentRefunds.refundReference, word.refundReference), eq(paymentRefunds.gatewayRefundId, word.refundId))
      : eq(paymentRefunds.gatewayRefundId, word.refundId);
    const [row] = await tx.select().from(paymentRefunds).where(match).for('update');
    if (!row || row.status !== 'sent') return;
    const status: RefundStatus = word.status === 'processed' ? 'refunded' : word.status === 'failed' ? 'failed' : 'sent';
    await tx
      .update(paymentRefunds)
      .set({ status, gatewayRefundId: word.refundId, ...(status === 'sent' ? {} : { decidedAt: new Date() }) })
      .where(eq(paymentRefunds.refundReference, row.refundReference));
    if (status !== 'sent' || row.gatewayRefundId === null) await audit(tx, status === 'sent' ? 'payment.refund.sent' : `payment.refund.${status}`, null, row, { gatewayRefundId: word.refundId });
  });
}

export async function refundOf(db: Database, refundReference: string): Promise<Refund> {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.refundReference, refundReference));
  if (!row) throw new HttpProblem(404, 'NOT_FOUND');
  return toRefund(row);
}

/** Refunds, newest first: of one order, or those in one status. */
export async function listRefunds(db: Database, filter: { orderId?: string; status?: RefundStatus }): Promise<Refund[]> {
  const rows = await db
    .select()
    .from(paymentRefunds)
    .where(and(filter.orderId ? eq(paymentRefunds.orderId, filter.orderId) : undefined, filter.status ? eq(paymentRefunds.status, filter.status) : undefined))
    .orderBy(desc(paymentRefunds.requestedAt))
    .limit(500);
  return rows.map(toRefund);
}
