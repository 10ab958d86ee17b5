import { decideDistrictAction, toYearMonthDay, validationMessage, type Language, type NotaryRequest, type NotaryView, type Principal } from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { MEDIA_TYPES, renderXlsx, storeFile } from '../../lib/content-files.ts';
import { HttpProblem, refuseIf } from '../../plugins/errors.ts';
import { NOTARIES_NOTICE_FILE, notariesNoticeSheet } from './notice.ts';
import { allNotaries, insertNotaries, lockNotary, numberTaken, replaceNoticeFile, searchNotaries, updateNotary, type NotaryRow } from './repository.ts';

interface Step {
  principal: Principal;
  language: Language;
  now: Date;
  clientAddress: string;
}

const view = (row: NotaryRow, today: string): NotaryView => ({
  notaryId: row.id,
  registrationNumber: row.registrationNumber,
  name: row.name,
  districtCode: row.districtCode,
  address: row.address,
  validFrom: row.validFrom,
  validTo: row.validTo,
  inForce: row.validFrom <= today && today <= row.validTo,
  updatedBy: row.updatedBy,
});

export async function listNotaries(db: Database, filter: { name?: string | undefined; districtCode?: string | undefined }, now: Date): Promise<NotaryView[]> {
  const today = toYearMonthDay(now);
  return (await searchNotaries(db, filter)).map((row) => view(row, today));
}

/** Only an officer over the notary's district keeps its entries. */
function refuseOutsideDistrict(principal: Principal, districtCode: string, language: Language) {
  refuseIf(decideDistrictAction(principal, districtCode), language, 'body.districtCode');
}

/** Writes the header's notice afresh from the list as it now stands, in the change's own transaction. */
async function rewriteNotice(tx: Database, now: Date): Promise<void> {
  const bytes = await renderXlsx(notariesNoticeSheet(await allNotaries(tx), toYearMonthDay(now)), now);
  await replaceNoticeFile(tx, await storeFile(tx, { fileName: NOTARIES_NOTICE_FILE, mediaType: MEDIA_TYPES.xlsx, bytes }));
}

const numberTakenProblem = (language: Language) => new HttpProblem(400, 'VALIDATION_FAILED', [{ field: 'body.registrationNumber', message: validationMessage('notaryNumberTaken', language) }]);

export async function addNotary(db: Database, request: NotaryRequest, step: Step): Promise<NotaryView> {
  refuseOutsideDistrict(step.principal, request.districtCode, step.language);
  const row = await db.transaction(async (tx) => {
    if (await numberTaken(tx, request.registrationNumber)) throw numberTakenProblem(step.language);
    const [id] = await insertNotaries(tx, [{ ...request, updatedBy: step.principal.loginId, updatedAt: step.now }]);
    if (id === undefined) throw numberTakenProblem(step.language);
    await rewriteNotice(tx, step.now);
    await recordAudit(tx, { event: 'notary.changed', loginId: step.principal.loginId, clientAddress: step.clientAddress, details: { notaryId: id, registrationNumber: request.registrationNumber, change: 'added' } });
    return (await lockNotary(tx, id))!;
  });
  return view(row, toYearMonthDay(step.now));
}

/** Corrects an entry or records a renewed term; an officer over both the old and the new district makes the change. */
export async function changeNotary(db: Database, id: number, request: NotaryRequest, step: Step): Promise<NotaryView> {
  const row = await db.transaction(async (tx) => {
    const current = await lockNotary(tx, id);
    if (!current) throw new HttpProblem(404, 'NOT_FOUND');
    refuseOutsideDistrict(step.principal, current.districtCode, step.language);
    refuseOutsideDistrict(step.principal, request.districtCode, step.language);
    if (await numberTaken(tx, request.registrationNumber, id)) throw numberTakenProblem(step.language);
    await updateNotary(tx, id, { ...request, updatedBy: step.principal.loginId, updatedAt: step.now });
    await rewriteNotice(tx, step.now);
    await recordAudit(tx, { event: 'notary.changed', loginId: step.principal.loginId, clientAddress: step.clientAddress, details: { notaryId: id, registrationNumber: request.registrationNumber, change: 'changed', validTo: request.validTo } });
    return (await lockNotary(tx, id))!;
  });
  return view(row, toYearMonthDay(step.now));
}
