import {
  decideOfficeAction,
  decideRequestStep,
  requestQueueScope,
  errorMessage,
  type CertifiedCopyRequest,
  type CertifiedCopyStatus,
  type CertifiedCopySummary,
  type Language,
  type RequestStep,
} from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import type { AuthenticatedPrincipal } from '../../plugins/access.ts';
import { HttpProblem, refuseIf } from '../../plugins/errors.ts';
import { findRegisteredMarriage } from '../registries/index.ts';
import { findCertifiedCopy, findRequestedDocument, listCertifiedCopies, type CopiedRecord } from './repository.ts';

export interface Caller {
  principal: AuthenticatedPrincipal;
  language: Language;
}

/** The request, when it exists and the caller may take this step on it; otherwise 404 or 403 saying why. */
export async function requestForStep(db: Database, caller: Caller, id: number, step: RequestStep): Promise<CertifiedCopySummary> {
  const found = await findCertifiedCopy(db, id);
  if (!found) throw new HttpProblem(404, 'NOT_FOUND');
  refuseIf(decideRequestStep(caller.principal, step, { sroCode: found.sro.code, requestedBy: found.requestedBy }), caller.language);
  return found;
}

/** Whether the caller may ask this office for a copy; refused with the reason on the office field. */
export function checkMayRequest(caller: Caller, sroCode: string): void {
  refuseIf(decideRequestStep(caller.principal, 'request', { sroCode, requestedBy: caller.principal.loginId }), caller.language, 'body.sroCode');
}

/** The caller's queue: an agency's own requests, an office's own, or the offices in an officer's jurisdiction. */
export async function queueFor(db: Database, caller: Caller, query: { status?: CertifiedCopyStatus | '' | undefined; sroCode?: string | undefined; page: number }) {
  const { status, sroCode, page } = query;
  const scope = requestQueueScope(caller.principal);
  if (sroCode && scope !== 'own-requests') refuseIf(decideOfficeAction(caller.principal, 'read', sroCode), caller.language, 'querystring.sroCode');
  return listCertifiedCopies(db, {
    status: status || undefined,
    sroCode: sroCode || undefined,
    sroCodes: typeof scope === 'object' ? scope.sroCodes : undefined,
    requestedByUserId: scope === 'own-requests' ? caller.principal.userId : undefined,
    page,
  });
}

/** The document or marriage a request names, at its office; 404 on the field that names it when the register has none. */
export async function recordFor(db: Database, caller: Caller, request: CertifiedCopyRequest): Promise<CopiedRecord> {
  if (request.record === 'marriage') {
    const marriage = await findRegisteredMarriage(db, request.sroCode, request.registrationNumber ?? '');
    if (!marriage) throw new HttpProblem(404, 'MARRIAGE_NOT_FOUND', [{ field: 'body.registrationNumber', message: errorMessage('MARRIAGE_NOT_FOUND', caller.language) }]);
    return { registryEntryId: marriage.entryId };
  }
  const { bookNumber, documentNumber, year } = request;
  const documentId = bookNumber && documentNumber && year ? await findRequestedDocument(db, { sroCode: request.sroCode, bookNumber, documentNumber, year }) : undefined;
  if (documentId === undefined) throw new HttpProblem(404, 'DOCUMENT_NOT_FOUND', [{ field: 'body.documentNumber', message: errorMessage('DOCUMENT_NOT_FOUND', caller.language) }]);
  return { documentId };
}
