import { toYearMonthDay, type GatewayNotice, type Payment } from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { HttpProblem } from '../../plugins/errors.ts';
import { GatewayUnavailable, type PaymentGateway } from './gateway.ts';
import { findPayment, insertPayment, lockPayment, paymentsOf, recordNotice, setGatewayReference, settlePayment, type NoticeOutcome, type Transaction } from './repository.ts';

/**
 * What a workflow does when its payment succeeds (an application becomes
 * paid, an indent's challan is credited), inside the transaction that settles
 * the payment, so the two never disagree.
 */
export interface PaymentPurpose {
  onPaid(tx: Transaction, payment: Payment): Promise<void>;
  /** Whether the record paid for was withdrawn before admission, so its payment may be refunded; a purpose without it never refunds. */
  withdrawnBeforeAdmission?(tx: Transaction, payment: Payment): Promise<boolean>;
  /** The Sub-Registrar office the record paid for belongs to, so that only its officers (and those above them) handle its refunds; without it, only the state's. */
  officeOf?(db: Database, payment: Payment): Promise<string | undefined>;
}

export interface Payments {
  db: Database;
  gateway: PaymentGateway;
  purposes: ReadonlyMap<string, PaymentPurpose>;
}

export interface PaymentRequest {
  purpose: string;
  reference: string;
  /** Worked out by the purpose from the shared rules on the server, never taken from the browser. */
  amountRupees: number;
  description: string;
  /** The portal page the payer comes back to; it learns the outcome from the server, not from the return. */
  returnPath: string;
}

export const noticePath = (gateway: PaymentGateway) => `/igrsapi/v1/payments/notices/${gateway.name}`;

/** How long a payer is asked to wait before trying again when the bank cannot be reached. */
export const GATEWAY_RETRY_AFTER_SECONDS = 30;

/**
 * A call to the gateway whose failure to answer becomes the payer's "try
 * again" (503 with Retry-After, in their language) instead of an error page.
 */
export async function askGateway<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof GatewayUnavailable) throw new HttpProblem(503, 'PAYMENT_GATEWAY_UNAVAILABLE', undefined, GATEWAY_RETRY_AFTER_SECONDS);
    throw error;
  }
}

/**
 * Sends the payer to the gateway for a record of a purpose. A record already
 * paid is refused; an order still open at the gateway is resumed rather than
 * a second one opened, so the same thing is never paid twice; after a failed
 * order a new one is opened.
 */
export async function startPayment(payments: Payments, request: PaymentRequest): Promise<{ payment: Payment; checkoutUrl: string }> {
  for (const earlier of await paymentsOf(payments.db, request.purpose, request.reference)) {
    if (earlier.status === 'initiated' && earlier.gateway === payments.gateway.name) await reconcile(payments, earlier.orderId);
  }
  const known = await paymentsOf(payments.db, request.purpose, request.reference);
  if (known.some((payment) => payment.status === 'success')) throw new HttpProblem(409, 'ALREADY_PAID');
  const open = known.find((payment) => payment.status === 'initiated' && payment.amountRupees === request.amountRupees);
  const payment =
    open ??
    (await payments.db.transaction((tx) =>
      insertPayment(tx, { purpose: request.purpose, reference: request.reference, amountRupees: request.amountRupees, gateway: payments.gateway.name }, Number(toYearMonthDay(new Date()).slice(0, 4))),
    ));
  // Should the bank not answer, the order stays open in the portal's book and the payer's next try resumes it.
  const { checkoutUrl } = await askGateway(() =>
    payments.gateway.openOrder({
      orderId: payment.orderId,
      amountRupees: payment.amountRupees,
      description: request.description,
      notifyPath: noticePath(payments.gateway),
      returnPath: request.returnPath,
    }),
  );
  return { payment, checkoutUrl };
}

/**
 * Applies the gateway's word on an order, from its notice or an enquiry, once:
 * a repeated word changes nothing, a word whose amount differs from the order
 * is kept but not applied, and a success runs the purpose's own step in the
 * same transaction. Every word is recorded with what came of it.
 */
export async function applyGatewayWord(payments: Payments, notice: GatewayNotice, source: 'notice' | 'enquiry'): Promise<NoticeOutcome> {
  return payments.db.transaction(async (tx) => {
    const payment = await lockPayment(tx, notice.orderId);
    const outcome = await outcomeOf(tx, payment, notice);
    await recordNotice(tx, notice, source, outcome);
    if (outcome === 'applied') {
      await settlePayment(tx, notice);
      if (notice.status === 'success') await payments.purposes.get(payment!.purpose)?.onPaid(tx, { ...payment!, status: 'success', gatewayTransactionId: notice.gatewayTransactionId, settledAt: notice.paidAt });
    }
    await recordAudit(tx, {
      event: 'payment.notice',
      loginId: null,
      clientAddress: null,
      details: { orderId: notice.orderId, source, status: notice.status, amountRupees: notice.amountRupees, outcome },
    });
    return outcome;
  });
}

