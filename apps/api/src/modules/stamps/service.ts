import {
  STAMP_HEADS_OF_ACCOUNT,
  decideOfficeAction,
  indentAmounts,
  indentId,
  serialRanges,
  toYearMonthDay,
  validationMessage,
  decideOfficesDecision,
  officesCovered,
  renewalPeriod,
  FIRST_LICENCE_MAX_PAPERS_PER_INDENT,
  findSroOffice,
  type BankChallanDecision,
  type BankChallanEntry,
  type BankChallanView,
  type IndentRequest,
  type LicenceDecision,
  type LicenceStatusChange,
  type LicenceApplication,
  type StampReturn,
  type StampReturnView,
  type LicenceRenewalRequest,
  type LicenceRequestView,
  type IndentStatus,
  type IndentView,
  type Language,
  type Licence,
  type Principal,
  type SaleRequest,
  type SaleView,
  type StampKind,
  type StampPaperTrace,
  boughtByDeedParty,
  type DeedPartyName,
  type StockRegister,
  type ValidationMessageKey,
} from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { nextInSeries } from '../../lib/series.ts';
import { HttpProblem, refuseIf } from '../../plugins/errors.ts';
import { BANK_CHALLAN, recordBankChallan, settleBankChallan, startPayment, type PaymentPurpose, type Payments } from '../payments/index.ts';
import {
  addIndentEvent,
  challanPayment,
  depotQueue,
  findIndent,
  findPaper,
  findSale,
  findVendor,
  indentEvents,
  indentOfChallan,
  indentsOfVendor,
  insertIndent,
  insertLicenceRequest,
  licenceRequests,
  lockLicenceRequest,
  lockVendorByLicence,
  returnHeldPapers,
  returnedPapers,
  insertVendor,
  vendorsOfDepots,
  updateLicenceRequest,
  updateVendor,
  insertSale,
  lockIndent,
  markPapers,
  indentOfBankChallan,
  papersBySerial,
  pendingBankChallans,
  papersOfIndent,
  salesOfVendor,
  serialsOfSale,
  takePapers,
  updateIndent,
  usePapers,
  vendorMovements,
  type IndentRow,
  type LicenceRequestRow,
  type SaleRow,
  type VendorRow,
} from './repository.ts';

export const INDENT_PAYMENT_PURPOSE = 'stamp-indent';

export interface StampsContext {
  db: Database;
  payments: Payments;
}

interface Step {
  principal: Principal & { userId: string };
  language: Language;
  now: Date;
  clientAddress: string;
}

function licenceOf(vendor: VendorRow, today: string): Licence {
  return {
    licenceNumber: vendor.licenceNumber,
    name: vendor.name,
    address: vendor.address,
    depotSroCode: vendor.depotSroCode,
    validFrom: vendor.validFrom,
    validTo: vendor.validTo,
    kinds: vendor.kinds as StampKind[],
    status: vendor.status as Licence['status'],
    maxPapersPerIndent: vendor.maxPapersPerIndent,
    inForce: vendor.status === 'active' && vendor.validFrom <= today && today <= vendor.validTo,
  };
}

/** The caller's licence, which must be in force for an indent or a sale, and allow the kinds asked for. */
async function licensedVendor(db: Database, step: Step, kinds: readonly StampKind[] = []): Promise<{ vendor: VendorRow; licence: Licence }> {
  const vendor = await findVendor(db, step.principal.userId);
  if (!vendor) throw new HttpProblem(403, 'NOT_A_LICENSED_VENDOR');
  const licence = licenceOf(vendor, toYearMonthDay(step.now));
  if (!licence.inForce) throw new HttpProblem(403, 'LICENCE_NOT_IN_FORCE');
  if (kinds.some((kind) => !licence.kinds.includes(kind))) throw new HttpProblem(403, 'KIND_NOT_LICENSED');
  return { vendor, licence };
}

export async function vendorLicence(db: Database, step: Step): Promise<Licence> {
  const vendor = await findVendor(db, step.principal.userId);
  if (!vendor) throw new HttpProblem(403, 'NOT_A_LICENSED_VENDOR');
  return licenceOf(vendor, toYearMonthDay(step.now));
}

const yearOf = (now: Date) => Number(toYearMonthDay(now).slice(0, 4));

export async function createIndent(context: StampsContext, request: IndentRequest, step: Step): Promise<IndentView> {
  const { vendor, licence } = await licensedVendor(context.db, step, request.lines.map((line) => line.kind));
  const papers = request.lines.reduce((sum, line) => sum + line.quantity, 0);
  if (papers > licence.maxPapersPerIndent) {
    throw new HttpProblem(400, 'VALIDATION_FAILED', [{ field: 'body.lines', message: validationMessage('indentOverLimit', step.language).replace('{limit}', String(licence.maxPapersPerIndent)) }]);
  }
  const amounts = indentAmounts(request.lines);
  const id = await context.db.transaction(async (tx) => {
    const newId = indentId(yearOf(step.now), await nextInSeries(tx, `indent-${yearOf(step.now)}`));
    await insertIndent(tx, {
      id: newId,
      vendorUserId: vendor.userId,
      depotSroCode: vendor.depotSroCode,
      status: 'requested',
      lines: request.lines.map((line) => ({ ...line, issued: 0 })),
      ...amounts,
    });
    await addIndentEvent(tx, { indentId: newId, step: 'requested', actor: step.principal.loginId });
    return newId;
  });
  return indentView(context.db, (await findIndent(context.db, id))!);
}

