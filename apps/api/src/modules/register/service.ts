import { inArray } from 'drizzle-orm';
import {
  checkPresentation,
  decideOfficeAction,
  documentDuties,
  dutyDue,
  dutyShortfalls,
  dutyShortMessage,
  errorMessage,
  findSroOffice,
  findTransactionType,
  isCancellationType,
  isRectificationType,
  LOCAL_BODY_CODES,
  toYearMonthDay,
  validationMessage,
  type DocumentReference,
  type Language,
  type Principal,
  type RegisteredDocumentView,
  type registrationRequestSchema,
  type ValidationMessageKey,
} from '@igrs/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { villages } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit.ts';
import { HttpProblem } from '../../plugins/errors.ts';
import { findDocumentStanding, loadDocumentViews, registerDocument, type RegisteredCitation } from './repository.ts';

export type RegistrationRequestBody = z.output<typeof registrationRequestSchema>;

interface Problem {
  field: string;
  key: ValidationMessageKey;
}

function invalid(language: Language, problems: readonly Problem[]): HttpProblem {
  return new HttpProblem(
    400,
    'VALIDATION_FAILED',
    problems.map((problem) => ({ field: `body.${problem.field}`, message: validationMessage(problem.key, language) })),
  );
}

/** An earlier document this one cancels or rectifies: in the register, of the registering office, still standing. */
async function amendedDocumentProblems(
  db: Database,
  field: 'cancels' | 'rectifies',
  reference: DocumentReference,
  sroCode: string,
  language: Language,
): Promise<Problem[]> {
  if (reference.sroCode !== sroCode) {
    throw new HttpProblem(403, 'NOT_OWN_OFFICE', [{ field: `body.${field}.sroCode`, message: validationMessage('notOwnOfficeDocument', language) }]);
  }
  const standing = await findDocumentStanding(db, reference);
  if (!standing) return [{ field, key: 'documentNotInRegister' }];
  if (standing.status === 'cancelled') return [{ field, key: 'documentAlreadyCancelled' }];
  return [];
}

export interface RegistrationContext {
  principal: Principal;
  clientAddress: string;
  language: Language;
  now: Date;
  /** What else the registration brings about (an application becoming registered), in its transaction. */
  alongside?: (tx: Database, registered: RegisteredCitation) => Promise<void>;
}

/**
 * Registers a document presented at the caller's own office. The registration
 * date is today in India; the duty, fees and any late presentation fine come
 * from the shared rules, and a document paid short of them is refused head by
 * head. The audit entry is written in the registering transaction.
 */
export async function registerPresentedDocument(
  db: Database,
  encryptionKey: Uint8Array,
  body: RegistrationRequestBody,
  context: RegistrationContext,
): Promise<RegisteredDocumentView> {
  const { language } = context;
  const refusal = decideOfficeAction(context.principal, 'act', body.sroCode);
  if (refusal) throw new HttpProblem(403, refusal, [{ field: 'body.sroCode', message: errorMessage(refusal, language) }]);
  const office = findSroOffice(body.sroCode);
  if (!office || office.state !== 'AP') throw invalid(language, [{ field: 'sroCode', key: 'unknownChoice' }]);

  const registeredOn = toYearMonthDay(context.now);
  const problems: Problem[] = [];
  const { majorCode, minorCode } = { majorCode: body.transactionMajorCode, minorCode: body.transactionMinorCode };
  if (!findTransactionType(majorCode, minorCode)) problems.push({ field: 'transactionMinorCode', key: 'unknownChoice' });
  const presentation = checkPresentation(body.executedOn, body.presentedOn, registeredOn);
  problems.push(...presentation.problems);

  const villageCodes = [...new Set(body.schedules.map((schedule) => schedule.villageCode))];
  const known = new Map(
    villageCodes.length === 0
      ? []
      : (await db.select({ code: villages.code, localBodyTypeCode: villages.localBodyTypeCode }).from(villages).where(inArray(villages.code, villageCodes))).map(
          (row) => [row.code, row.localBodyTypeCode] as const,
        ),
  );
  body.schedules.forEach((schedule, index) => {
    if (!known.has(schedule.villageCode)) problems.push({ field: `schedules.${index}.villageCode`, key: 'unknownVillage' });
  });
  body.parties.forEach((party, index) => {
    if (party.representsIndex !== undefined && (party.representsIndex >= index || body.parties[party.representsIndex]?.role === 'representative')) {
      problems.push({ field: `parties.${index}.representsIndex`, key: 'invalidValue' });
    }
  });
  if (body.cancels) {
    if (!isCancellationType(majorCode, minorCode)) problems.push({ field: 'transactionMinorCode', key: 'notCancellationType' });
    problems.push(...(await amendedDocumentProblems(db, 'cancels', body.cancels, body.sroCode, language)));
  }
  if (body.rectifies) {
    if (!isRectificationType(majorCode, minorCode)) problems.push({ field: 'transactionMinorCode', key: 'notRectificationType' });
    problems.push(...(await amendedDocumentProblems(db, 'rectifies', body.rectifies, body.sroCode, language)));
  }
  if (problems.length > 0) throw invalid(language, problems);

  // The property's value is what its schedules are worth; a document without property states its own.
  const marketValueRupees =
    body.schedules.length > 0 ? body.schedules.reduce((sum, schedule) => sum + schedule.marketValueRupees, 0) : body.marketValueRupees;
  const firstLocalBody = body.schedules[0] ? known.get(body.schedules[0].villageCode) : undefined;
  const localBodyType = LOCAL_BODY_CODES.find((code) => code === firstLocalBody);
  const duties = documentDuties({
    majorCode,
    minorCode,
    marketValue: marketValueRupees,
    consideration: body.considerationRupees,
    onDate: registeredOn,
    ...(localBodyType ? { localBodyType } : {}),
  });
  const due = dutyDue(duties, presentation.monthsLate);
  const shortfalls = dutyShortfalls(due, body.dutyPaid);
  if (shortfalls.length > 0) {
    throw new HttpProblem(
      400,
      'DUTY_SHORT',
      shortfalls.map((shortfall) => ({ field: `body.dutyPaid.${shortfall.head}`, message: dutyShortMessage(shortfall)[language] })),
    );
  }

  const { dutyPaid, rectifies, ...particulars } = body;
  const registered = await registerDocument(
    db,
    encryptionKey,
    {
      ...particulars,
      links: rectifies ? [...particulars.links, rectifies] : particulars.links,
      registeredOn,
      marketValueRupees,
      ...due,
    },
    async (tx, citation) => {
      await context.alongside?.(tx, citation);
      await recordAudit(tx, {
        event: 'document.registered',
        loginId: context.principal.loginId,
        clientAddress: context.clientAddress,
        details: {
          sroCode: citation.sroCode,
          documentNumber: citation.documentNumber,
          year: citation.year,
          cancels: body.cancels ? `${body.cancels.documentNumber}/${body.cancels.year}` : null,
          rectifies: rectifies ? `${rectifies.documentNumber}/${rectifies.year}` : null,
        },
      });
    },
  );
  const [view] = await loadDocumentViews(db, [registered.id]);
  if (!view) throw new Error(`Document ${registered.id} was registered but cannot be read back`);
  return view;
}
