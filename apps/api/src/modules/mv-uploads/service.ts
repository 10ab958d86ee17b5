import {
  decideApproval,
  decideOfficesCovered,
  officesCovered,
  validationMessage,
  type Language,
  type LandRateRow,
  type RateDecision,
  type RateUpload,
} from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { AuthenticatedPrincipal } from '../../plugins/access.ts';
import { HttpProblem, refuseIf } from '../../plugins/errors.ts';
import { decideRateVersion, findRateUpload, insertLandRateVersion, listRateUploads } from '../market-value/index.ts';

export interface Caller {
  principal: AuthenticatedPrincipal;
  language: Language;
  clientAddress: string;
}

export interface CheckedUpload {
  fileName: string;
  effectiveFrom: string;
  rows: readonly LandRateRow[];
  /** The offices of the villages the rows price. */
  sroCodes: ReadonlySet<string>;
}

/**
 * Stores a checked file as a new version awaiting approval, when every
 * office it prices lies in the uploader's jurisdiction; the audit entry is
 * written in the same transaction.
 */
export async function storeUpload(db: Database, caller: Caller, upload: CheckedUpload): Promise<RateUpload> {
  const refusal = decideOfficesCovered(caller.principal, upload.sroCodes);
  if (refusal) throw new HttpProblem(403, refusal, [{ field: 'file', message: validationMessage('ratesOutsideJurisdiction', caller.language) }]);
  const sroCodes = [...upload.sroCodes].sort();
  const version = await insertLandRateVersion(
    db,
    { effectiveFrom: upload.effectiveFrom, source: 'upload', fileName: upload.fileName, uploadedBy: caller.principal.userId, status: 'pending', sroCodes },
    upload.rows,
    (tx, stored) =>
      recordAudit(tx, {
        event: 'market-value.uploaded',
        loginId: caller.principal.loginId,
        clientAddress: caller.clientAddress,
        details: { versionId: stored.id, rows: stored.rowCount, effectiveFrom: stored.effectiveFrom, fileName: upload.fileName, sroCodes: sroCodes.join(' ') },
      }),
  );
  const stored = await findRateUpload(db, version.id);
  if (!stored) throw new Error(`Rate version ${version.id} was stored but cannot be read back`);
  return stored;
}

/** The uploads a caller may see: those pricing offices in the caller's jurisdiction, or all for the state. */
export function uploadsFor(db: Database, caller: Caller): Promise<RateUpload[]> {
  const { jurisdiction } = caller.principal;
  return listRateUploads(db, jurisdiction.level === 'state' ? undefined : officesCovered(jurisdiction));
}

/**
 * A second officer above the uploader approves or rejects a pending version
 * (maker–checker); both are recorded, with the audit entry in the same
 * transaction. Approved rates are used from their effective date; until then
 * the public sees the old rates.
 */
export async function decideUpload(db: Database, caller: Caller, id: number, decision: RateDecision): Promise<RateUpload> {
  const upload = await findRateUpload(db, id);
  if (!upload) throw new HttpProblem(404, 'NOT_FOUND');
  const maker = upload.uploadedBy;
  const refusal = maker
    ? (decideApproval(caller.principal, { loginId: maker.loginId, jurisdiction: { level: maker.jurisdictionLevel, code: maker.jurisdictionCode } }) ??
      decideOfficesCovered(caller.principal, upload.sroCodes))
    : 'NOT_ABOVE_MAKER';
  refuseIf(refusal, caller.language);
  if (upload.status !== 'pending') throw new HttpProblem(409, 'RATE_VERSION_NOT_PENDING');
  const status = decision.decision === 'approve' ? 'approved' : 'rejected';
  const decided = await decideRateVersion(db, { id, status, decidedBy: caller.principal.userId, remarks: decision.remarks }, (tx) =>
    recordAudit(tx, {
      event: status === 'approved' ? 'market-value.approved' : 'market-value.rejected',
      loginId: caller.principal.loginId,
      clientAddress: caller.clientAddress,
      details: { versionId: id, uploadedBy: maker?.loginId ?? null, effectiveFrom: upload.effectiveFrom, remarks: decision.remarks || null },
    }),
  );
  if (!decided) throw new HttpProblem(409, 'RATE_VERSION_NOT_PENDING');
  const after = await findRateUpload(db, id);
  if (!after) throw new Error(`Rate version ${id} was decided but cannot be read back`);
  return after;
}