/** The indent of the caller: the vendor's own, or one at the depot office of the caller. */
export async function readIndent(db: Database, id: string, step: Step): Promise<IndentView> {
  const indent = await findIndent(db, id);
  const own = indent && indent.vendorUserId === step.principal.userId;
  if (!indent || (!own && decideOfficeAction(step.principal, 'read', indent.depotSroCode) !== undefined)) throw new HttpProblem(404, 'NOT_FOUND');
  return indentView(db, indent);
}

export async function vendorIndents(db: Database, step: Step): Promise<IndentView[]> {
  return Promise.all((await indentsOfVendor(db, step.principal.userId)).map((indent) => indentView(db, indent)));
}

export async function indentView(db: Database, indent: IndentRow): Promise<IndentView> {
  const [events, papers, payment] = await Promise.all([
    indentEvents(db, indent.id),
    papersOfIndent(db, indent.id),
    indent.challanNumber ? challanPayment(db, indent.challanNumber) : undefined,
  ]);
  const firstKind = (indent.lines[0]?.kind ?? 'non-judicial') as StampKind;
  return {
    indentId: indent.id,
    status: indent.status as IndentStatus,
    createdAt: indent.createdAt.toISOString(),
    lines: indent.lines.map((line) => ({
      kind: line.kind as StampKind,
      denomination: line.denomination,
      quantity: line.quantity,
      issued: line.issued,
      serials: serialRanges(papers.filter((paper) => paper.kind === line.kind && paper.denomination === line.denomination).map((paper) => paper.serial)),
    })),
    faceValueRupees: indent.faceValueRupees,
    commissionRupees: indent.commissionRupees,
    payableRupees: indent.payableRupees,
    challan: indent.challanNumber ? { number: indent.challanNumber, status: payment?.status ?? 'initiated', headOfAccount: STAMP_HEADS_OF_ACCOUNT[firstKind].code } : null,
    events: events.map((event) => ({ at: event.at.toISOString(), step: event.step, by: event.actor, remarks: event.remarks })),
  };
}

/** Sends the vendor to the gateway with the challan for the indent's exact amount, worked out on the server. */
export async function payIndent(context: StampsContext, id: string, step: Step) {
  await licensedVendor(context.db, step);
  const indent = await findIndent(context.db, id);
  if (!indent || indent.vendorUserId !== step.principal.userId) throw new HttpProblem(404, 'NOT_FOUND');
  if (indent.status !== 'requested') throw new HttpProblem(409, 'INDENT_WRONG_STATUS');
  return startPayment(context.payments, {
    purpose: INDENT_PAYMENT_PURPOSE,
    reference: id,
    amountRupees: indent.payableRupees,
    description: `Challan for stamp indent ${id}`,
    returnPath: `/igrs/Vendor/Stampindentpaymentpage?indentId=${id}`,
  });
}

/** What the challan's success does to the indent, in the transaction that settles the payment. */
export function indentPaymentPurpose(): PaymentPurpose {
  return {
    async officeOf(db, payment) {
      return (await findIndent(db, payment.reference))?.depotSroCode;
    },
    async onPaid(tx, payment) {
      const indent = await lockIndent(tx, payment.reference);
      if (!indent || indent.status !== 'requested') return;
      await updateIndent(tx, indent.id, { status: 'paid', challanNumber: payment.orderId });
      await addIndentEvent(tx, { indentId: indent.id, step: 'paid', actor: payment.gateway === BANK_CHALLAN ? 'bank' : 'gateway', remarks: `${payment.orderId}: ₹${payment.amountRupees}` });
    },
  };
}

/**
 * The depots whose stock a caller may see: the office its own; an officer
 * above, those of the offices in the jurisdiction; the state, every depot.
 * Only the depot office itself acts on them.
 */
function depotsSeenBy(step: Step): readonly string[] | 'all' {
  const jurisdiction = step.principal.jurisdiction;
  return jurisdiction.level === 'state' ? 'all' : officesCovered(jurisdiction);
}

export async function depotIndents(db: Database, step: Step): Promise<IndentView[]> {
  return Promise.all((await depotQueue(db, depotsSeenBy(step))).map((indent) => indentView(db, indent)));
}

/**
 * The depot issues what it holds of a paid indent, lowest serials first; what
 * it is short of stays pending for a later issue. Only the depot office's own
 * staff issue.
 */
