import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { SettlementStatus } from '@igrs/domain';
import { paymentSettlements, payments as paymentRows } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { SettlementLine } from './gateway.ts';
import { askGateway, type Payments } from './service.ts';

/** A day in India, as the bank's settlement file counts it. */
const INDIA_OFFSET_MS = 330 * 60_000;

export interface SettlementCheck {
  day: string;
  settled: number;
  missing: number;
  mismatched: number;
}

/**
 * Reads the bank's settlement file of a day and records, for each receipt
 * the gateway confirmed that day, whether its money reached the Government
 * account: `settled` (credited in full), `missing` (not in the file, or not
 * yet credited) or `mismatched` (credited with another amount). A receipt
 * once settled stays settled when a later file no longer lists it; the
 * whole day is recorded in one transaction, with an audit entry.
 */
export async function reconcileSettlements(payments: Payments, day: string, loginId: string | null): Promise<SettlementCheck> {
  const lines = await askGateway(() => payments.gateway.settlements(day));
  const byTransaction = new Map<string, SettlementLine>(lines.map((line) => [line.gatewayTransactionId, line]));
  const from = new Date(Date.parse(`${day}T00:00:00Z`) - INDIA_OFFSET_MS);
  const to = new Date(from.getTime() + 86_400_000);
  return payments.db.transaction(async (tx) => {
    const confirmed = await tx
      .select()
      .from(paymentRows)
      .where(and(eq(paymentRows.gateway, payments.gateway.name), eq(paymentRows.status, 'success'), gte(paymentRows.settledAt, from), lt(paymentRows.settledAt, to)));
    // Receipts of other days the file credits today (a settlement a day or two later) are checked as well.
    const later = lines.filter((line) => line.orderId !== null && !confirmed.some((row) => row.orderId === line.orderId)).map((line) => line.orderId!);
    const earlier = later.length
      ? await tx.select().from(paymentRows).where(and(eq(paymentRows.gateway, payments.gateway.name), eq(paymentRows.status, 'success'), inArray(paymentRows.orderId, later)))
      : [];
    const check: SettlementCheck = { day, settled: 0, missing: 0, mismatched: 0 };
    for (const receipt of [...confirmed, ...earlier]) {
      const line = receipt.gatewayTransactionId ? byTransaction.get(receipt.gatewayTransactionId) : undefined;
      const status: SettlementStatus = !line || !line.settled ? 'missing' : line.amountRupees === receipt.amountRupees && line.orderId === receipt.orderId ? 'settled' : 'mismatched';
      check[status] += 1;
      const values = {
        status,
        settledAmountRupees: line?.settled ? Math.round(line.amountRupees) : null,
        settlementId: line?.settlementId ?? null,
        settlementReference: line?.settlementReference ?? null,
        fileDay: day,
        checkedAt: new Date(),
      };
      await tx
        .insert(paymentSettlements)
        .values({ orderId: receipt.orderId, ...values })
        .onConflictDoUpdate({ target: paymentSettlements.orderId, set: values, setWhere: sql`${paymentSettlements.status} <> 'settled'` });
    }
    await recordAudit(tx, { event: 'payment.settlements.reconciled', loginId, clientAddress: null, details: { ...check, gateway: payments.gateway.name, lines: lines.length } });
    return check;
  });
}
