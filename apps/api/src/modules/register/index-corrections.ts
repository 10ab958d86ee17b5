import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  decideApproval,
  decideOfficesCovered,
  formatDocumentNumber,
  requestQueueScope,
  type IndexCorrection,
  type IndexCorrectionDecision,
  type IndexCorrectionStatus,
  type IndexCorrectionView,
  type JurisdictionLevel,
  type Language,
  type Principal,
} from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { indexCorrections, registerDocuments, registerParties, users } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { HttpProblem, refuseIf } from '../../plugins/errors.ts';
import { findDocumentId } from './repository.ts';
import { partyNameKeysOf } from './rows.ts';

interface Step {
  principal: Principal;
  language: Language;
  clientAddress: string;
  now: Date;
}

const FIELDS = ['nameEn', 'nameTe', 'relationNameEn', 'relationNameTe', 'addressEn', 'addressTe'] as const;
type Field = (typeof FIELDS)[number];

/**
 * Proposes a correction of how a party of a document is indexed: any
 * department officer over the office (its Sub-Registrar, the District
 * Registrar) may, with the reason. Nothing in the register changes until a
 * second officer above the proposer approves it; the old and new values are
 * kept from now on.
 */
export async function proposeIndexCorrection(db: Database, correction: IndexCorrection, step: Step): Promise<IndexCorrectionView[]> {
  refuseIf(decideOfficesCovered(step.principal, [correction.sroCode]), step.language, 'body.sroCode');
  const documentId = await findDocumentId(db, { sroCode: correction.sroCode, documentNumber: correction.documentNumber, year: correction.year });
  if (documentId === undefined) throw new HttpProblem(404, 'DOCUMENT_NOT_FOUND');
  const [party] = await db
    .select()
    .from(registerParties)
    .where(and(eq(registerParties.documentId, documentId), eq(registerParties.position, correction.partyPosition)));
  if (!party) throw new HttpProblem(404, 'NOT_FOUND');
  const proposed: Record<Field, string> = {
    nameEn: correction.name.en,
    nameTe: correction.name.te,
    relationNameEn: correction.relationName.en,
    relationNameTe: correction.relationName.te,
    addressEn: correction.address.en,
    addressTe: correction.address.te,
  };
  const changed = FIELDS.filter((field) => party[field] !== proposed[field]);
  if (changed.length === 0) throw new HttpProblem(409, 'INDEX_UNCHANGED');
  await db.transaction(async (tx) => {
    // A proposal already waiting for the party holds the one place its unique index keeps: this one is then not stored.
    const [row] = await tx
      .insert(indexCorrections)
      .values({
        documentId,
        partyId: party.id,
        before: Object.fromEntries(changed.map((field) => [field, party[field]])),
        after: Object.fromEntries(changed.map((field) => [field, proposed[field]])),
        reason: correction.reason,
        correctedBy: step.principal.loginId,
        correctedAt: step.now,
      })
      .onConflictDoNothing()
      .returning({ id: indexCorrections.id });
    if (!row) throw new HttpProblem(409, 'INDEX_CORRECTION_PENDING');
    await recordAudit(tx, {
      event: 'index.correction-proposed',
      loginId: step.principal.loginId,
      clientAddress: step.clientAddress,
      details: { correction: row.id, documentId, partyPosition: correction.partyPosition, fields: changed.join(',') },
    });
  });
  return correctionsOf(db, { documentId });
}

/**
 * A second officer above the proposer approves or rejects a proposal. On
 * approval the party's index takes the new values, and its name keys are
 * worked out again so the name search finds it at once, provided the index
 * still reads as it did when the correction was proposed. The decision, the
 * change and the audit entry stand or fall together.
 */