export async function issueIndent(context: StampsContext, id: string, step: Step): Promise<IndentView> {
  await context.db.transaction(async (tx) => {
    const indent = await lockIndent(tx, id);
    if (!indent) throw new HttpProblem(404, 'NOT_FOUND');
    refuseIf(decideOfficeAction(step.principal, 'act', indent.depotSroCode), step.language);
    if (indent.status !== 'paid' && indent.status !== 'partly-issued') throw new HttpProblem(409, 'INDENT_WRONG_STATUS');
    const issued: string[] = [];
    const lines = [];
    for (const line of indent.lines) {
      const serials = await takePapers(tx, { status: 'depot', depotSroCode: indent.depotSroCode }, line.kind, line.denomination, line.quantity - line.issued);
      await markPapers(tx, serials, { status: 'vendor', vendorUserId: indent.vendorUserId, indentId: id, issuedAt: step.now });
      issued.push(...serialRanges(serials).map((range) => `${range.from}–${range.to}`));
      lines.push({ ...line, issued: line.issued + serials.length });
    }
    if (issued.length === 0) throw new HttpProblem(409, 'DEPOT_STOCK_SHORT');
    const complete = lines.every((line) => line.issued === line.quantity);
    await updateIndent(tx, id, { lines, status: complete ? 'issued' : 'partly-issued' });
    await addIndentEvent(tx, { indentId: id, step: complete ? 'issued' : 'partly-issued', actor: step.principal.loginId, remarks: issued.join(', ') });
    await recordAudit(tx, { event: 'stamps.issued', loginId: step.principal.loginId, clientAddress: step.clientAddress, details: { indentId: id, ranges: issued.join(', ') } });
  });
  return indentView(context.db, (await findIndent(context.db, id))!);
}

/**
 * A sale from the vendor's stock, lowest serials first, recorded with the
 * purchaser, on whose behalf and what for. Stock never goes below nothing and
 * no paper is sold twice, however many sales run at once.
 */
export async function sellStamps(context: StampsContext, request: SaleRequest, step: Step): Promise<SaleView> {
  const { vendor } = await licensedVendor(context.db, step, [request.kind]);
  const saleId = await context.db.transaction(async (tx) => {
    const serials = await takePapers(tx, { status: 'vendor', vendorUserId: vendor.userId }, request.kind, request.denomination, request.quantity);
    if (serials.length < request.quantity) throw new HttpProblem(409, 'STOCK_SHORT');
    const id = `SALE-${yearOf(step.now)}-${String(await nextInSeries(tx, `sale-${yearOf(step.now)}`)).padStart(6, '0')}`;
    await insertSale(tx, {
      id,
      vendorUserId: vendor.userId,
      kind: request.kind,
      denomination: request.denomination,
      quantity: request.quantity,
      amountRupees: request.denomination * request.quantity,
      purchaserName: request.purchaserName,
      relationType: request.relationType,
      relationName: request.relationName,
      address: request.address,
      onBehalfOf: request.onBehalfOf ?? null,
      purpose: request.purpose,
      soldAt: step.now,
    });
    await markPapers(tx, serials, { status: 'sold', saleId: id, soldAt: step.now });
    return id;
  });
  return saleView(context.db, (await findSale(context.db, saleId))!, vendor);
}

async function saleView(db: Database, sale: SaleRow, vendor: VendorRow): Promise<SaleView> {
  return {
    saleId: sale.id,
    soldAt: sale.soldAt.toISOString(),
    vendor: { licenceNumber: vendor.licenceNumber, name: vendor.name },
    kind: sale.kind as StampKind,
    denomination: sale.denomination,
    quantity: sale.quantity,
    amountRupees: sale.amountRupees,
    purchaserName: sale.purchaserName,
    relationType: sale.relationType,
    relationName: sale.relationName,
    address: sale.address,
    onBehalfOf: sale.onBehalfOf,
    purpose: sale.purpose,
    serials: await serialsOfSale(db, sale.id),
  };
}

/** The vendor's own sale, for its receipt. */
export async function readSale(db: Database, id: string, step: Step): Promise<SaleView> {
  const sale = await findSale(db, id);
  const vendor = await findVendor(db, step.principal.userId);
  if (!sale || !vendor || sale.vendorUserId !== vendor.userId) throw new HttpProblem(404, 'NOT_FOUND');
  return saleView(db, sale, vendor);
}

export async function salesRegister(db: Database, step: Step, from: string, to: string): Promise<SaleView[]> {
  const vendor = await findVendor(db, step.principal.userId);
  if (!vendor) throw new HttpProblem(403, 'NOT_A_LICENSED_VENDOR');
  const sales = await salesOfVendor(db, vendor.userId, istStart(from), istStart(nextDay(to)));
  return Promise.all(sales.map((sale) => saleView(db, sale, vendor)));
}

