import { and, asc, eq } from 'drizzle-orm';
import { decideOfficeAction, type IndexCorrection, type Language, type Principal } from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { indexCorrections, registerParties } from '../../db/schema.ts';
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

/**
 * Corrects how a party of one of the office's own documents is indexed: the
 * name keys are worked out again so the name search finds the corrected name,
 * and the old and new values, the officer and the reason are kept in the same
 * transaction.
 */
export async function correctIndex(db: Database, correction: IndexCorrection, step: Step) {
  refuseIf(decideOfficeAction(step.principal, 'act', correction.sroCode), step.language, 'body.sroCode');
  const documentId = await findDocumentId(db, { sroCode: correction.sroCode, documentNumber: correction.documentNumber, year: correction.year });
  if (documentId === undefined) throw new HttpProblem(404, 'DOCUMENT_NOT_FOUND');
  await db.transaction(async (tx) => {
    const [party] = await tx
      .select()
      .from(registerParties)
      .where(and(eq(registerParties.documentId, documentId), eq(registerParties.position, correction.partyPosition)))
      .for('update');
    if (!party) throw new HttpProblem(404, 'NOT_FOUND');
    const after = {
      nameEn: correction.name.en,
      nameTe: correction.name.te,
      relationNameEn: correction.relationName.en,
      relationNameTe: correction.relationName.te,
      addressEn: correction.address.en,
      addressTe: correction.address.te,
    };
    const changed = FIELDS.filter((field) => party[field] !== after[field]);
    if (changed.length === 0) throw new HttpProblem(409, 'INDEX_UNCHANGED');
    await tx
      .update(registerParties)
      .set({ ...after, nameKeys: partyNameKeysOf(after.nameEn, after.nameTe, party.sroCode) })
      .where(eq(registerParties.id, party.id));
    await tx.insert(indexCorrections).values({
      documentId,
      partyId: party.id,
      before: Object.fromEntries(changed.map((field) => [field, party[field]])),
      after: Object.fromEntries(changed.map((field) => [field, after[field]])),
      reason: correction.reason,
      correctedBy: step.principal.loginId,
      correctedAt: step.now,
    });
    await recordAudit(tx, {
      event: 'index.corrected',
      loginId: step.principal.loginId,
      clientAddress: step.clientAddress,
      details: { documentId, partyPosition: correction.partyPosition, fields: changed.join(',') },
    });
  });
  return correctionsOf(db, documentId);
}

export async function correctionsOf(db: Database, documentId: number) {
  const rows = await db.select().from(indexCorrections).where(eq(indexCorrections.documentId, documentId)).orderBy(asc(indexCorrections.id));
  return rows.map((row) => ({ at: row.correctedAt.toISOString(), by: row.correctedBy, reason: row.reason, before: row.before, after: row.after }));
}