export async function decideIndexCorrection(db: Database, id: number, decision: IndexCorrectionDecision, step: Step): Promise<IndexCorrectionView[]> {
  const [proposal] = await db
    .select({ correction: indexCorrections, sroCode: registerDocuments.sroCode, proposer: { jurisdictionLevel: users.jurisdictionLevel, jurisdictionCode: users.jurisdictionCode } })
    .from(indexCorrections)
    .innerJoin(registerDocuments, eq(registerDocuments.id, indexCorrections.documentId))
    .leftJoin(users, sql`lower(${users.loginId}) = lower(${indexCorrections.correctedBy})`)
    .where(eq(indexCorrections.id, id));
  if (!proposal) throw new HttpProblem(404, 'NOT_FOUND');
  const { correction, proposer } = proposal;
  // A proposer whose account is gone can have no officer shown to be above them.
  const refusal = proposer
    ? (decideApproval(step.principal, { loginId: correction.correctedBy, jurisdiction: { level: proposer.jurisdictionLevel as JurisdictionLevel, code: proposer.jurisdictionCode } }) ??
      decideOfficesCovered(step.principal, [proposal.sroCode]))
    : 'NOT_ABOVE_MAKER';
  refuseIf(refusal, step.language);
  const status: IndexCorrectionStatus = decision.decision === 'approve' ? 'approved' : 'rejected';
  await db.transaction(async (tx) => {
    const [decided] = await tx
      .update(indexCorrections)
      .set({ status, decidedBy: step.principal.loginId, decidedAt: step.now, decisionRemarks: decision.remarks })
      .where(and(eq(indexCorrections.id, id), eq(indexCorrections.status, 'proposed')))
      .returning({ id: indexCorrections.id });
    if (!decided) throw new HttpProblem(409, 'INDEX_CORRECTION_DECIDED');
    if (status === 'approved') {
      const [party] = await tx.select().from(registerParties).where(eq(registerParties.id, correction.partyId)).for('update');
      if (!party) throw new HttpProblem(404, 'NOT_FOUND');
      const stale = Object.entries(correction.before).some(([field, value]) => party[field as Field] !== value);
      if (stale) throw new HttpProblem(409, 'INDEX_CHANGED_SINCE_PROPOSED');
      const corrected = { ...party, ...(correction.after as Partial<Record<Field, string>>) };
      await tx
        .update(registerParties)
        .set({ ...correction.after, nameKeys: partyNameKeysOf(corrected.nameEn, corrected.nameTe, party.sroCode) })
        .where(eq(registerParties.id, party.id));
    }
    await recordAudit(tx, {
      event: status === 'approved' ? 'index.correction-approved' : 'index.correction-rejected',
      loginId: step.principal.loginId,
      clientAddress: step.clientAddress,
      details: { correction: id, documentId: correction.documentId, proposedBy: correction.correctedBy },
    });
  });
  return correctionsOf(db, { documentId: correction.documentId });
}

/** The proposals awaiting a decision in the caller's jurisdiction, oldest first: their own among them, which another officer decides. */
export async function proposedCorrections(db: Database, principal: Principal): Promise<IndexCorrectionView[]> {
  const scope = requestQueueScope(principal);
  if (scope === 'own-requests') return [];
  return correctionsOf(db, { status: 'proposed', ...(scope === 'all' ? {} : { sroCodes: scope.sroCodes }) });
}

export async function correctionsOf(
  db: Database,
  filter: { documentId?: number; status?: IndexCorrectionStatus; sroCodes?: string[] },
): Promise<IndexCorrectionView[]> {
  const conditions = [
    ...(filter.documentId !== undefined ? [eq(indexCorrections.documentId, filter.documentId)] : []),
    ...(filter.status ? [eq(indexCorrections.status, filter.status)] : []),
    ...(filter.sroCodes ? [inArray(registerDocuments.sroCode, filter.sroCodes)] : []),
  ];
  const rows = await db
    .select({
      correction: indexCorrections,
      sroCode: registerDocuments.sroCode,
      documentNumber: registerDocuments.documentNumber,
      year: registerDocuments.registrationYear,
      partyPosition: registerParties.position,
    })
    .from(indexCorrections)
    .innerJoin(registerDocuments, eq(registerDocuments.id, indexCorrections.documentId))
    .innerJoin(registerParties, eq(registerParties.id, indexCorrections.partyId))
    .where(and(...conditions))
    .orderBy(asc(indexCorrections.id));
  return rows.map(({ correction, sroCode, documentNumber, year, partyPosition }) => ({
    id: correction.id,
    sroCode,
    citation: formatDocumentNumber(documentNumber, year),
    partyPosition,
    status: correction.status as IndexCorrectionStatus,
    at: correction.correctedAt.toISOString(),
    by: correction.correctedBy,
    reason: correction.reason,
    before: correction.before,
    after: correction.after,
    decidedBy: correction.decidedBy,
    decidedAt: correction.decidedAt?.toISOString() ?? null,
    remarks: correction.decisionRemarks,
  }));
}