/** A paper the vendor holds, reported spoilt with the reason; it can never be sold or used. */
export async function spoilPaper(context: StampsContext, serial: string, reason: string, step: Step): Promise<StampPaperTrace> {
  const vendor = await findVendor(context.db, step.principal.userId);
  if (!vendor) throw new HttpProblem(403, 'NOT_A_LICENSED_VENDOR');
  await context.db.transaction(async (tx) => {
    const found = await findPaper(tx, serial);
    if (!found || found.paper.vendorUserId !== vendor.userId || found.paper.status !== 'vendor') throw new HttpProblem(409, 'PAPER_NOT_IN_STOCK');
    await markPapers(tx, [serial], { status: 'spoilt', spoiltAt: step.now, spoiltReason: reason });
  });
  return tracePaper(context.db, serial);
}

/**
 * Papers the vendor gives back to its depot, all or none: each must be in
 * the vendor's hands. They are kept apart at the depot and never issued or
 * sold again, so every register that counted them stays as it was.
 */
export async function returnPapers(context: StampsContext, request: StampReturn, step: Step): Promise<StockRegister> {
  const vendor = await findVendor(context.db, step.principal.userId);
  if (!vendor) throw new HttpProblem(403, 'NOT_A_LICENSED_VENDOR');
  const serials = [...new Set(request.serials)];
  await context.db.transaction(async (tx) => {
    // Any paper not in the vendor's hands undoes the whole return.
    if ((await returnHeldPapers(tx, vendor.userId, serials, step.now, request.reason)) !== serials.length) throw new HttpProblem(409, 'PAPER_NOT_IN_STOCK');
    await recordAudit(tx, { event: 'stamps.papers-returned', loginId: step.principal.loginId, clientAddress: step.clientAddress, details: { licenceNumber: vendor.licenceNumber, depot: vendor.depotSroCode, papers: serials.length, reason: request.reason } });
  });
  const today = toYearMonthDay(step.now);
  return stockRegister(context.db, step, today, today);
}

/** Returned papers grouped as they went back: one row per return, kind and denomination, with their serial runs. */
function returnViews(rows: Awaited<ReturnType<typeof returnedPapers>>): StampReturnView[] {
  const groups = new Map<string, StampReturnView & { all: string[] }>();
  for (const { paper, licenceNumber, vendorName } of rows) {
    const returnedAt = paper.returnedAt!.toISOString();
    const key = [returnedAt, licenceNumber, paper.kind, paper.denomination].join('|');
    const group = groups.get(key) ?? { returnedAt, licenceNumber, vendorName, depotSroCode: paper.depotSroCode, kind: paper.kind as StampKind, denomination: paper.denomination, papers: 0, serials: [], reason: paper.returnReason ?? '', all: [] };
    group.papers += 1;
    group.all.push(paper.serial);
    groups.set(key, group);
  }
  return [...groups.values()].map(({ all, ...group }) => ({ ...group, serials: serialRanges(all) }));
}

export async function vendorReturns(db: Database, step: Step): Promise<StampReturnView[]> {
  return returnViews(await returnedPapers(db, { vendorUserId: step.principal.userId }));
}

/** The returns the depots of the officer's jurisdiction have received. */
export async function depotReturns(db: Database, step: Step): Promise<StampReturnView[]> {
  return returnViews(await returnedPapers(db, { depotSroCodes: depotsSeenBy(step) }));
}

/**
 * What anyone may know of a paper: whether it is genuine (sold through a
 * licensed vendor's register), by which vendor of which office and on which
 * day. Never to whom, and never whether it is used, spoilt or still in hand.
 */
export async function tracePaper(db: Database, serial: string): Promise<StampPaperTrace> {
  const found = await findPaper(db, serial);
  if (!found) throw new HttpProblem(404, 'STAMP_PAPER_NOT_FOUND');
  const { paper } = found;
  const sold = (paper.status === 'sold' || paper.status === 'used') && paper.soldAt !== null && found.licenceNumber !== null;
  return {
    serial: paper.serial,
    kind: paper.kind as StampKind,
    denomination: paper.denomination,
    genuine: sold,
    sale: sold ? { vendor: { licenceNumber: found.licenceNumber!, name: found.vendorName ?? '' }, sroCode: paper.depotSroCode, soldOn: toYearMonthDay(paper.soldAt!) } : null,
  };
}

/** Midnight in India of a day, as an instant. */
const istStart = (day: string) => new Date(`${day}T00:00:00+05:30`);
const nextDay = (day: string) => toYearMonthDay(new Date(istStart(day).getTime() + 36 * 3_600_000));

