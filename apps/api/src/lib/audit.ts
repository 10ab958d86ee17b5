import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

export const AUDIT_EVENTS = [
  'login.succeeded',
  'login.failed',
  'login.locked',
  'logout',
  'token.refreshed',
  'token.reuse-detected',
  'password.changed',
  'user.created',
  'market-value.uploaded',
  'document.registered',
  'stamps.issued',
  'index.corrected',
  'index.correction-proposed',
  'index.correction-approved',
  'index.correction-rejected',
  'ec.certificate-issued',
  'name-search.terms-accepted',
  'certified-copy.requested',
  'certified-copy.status-changed',
  'login.refused-no-office',
  'market-value.approved',
  'market-value.rejected',
  'payment.notice',
  'payment.refund.requested',
  'payment.refund.approved',
  'payment.refund.refused',
  'payment.refund.sent',
  'payment.refund.refunded',
  'payment.refund.failed',
  'payment.settlements.reconciled',
  'password.change-refused',
  'office.day-closed',
  'application.withdrawn',
  'office.slots-set',
  'stamps.licence-decided',
  'stamps.licence-status',
  'stamps.papers-returned',
  'registry.decided',
  'registry.objection-decided',
  'registry.filing-decided',
  'notary.changed',
  'revenue-target.set',
  'prohibition.notified',
  'prohibition.denotified',
  'mutation.decided',
  'notification.resent',
] as const;
export type AuditEvent = (typeof AUDIT_EVENTS)[number];

export interface AuditEntry {
  event: AuditEvent;
  loginId: string | null;
  clientAddress: string | null;
  /** Plain facts only: never a password, token, captcha answer, Aadhaar or PAN. */
  details?: Record<string, string | number | boolean | null>;
}

export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    event: entry.event,
    loginId: entry.loginId,
    clientAddress: entry.clientAddress,
    details: entry.details ?? {},
  });
}
