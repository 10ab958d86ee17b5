import { LAND_RECORDS_PARTNERS, toYearMonthDay, validationMessage, type Language, type LandRecordsPartnerId, type MutationOutcome, type MutationRequestView, type MutationStatus } from '@igrs/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { HttpProblem } from '../../plugins/errors.ts';
import { decryptField } from '../../lib/field-encryption.ts';
import { deliverQueued, enqueueNotification, type NotificationTransport } from '../notifications/index.ts';
import { findRequestView, lockRequest, recordOutcome, requestsAfter, transfereeMobiles } from './repository.ts';

/** What deciding a request needs besides the database: the key the parties' mobiles are kept under, and where text messages go. */
export interface MutationMessages {
  encryptionKey: Uint8Array;
  transport: NotificationTransport;
}

/** A partner's requests of its own kind, after the last it read, and where to read on from. */
export async function partnerRequests(db: Database, partner: LandRecordsPartnerId, query: { status: MutationStatus; after: number; limit: number }) {
  const requests = await requestsAfter(db, LAND_RECORDS_PARTNERS[partner].kind, query.status, query.after, query.limit);
  return { requests, next: requests.length === query.limit ? (requests.at(-1)?.sequence ?? null) : null };
}

export interface OutcomeContext {
  partner: LandRecordsPartnerId;
  clientAddress: string;
  language: Language;
  now: Date;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Records what the revenue department or the local body decided. The same
 * report sent again (a retry after a lost answer) is answered as the first
 * was; a different outcome for a decided request is refused, for an outcome
 * once reported stands. The decision and its audit entry are one
 * transaction.
 */
export async function reportOutcome(db: Database, messages: MutationMessages, requestNumber: string, outcome: MutationOutcome, context: OutcomeContext): Promise<MutationRequestView> {
  const readBack = async (tx: Database) => {
    const view = await findRequestView(tx, requestNumber);
    if (!view) throw new Error(`Mutation request ${requestNumber} cannot be read back`);
    return view;
  };
  const { view, decided } = await db.transaction(async (tx) => {
    const request = await lockRequest(tx, requestNumber);
    if (!request) throw new HttpProblem(404, 'MUTATION_REQUEST_NOT_FOUND');
    if (request.kind !== LAND_RECORDS_PARTNERS[context.partner].kind) throw new HttpProblem(403, 'MUTATION_NOT_PARTNERS_KIND');
    if (request.status === 'withdrawn') throw new HttpProblem(409, 'MUTATION_WITHDRAWN');
    if (request.status !== 'sent') {
      const same = request.status === outcome.outcome && request.decidedOn === outcome.decidedOn && request.orderNumber === outcome.orderNumber;
      if (same) return { view: await readBack(tx), decided: false };
      throw new HttpProblem(409, 'MUTATION_ALREADY_DECIDED');
    }
    const sentOn = toYearMonthDay(request.sentAt);
    if (outcome.decidedOn < sentOn || outcome.decidedOn > toYearMonthDay(context.now)) {
      throw new HttpProblem(400, 'VALIDATION_FAILED', [{ field: 'body.decidedOn', message: validationMessage('decidedOutsideRequest', context.language) }]);
    }
    await recordOutcome(tx, request.id, outcome, context.partner);
    await recordAudit(tx, {
      event: 'mutation.decided',
      loginId: `partner:${context.partner}`,
      clientAddress: context.clientAddress,
      details: { requestNumber, outcome: outcome.outcome, decidedOn: outcome.decidedOn, orderNumber: outcome.orderNumber, remarks: outcome.remarks || null },
    });
    // Those who took title hear of it by text message, queued with the decision.
    const view = await readBack(tx);
    const values = { scheduleNumber: view.schedule.scheduleNumber, documentNumber: view.document.documentNumber, year: view.document.year, sroCode: view.document.sroCode, orderNumber: outcome.orderNumber, remarks: outcome.remarks };
    for (const mobile of await transfereeMobiles(tx, request.documentId)) {
      await enqueueNotification(tx, messages.encryptionKey, { channel: 'sms', recipient: decryptField(messages.encryptionKey, mobile), messageKey: outcome.outcome === 'mutated' ? 'mutationDone' : 'mutationRejected', values });
    }
    return { view, decided: true };
  });
  // The messages wait in the outbox whatever happens here; a failed hand-over is tried again with the next.
  if (decided) await deliverQueued(db, messages.encryptionKey, messages.transport).catch((error: unknown) => context.log.warn({ err: error }, 'the text messages of a mutation outcome were not handed over'));
  return view;
}