/** The vendor's stock register for the period, counted from the papers' own movements. */
export async function stockRegister(db: Database, step: Step, fromDate: string | undefined, toDate: string | undefined): Promise<StockRegister> {
  const vendor = await findVendor(db, step.principal.userId);
  if (!vendor) throw new HttpProblem(403, 'NOT_A_LICENSED_VENDOR');
  const to = toDate ?? toYearMonthDay(step.now);
  const from = fromDate ?? `${to.slice(0, 8)}01`;
  const rows = await vendorMovements(db, vendor.userId, istStart(from), istStart(nextDay(to)));
  return {
    from,
    to,
    rows: rows.map((row) => {
      const opening = row.receivedBefore - row.soldBefore - row.spoiltBefore - row.returnedBefore;
      return {
        kind: row.kind as StampKind,
        denomination: row.denomination,
        opening,
        received: row.received,
        sold: row.sold,
        spoilt: row.spoilt,
        returned: row.returned,
        closing: opening + row.received - row.sold - row.spoilt - row.returned,
      };
    }),
  };
}

export async function vendorHome(db: Database, step: Step) {
  const licence = await vendorLicence(db, step);
  const today = toYearMonthDay(step.now);
  const [register, indents, sales] = await Promise.all([stockRegister(db, step, today, today), vendorIndents(db, step), salesRegister(db, step, today, today)]);
  return {
    licence,
    stock: register.rows.map((row) => ({ kind: row.kind, denomination: row.denomination, papers: row.closing })),
    openIndents: indents.filter((indent) => indent.status !== 'issued'),
    todaysSales: { sales: sales.length, papers: sales.reduce((sum, sale) => sum + sale.quantity, 0), amountRupees: sales.reduce((sum, sale) => sum + sale.amountRupees, 0) },
  };
}

/** A challan by its number, for staff of the depot's jurisdiction: what was paid, by whom, for what, to which head. */
export async function challanDetails(db: Database, number: string, step: Step) {
  const [payment, indent] = await Promise.all([challanPayment(db, number), indentOfChallan(db, number)]);
  if (!payment || !indent) throw new HttpProblem(404, 'CHALLAN_NOT_FOUND');
  refuseIf(decideOfficeAction(step.principal, 'read', indent.depotSroCode), step.language);
  const vendor = await findVendor(db, indent.vendorUserId);
  const kind = (indent.lines[0]?.kind ?? 'non-judicial') as StampKind;
  return {
    challanNumber: payment.orderId,
    paidOn: payment.settledAt ? toYearMonthDay(payment.settledAt) : null,
    amountRupees: payment.amountRupees,
    status: payment.status,
    headOfAccount: STAMP_HEADS_OF_ACCOUNT[kind],
    paidBy: { licenceNumber: vendor?.licenceNumber ?? '', name: vendor?.name ?? '' },
    indent: await indentView(db, indent),
  };
}

export interface DeedPaperProblem {
  index: number;
  serial: string;
  key: ValidationMessageKey;
  /** For a paper used before: the document it was used on, `1234/2026 (SRO 701)`. */
  usedOn?: string;
}

type PaperRow = Awaited<ReturnType<typeof papersBySerial>>[number];

/**
 * What is wrong with a deed's paper, asked in an order that tells a stranger
 * nothing he could use: whether a sold paper is still unused is said only to
 * the deed of a party who bought it.
 */
function paperProblem(row: PaperRow | undefined, executedOn: string, parties: readonly DeedPartyName[]): Pick<DeedPaperProblem, 'key' | 'usedOn'> | undefined {
  const paper = row?.paper;
  if (!paper) return { key: 'stampPaperNotFound' };
  if (paper.kind !== 'non-judicial') return { key: 'stampPaperJudicial' };
  if (paper.status === 'spoilt') return { key: 'stampPaperSpoilt' };
  if ((paper.status !== 'sold' && paper.status !== 'used') || !paper.soldAt || !row.purchaser) return { key: 'stampPaperNotSold' };
  if (!boughtByDeedParty(row.purchaser, parties)) return { key: 'stampPaperNotBoughtByParty' };
  if (paper.status === 'used') return { key: 'stampPaperUsed', ...(row.document?.sroCode ? { usedOn: `${row.document.documentNumber}/${row.document.year} (SRO ${row.document.sroCode})` } : {}) };
  if (toYearMonthDay(paper.soldAt) > executedOn) return { key: 'stampPaperSoldAfterExecution' };
  return undefined;
}

function deedPaperProblems(rows: readonly PaperRow[], serials: readonly string[], executedOn: string, parties: readonly DeedPartyName[]) {
  const found = new Map(rows.map((row) => [row.paper.serial, row]));
  let valueRupees = 0;
  const problems: DeedPaperProblem[] = [];
  serials.forEach((serial, index) => {
    const problem = paperProblem(found.get(serial), executedOn, parties);
    if (problem) problems.push({ index, serial, ...problem });
    else valueRupees += found.get(serial)!.paper.denomination;
  });
  return { valueRupees, problems };
}

/**
 * A deed's stamp papers against the sales register: each non-judicial, sold
 * by a licensed vendor on or before the day of execution to one of the
 * deed's parties (or on behalf of one), not spoilt, and not used on another
 * document. Answers their face value and what is wrong with any of them.
 */