async function outcomeOf(tx: Transaction, payment: Payment | undefined, notice: GatewayNotice): Promise<NoticeOutcome> {
  if (!payment) return 'unknown-order';
  if (payment.status !== 'initiated') {
    // A second payment captured on an order already paid is money taken twice, kept on file for a refund.
    if (notice.status === 'success' && payment.status === 'success' && notice.gatewayTransactionId !== payment.gatewayTransactionId) return 'paid-twice';
    // The bank's word contradicting what was applied is kept for an officer, never applied over it.
    if (notice.status !== payment.status || notice.gatewayTransactionId !== payment.gatewayTransactionId) return 'disagrees';
    return 'repeated';
  }
  if (payment.amountRupees !== notice.amountRupees) return 'amount-mismatch';
  if (notice.status === 'success') {
    const others = await paymentsOf(tx, payment.purpose, payment.reference);
    // Money taken twice for one record is kept on file for a refund, never counted twice.
    if (others.some((other) => other.orderId !== payment.orderId && other.status === 'success')) return 'paid-twice';
  }
  return 'applied';
}

/** Asks the gateway about an order and applies its answer: for a payer who came back without a notice having arrived, and for reconciliation. */
export async function reconcile(payments: Payments, orderId: string): Promise<Payment | undefined> {
  const payment = await findPayment(payments.db, orderId);
  // A bank challan is settled by the officer who verifies it, not by asking the gateway.
  if (!payment || payment.status !== 'initiated' || payment.gateway !== payments.gateway.name) return payment;
  const word = await askGateway(() => payments.gateway.enquire(orderId));
  if (typeof word === 'object') await applyGatewayWord(payments, word, 'enquiry');
  return findPayment(payments.db, orderId);
}

/** Payments made at a bank counter by challan: recorded by the payer, settled by the officer who verifies them. */
export const BANK_CHALLAN = 'bank-challan';

/**
 * Records a challan paid at a bank for a record of a purpose, for the amount
 * the purpose works out (never the payer's); one waits for verification at a
 * time, and a record already paid is refused.
 */
export async function recordBankChallan(db: Database, request: Omit<PaymentRequest, 'description' | 'returnPath'> & { bankReference: string }): Promise<Payment> {
  return db.transaction(async (tx) => {
    const known = await paymentsOf(tx, request.purpose, request.reference);
    if (known.some((payment) => payment.status === 'success')) throw new HttpProblem(409, 'ALREADY_PAID');
    if (known.some((payment) => payment.status === 'initiated' && payment.gateway === BANK_CHALLAN)) throw new HttpProblem(409, 'BANK_CHALLAN_PENDING');
    const payment = await insertPayment(tx, { purpose: request.purpose, reference: request.reference, amountRupees: request.amountRupees, gateway: BANK_CHALLAN }, Number(toYearMonthDay(new Date()).slice(0, 4)));
    await setGatewayReference(tx, payment.orderId, request.bankReference);
    return { ...payment, gatewayTransactionId: request.bankReference };
  });
}

/**
 * The officer's word on a bank challan, checked against the bank's scroll:
 * verified, it settles as a success and the purpose's own step runs in the
 * same transaction; rejected (or the record paid online meanwhile), it fails
 * and the payer may pay again.
 */
export async function settleBankChallan(payments: Pick<Payments, 'purposes'>, tx: Transaction, orderId: string, verified: boolean, at: Date): Promise<Payment> {
  const payment = await lockPayment(tx, orderId);
  if (!payment || payment.gateway !== BANK_CHALLAN) throw new HttpProblem(404, 'NOT_FOUND');
  if (payment.status !== 'initiated') throw new HttpProblem(409, 'BANK_CHALLAN_DECIDED');
  // Paid online meanwhile: the challan is not credited a second time (it fails, and the office refunds it).
  const paidElsewhere = (await paymentsOf(tx, payment.purpose, payment.reference)).some((other) => other.status === 'success');
  const status: 'success' | 'failed' = verified && !paidElsewhere ? 'success' : 'failed';
  await settlePayment(tx, { orderId, status, gatewayTransactionId: payment.gatewayTransactionId ?? orderId, paidAt: at.toISOString(), amountRupees: payment.amountRupees });
  const settled: Payment = { ...payment, status, settledAt: at.toISOString() };
  if (status === 'success') await payments.purposes.get(payment.purpose)?.onPaid(tx, settled);
  return settled;
}
