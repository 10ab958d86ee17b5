import { decideDistrictAction, officesCovered, toYearMonthDay, validationMessage, type Denotification, type Language, type ProhibitionOrder, type ProhibitionView } from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { AuthenticatedPrincipal } from '../../plugins/access.ts';
import { HttpProblem, refuseIf } from '../../plugins/errors.ts';
import { alreadyProhibited, findProhibition, insertProhibition, placeOfVillage, prohibitionsInForce, withdrawProhibition, type ProhibitionRow } from './repository.ts';

export interface Step {
  principal: AuthenticatedPrincipal;
  language: Language;
  clientAddress: string;
  now: Date;
}

function view(row: ProhibitionRow): ProhibitionView {
  const { villageEn, villageTe, districtCode: _district, ...rest } = row;
  return { ...rest, village: { en: villageEn, te: villageTe } };
}

function refuseFutureOrder(orderDate: string, step: Step): void {
  if (orderDate > toYearMonthDay(step.now)) throw new HttpProblem(400, 'VALIDATION_FAILED', [{ field: 'body.orderDate', message: validationMessage('dateAfterToday', step.language) }]);
}

/** The prohibitions in force in the viewer's jurisdiction, for the one who would withdraw them. */
export async function prohibitionsFor(db: Database, principal: AuthenticatedPrincipal): Promise<ProhibitionView[]> {
  return (await prohibitionsInForce(db, officesCovered(principal.jurisdiction))).map(view);
}

/**
 * Notifies a property as prohibited, by the District Registrar over its
 * village, with the order that prohibits it. From that moment the EC, the
 * citizen's application and registration find it.
 */
export async function notifyProhibition(db: Database, notice: ProhibitionOrder, step: Step): Promise<ProhibitionView> {
  const place = await placeOfVillage(db, notice.villageCode);
  if (!place) throw new HttpProblem(400, 'VALIDATION_FAILED', [{ field: 'body.villageCode', message: validationMessage('unknownChoice', step.language) }]);
  refuseIf(decideDistrictAction(step.principal, place.districtCode), step.language, 'body.villageCode');
  refuseFutureOrder(notice.orderDate, step);
  const id = await db.transaction(async (tx) => {
    if (await alreadyProhibited(tx, notice.villageCode, notice.surveyNumber, notice.doorNumber)) throw new HttpProblem(409, 'ALREADY_PROHIBITED');
    const stored = await insertProhibition(tx, {
      villageCode: notice.villageCode,
      surveyNumber: notice.surveyNumber,
      doorNumber: notice.doorNumber,
      category: notice.category,
      notifiedOn: notice.orderDate,
      reasonEn: notice.reason,
      reasonTe: notice.reason,
      orderNumber: notice.orderNumber,
      notifiedBy: step.principal.userId,
    });
    await recordAudit(tx, { event: 'prohibition.notified', loginId: step.principal.loginId, clientAddress: step.clientAddress, details: { prohibitionId: stored, villageCode: notice.villageCode, surveyNumber: notice.surveyNumber, doorNumber: notice.doorNumber, orderNumber: notice.orderNumber } });
    return stored;
  });
  return view((await findProhibition(db, id))!);
}

/** Withdraws a prohibition by a later order, by the District Registrar over its village; once only. */
export async function denotifyProhibition(db: Database, id: number, order: Denotification, step: Step): Promise<ProhibitionView> {
  const found = await findProhibition(db, id);
  if (!found) throw new HttpProblem(404, 'NOT_FOUND');
  refuseIf(decideDistrictAction(step.principal, found.districtCode), step.language);
  refuseFutureOrder(order.orderDate, step);
  if (order.orderDate < found.notifiedOn) throw new HttpProblem(400, 'VALIDATION_FAILED', [{ field: 'body.orderDate', message: validationMessage('dateRangeOrder', step.language) }]);
  await db.transaction(async (tx) => {
    const withdrawn = await withdrawProhibition(tx, id, { denotifiedOn: order.orderDate, denotifyOrderNumber: order.orderNumber, denotifyReason: order.reason, denotifiedBy: step.principal.userId });
    if (!withdrawn) throw new HttpProblem(409, 'ALREADY_DENOTIFIED');
    await recordAudit(tx, { event: 'prohibition.denotified', loginId: step.principal.loginId, clientAddress: step.clientAddress, details: { prohibitionId: id, orderNumber: order.orderNumber } });
  });
  return view((await findProhibition(db, id))!);
}