export async function checkDeedPapers(db: Database, serials: readonly string[], executedOn: string, parties: readonly DeedPartyName[]): Promise<{ valueRupees: number; problems: DeedPaperProblem[] }> {
  return deedPaperProblems(await papersBySerial(db, serials), serials, executedOn, parties);
}

/**
 * The refusal of a deed's papers, each problem naming its serial: a paper
 * bought by someone else than the deed's parties is refused as such (422),
 * anything else as a plain correction (400).
 */
export function deedPapersRefusal(problems: readonly DeedPaperProblem[], language: Language): HttpProblem {
  const details = problems.map((problem) => ({
    field: `body.stampPaper.serials.${problem.index}`,
    message: [`${problem.serial}:`, validationMessage(problem.key, language), problem.usedOn].filter(Boolean).join(' '),
  }));
  return problems.some((problem) => problem.key === 'stampPaperNotBoughtByParty') ? new HttpProblem(422, 'STAMP_PAPER_NOT_BOUGHT_BY_PARTY', details) : new HttpProblem(400, 'VALIDATION_FAILED', details);
}

/**
 * Marks a registered deed's stamp papers used, in its registration's
 * transaction: the papers are locked and checked again against the parties
 * as admitted, and a paper used meanwhile stops the registration.
 */
export async function useDeedPapers(tx: Database, serials: readonly string[], deed: { executedOn: string; parties: readonly DeedPartyName[]; language: Language }, documentId: number, at: Date): Promise<void> {
  if (serials.length === 0) return;
  const { problems } = deedPaperProblems(await papersBySerial(tx, serials, true), serials, deed.executedOn, deed.parties);
  if (problems.some((problem) => problem.key === 'stampPaperUsed')) throw new HttpProblem(409, 'STAMP_PAPER_USED');
  if (problems.length > 0) throw deedPapersRefusal(problems, deed.language);
  if ((await usePapers(tx, serials, documentId, at)) !== serials.length) throw new HttpProblem(409, 'STAMP_PAPER_USED');
}

function licenceRequestView(row: { request: LicenceRequestRow; licenceNumber: string | null; vendorName: string | null }): LicenceRequestView {
  const { request } = row;
  return {
    requestId: request.id,
    requestKind: request.requestKind === 'new' ? 'new' : 'renewal',
    licenceNumber: row.licenceNumber ?? '',
    vendorName: row.vendorName ?? request.applicantName ?? '',
    depotSroCode: request.depotSroCode,
    kinds: request.kinds as StampKind[],
    periodFrom: request.periodFrom,
    periodTo: request.periodTo,
    status: request.status as LicenceRequestView['status'],
    requestedAt: request.requestedAt.toISOString(),
    remarks: request.remarks,
    decidedBy: request.decidedBy,
    decidedAt: request.decidedAt?.toISOString() ?? null,
    decisionRemarks: request.decisionRemarks,
  };
}

/**
 * A vendor asks to renew the licence for the year after the one in force (or
 * the one that lapsed); one request waits at a time. A suspended licence is
 * not renewed on the vendor's word: the District Registrar restores it first.
 */
export async function requestRenewal(db: Database, request: LicenceRenewalRequest, step: Step): Promise<LicenceRequestView> {
  const vendor = await findVendor(db, step.principal.userId);
  if (!vendor) throw new HttpProblem(403, 'NOT_A_LICENSED_VENDOR');
  if (vendor.status !== 'active') throw new HttpProblem(403, 'LICENCE_NOT_IN_FORCE');
  const today = toYearMonthDay(step.now);
  // A lapsed licence renews from today; one in force from the day after it ends.
  const period = renewalPeriod(vendor.validTo < today ? toYearMonthDay(new Date(step.now.getTime() - 86_400_000)) : vendor.validTo);
  const id = await db.transaction(async (tx) => {
    const open = (await licenceRequests(tx, { vendorUserId: vendor.userId })).some((row) => row.request.status === 'requested');
    if (open) throw new HttpProblem(409, 'LICENCE_REQUEST_PENDING');
    const newId = `LR-${yearOf(step.now)}-${String(await nextInSeries(tx, `licence-request-${yearOf(step.now)}`)).padStart(6, '0')}`;
    await insertLicenceRequest(tx, {
      id: newId,
      vendorUserId: vendor.userId,
      depotSroCode: vendor.depotSroCode,
      kinds: [...new Set(request.kinds)],
      periodFrom: period.from,
      periodTo: period.to,
      status: 'requested',
      remarks: request.remarks ?? null,
      requestedAt: step.now,
    });
    return newId;
  });
  return (await vendorLicenceRequests(db, step)).find((view) => view.requestId === id)!;
}

/**
 * A vendor's login with no licence applies for its first: the depot that
 * will supply it, the kinds, a year from today. One request waits at a time;
 * a licensed vendor renews instead.
 */
export async function applyForLicence(db: Database, application: LicenceApplication, step: Step): Promise<LicenceRequestView> {
  if (await findVendor(db, step.principal.userId)) throw new HttpProblem(409, 'ALREADY_LICENSED');
  const office = findSroOffice(application.depotSroCode);
  if (!office || office.state !== 'AP') throw new HttpProblem(400, 'VALIDATION_FAILED', [{ field: 'body.depotSroCode', message: validationMessage('unknownChoice', step.language) }]);
  const period = renewalPeriod(toYearMonthDay(new Date(step.now.getTime() - 86_400_000)));
  const id = await db.transaction(async (tx) => {
    const open = (await licenceRequests(tx, { vendorUserId: step.principal.userId })).some((row) => row.request.status === 'requested');
    if (open) throw new HttpProblem(409, 'LICENCE_REQUEST_PENDING');
    const newId = `LR-${yearOf(step.now)}-${String(await nextInSeries(tx, `licence-request-${yearOf(step.now)}`)).padStart(6, '0')}`;
    await insertLicenceRequest(tx, {
      id: newId,
      vendorUserId: step.principal.userId,
      requestKind: 'new',
      applicantName: application.name,
      applicantAddress: application.address,
      depotSroCode: application.depotSroCode,
      kinds: [...new Set(application.kinds)],
      periodFrom: period.from,
      periodTo: period.to,
      status: 'requested',
      remarks: application.remarks ?? null,
      requestedAt: step.now,
    });
    return newId;
  });
  return (await vendorLicenceRequests(db, step)).find((view) => view.requestId === id)!;
}

export async function vendorLicenceRequests(db: Database, step: Step): Promise<LicenceRequestView[]> {
  return (await licenceRequests(db, { vendorUserId: step.principal.userId })).map(licenceRequestView);
}

/** The licences of the vendors whose depots lie in the officer's jurisdiction, each with whether it is in force today. */
export async function jurisdictionLicences(db: Database, step: Step): Promise<Licence[]> {
  const jurisdiction = step.principal.jurisdiction;
  const today = toYearMonthDay(step.now);
  return (await vendorsOfDepots(db, jurisdiction.level === 'state' ? 'all' : officesCovered(jurisdiction))).map((vendor) => licenceOf(vendor, today));
}

/**
 * The District Registrar over the vendor's depot suspends a licence (its
 * indents and sales stop at once) or restores it, with the reason, recorded
 * in the same transaction.
 */
export async function changeLicenceStatus(db: Database, licenceNumber: string, change: LicenceStatusChange, step: Step): Promise<Licence> {
  const vendor = await db.transaction(async (tx) => {
    const row = await lockVendorByLicence(tx, licenceNumber);
    if (!row) throw new HttpProblem(404, 'NOT_FOUND');
    refuseIf(decideOfficesDecision(step.principal, [row.depotSroCode]), step.language);
    await updateVendor(tx, row.userId, { status: change.status });
    await recordAudit(tx, {
      event: 'stamps.licence-status',
      loginId: step.principal.loginId,
      clientAddress: step.clientAddress,
      details: { licenceNumber, from: row.status, to: change.status, reason: change.reason },
    });
    return { ...row, status: change.status };
  });
  return licenceOf(vendor, toYearMonthDay(step.now));
}

/** The renewal requests of the vendors whose depots lie in the officer's jurisdiction. */
export async function jurisdictionLicenceRequests(db: Database, step: Step): Promise<LicenceRequestView[]> {
  const jurisdiction = step.principal.jurisdiction;
  const offices = jurisdiction.level === 'state' ? 'all' : officesCovered(jurisdiction);
  return (await licenceRequests(db, { depotSroCodes: offices })).map(licenceRequestView);
}

/**
 * The District Registrar of the vendor's depot decides a renewal: approved,
 * the licence runs to the end of the new period with the kinds asked for;
 * rejected, with the reason. Decided once, in one transaction with the licence.
 */
export async function decideRenewal(db: Database, requestId: string, decision: LicenceDecision, step: Step): Promise<LicenceRequestView> {
  await db.transaction(async (tx) => {
    const request = await lockLicenceRequest(tx, requestId);
    if (!request) throw new HttpProblem(404, 'NOT_FOUND');
    // The District Registrar over the depot's office decides, not the office itself (the route admits District Registrars only).
    refuseIf(decideOfficesDecision(step.principal, [request.depotSroCode]), step.language);
    if (request.status !== 'requested') throw new HttpProblem(409, 'LICENCE_REQUEST_DECIDED');
    await updateLicenceRequest(tx, requestId, {
      status: decision.decision === 'approve' ? 'approved' : 'rejected',
      decidedBy: step.principal.loginId,
      decidedAt: step.now,
      decisionRemarks: decision.remarks ?? null,
    });
    if (decision.decision === 'approve' && request.requestKind === 'new') {
      // A first licence: its number drawn from the district's series of the year.
      const district = findSroOffice(request.depotSroCode)?.revenueDistrictCode ?? request.depotSroCode.slice(0, 2);
      const year = yearOf(step.now);
      const licenceNumber = `SV/${district}/${year}/${String(await nextInSeries(tx, `stamp-licence-${district}-${year}`)).padStart(4, '0')}`;
      await insertVendor(tx, {
        userId: request.vendorUserId,
        licenceNumber,
        name: request.applicantName ?? '',
        address: request.applicantAddress ?? '',
        depotSroCode: request.depotSroCode,
        validFrom: request.periodFrom,
        validTo: request.periodTo,
        kinds: request.kinds,
        status: 'active',
        maxPapersPerIndent: FIRST_LICENCE_MAX_PAPERS_PER_INDENT,
      });
    } else if (decision.decision === 'approve') {
      const vendor = await findVendor(tx, request.vendorUserId);
      const today = toYearMonthDay(step.now);
      // A lapsed licence starts again on its new period; one in force runs on without a gap.
      await updateVendor(tx, request.vendorUserId, {
        validFrom: vendor && vendor.validTo >= today ? vendor.validFrom : request.periodFrom,
        validTo: request.periodTo,
        kinds: request.kinds,
      });
    }
    await recordAudit(tx, {
      event: 'stamps.licence-decided',
      loginId: step.principal.loginId,
      clientAddress: step.clientAddress,
      details: { requestId, decision: decision.decision, periodTo: request.periodTo },
    });
  });
  return (await jurisdictionLicenceRequests(db, step)).find((view) => view.requestId === requestId)!;
}

/**
 * The vendor copies a challan paid at a bank counter onto the indent: the
 * amount is the indent's own, and the office verifies the challan against
 * the bank's scroll before any stamp is issued.
 */
export async function enterBankChallan(context: StampsContext, id: string, entry: BankChallanEntry, step: Step): Promise<IndentView> {
  await licensedVendor(context.db, step);
  if (entry.paidOn > toYearMonthDay(step.now)) {
    throw new HttpProblem(400, 'VALIDATION_FAILED', [{ field: 'body.paidOn', message: validationMessage('dateAfterToday', step.language) }]);
  }
  await context.db.transaction(async (tx) => {
    const indent = await lockIndent(tx, id);
    if (!indent || indent.vendorUserId !== step.principal.userId) throw new HttpProblem(404, 'NOT_FOUND');
    if (indent.status !== 'requested') throw new HttpProblem(409, 'INDENT_WRONG_STATUS');
    const bankReference = `${entry.bank}, ${entry.branch}: ${entry.challanNumber} of ${entry.paidOn}`;
    const payment = await recordBankChallan(tx, { purpose: INDENT_PAYMENT_PURPOSE, reference: id, amountRupees: indent.payableRupees, bankReference });
    await addIndentEvent(tx, { indentId: id, step: 'bank-challan-entered', actor: step.principal.loginId, remarks: `${payment.orderId}: ${bankReference}, ₹${payment.amountRupees}` });
  });
  return readIndent(context.db, id, step);
}

/** The depot's bank challans waiting to be checked against the bank's scroll. */
export async function depotBankChallans(db: Database, step: Step): Promise<BankChallanView[]> {
  return (await pendingBankChallans(db, depotsSeenBy(step), BANK_CHALLAN)).map((row) => ({
    orderId: row.payment.orderId,
    indentId: row.indentId,
    licenceNumber: row.licenceNumber,
    vendorName: row.vendorName,
    amountRupees: row.payment.amountRupees,
    bankReference: row.payment.gatewayTransactionId ?? '',
    enteredAt: row.payment.createdAt.toISOString(),
  }));
}

/** The depot office verifies a bank challan (the indent is paid, in the same transaction) or rejects it with the reason. */
export async function decideBankChallan(context: StampsContext, orderId: string, decision: BankChallanDecision, step: Step): Promise<IndentView> {
  const indentId = await context.db.transaction(async (tx) => {
    const found = await indentOfBankChallan(tx, orderId, BANK_CHALLAN);
    const indent = found ? await lockIndent(tx, found) : undefined;
    if (!indent) throw new HttpProblem(404, 'NOT_FOUND');
    // Only the depot office's own staff verify; whether it is still waiting is asked after.
    refuseIf(decideOfficeAction(step.principal, 'act', indent.depotSroCode), step.language);
    const settled = await settleBankChallan(context.payments, tx, orderId, decision.decision === 'verify', step.now);
    const outcome = settled.status === 'success' ? 'bank-challan-verified' : 'bank-challan-rejected';
    await addIndentEvent(tx, { indentId: indent.id, step: outcome, actor: step.principal.loginId, remarks: [orderId, decision.remarks].filter(Boolean).join(': ') });
    return { id: indent.id, credited: settled.status === 'success' };
  });
  if (decision.decision === 'verify' && !indentId.credited) throw new HttpProblem(409, 'ALREADY_PAID');
  return readIndent(context.db, indentId.id, step);
}
