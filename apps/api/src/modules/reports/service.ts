import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  DUTY_HEADS_OF_ACCOUNT,
  MUTATION_DAYS,
  MUTATION_STATUS_LABELS,
  maskPanFromLastFour,
  type MutationStatus,
  dutyForegone,
  financialYearStart,
  addDays,
  nextMonth,
  DASHBOARD_PERIODS,
  DASHBOARD_TILES,
  sameDayLastYear,
  decideTargetSetting,
  type DashboardTiles,
  type RevenueTarget,
  type RevenueTargetView,
  REGISTER_MEASURES,
  STAMP_HEADS_OF_ACCOUNT,
  REPORT_CSV_ROWS,
  REPORT_EXPORT_ROWS,
  REPORT_PDF_ROWS,
  formatDisplayDate,
  formatReportCell,
  REPORT_PAGE_SIZE,
  decideOfficeAction,
  findRevenueDistrict,
  findSroOffice,
  findTransactionType,
  localBodyTypes,
  nameOrCode,
  officesCovered,
  propertyKinds,
  toYearMonthDay,
  validationMessage,
  type AggregateReport,
  type BilingualText,
  type DocumentReference,
  type OfficeDocumentView,
  type Language,
  type DocumentListReport,
  type Principal,
  type RecordSource,
  type RecordsReport,
  type ReportColumn,
  type ReportDefinition,
  type ReportQuery,
  type ReportResult,
  type StampKind,
} from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { CSV_START, csvLines, inertCell } from '../../lib/csv.ts';
import { CertificatePdf } from '../certificates/index.ts';
import type { AuthenticatedPrincipal } from '../../plugins/access.ts';
import { HttpProblem, refuseIf } from '../../plugins/errors.ts';
import { requestsOfDocuments } from '../mutations/index.ts';
import { findDocumentId, loadDocumentViews } from '../register/index.ts';
import { aggregateDocuments, countRecords, isPagedRecordSource, listDocuments, recordPage, sortableDocumentColumns, registerFiguresByWindow, standingFigures, targetsOf, upsertTarget, type DocumentScope, type RecordPage, type RecordScope } from './repository.ts';
import { recordAudit } from '../../lib/audit.ts';

type Row = ReportResult['rows'][number];
type Cells = Row['cells'];

const col = (key: string, type: ReportColumn['type'], en: string, te: string): ReportColumn => ({ key, type, label: { en, te } });
const NAME = col('name', 'text', 'Name', 'పేరు');
/** A registered document as its office numbers it in the year, `1234/2026`; the cell a row opens its document from. */
const CITATION = col('citation', 'text', 'Document No./Year', 'దస్తావేజు నం./సం.');
const label = (text: BilingualText) => `${text.en} / ${text.te}`;

/** The offices the viewer may see that the filters keep; a filter outside the viewer's jurisdiction is refused. */
function officesInView(principal: Principal, query: ReportQuery): string[] {
  const covered = officesCovered(principal.jurisdiction);
  if (query.sroCode) {
    if (!covered.includes(query.sroCode)) throw new HttpProblem(403, 'OUTSIDE_JURISDICTION');
    return [query.sroCode];
  }
  if (query.districtCode) {
    const inDistrict = covered.filter((code) => findSroOffice(code)?.revenueDistrictCode === query.districtCode);
    if (inDistrict.length === 0) throw new HttpProblem(403, 'OUTSIDE_JURISDICTION');
    return inDistrict;
  }
  return covered;
}

const officeName = (code: string) => nameOrCode(findSroOffice(code)?.description, code);

function groupLabel(report: AggregateReport, key: string): BilingualText {
  switch (report.grouping) {
    case 'propertyKind':
      return nameOrCode(propertyKinds.find((kind) => kind.code === key)?.description ?? (key === 'none' ? { en: 'No property', te: 'ఆస్తి లేదు' } : undefined), key);
    case 'transaction':
      return nameOrCode(findTransactionType(key, '00')?.description, key);
    case 'localBody':
      return nameOrCode(localBodyTypes.find((type) => type.code === key)?.description ?? (key === 'none' ? { en: 'No property', te: 'ఆస్తి లేదు' } : undefined), key);
    default:
      return { en: key, te: key };
  }
}

export interface RowOrder {
  key: string;
  order: 'asc' | 'desc';
}

/** Every row of a report in the order chosen, before the page is cut, so a sort reaches across pages; blanks go last. */
function sortRows(rows: Row[], sort: RowOrder | undefined): Row[] {
  if (!sort) return rows;
  const direction = sort.order === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const left = Object.hasOwn(a.cells, sort.key) ? a.cells[sort.key] : null;
    const right = Object.hasOwn(b.cells, sort.key) ? b.cells[sort.key] : null;
    if (left === null || left === undefined) return right === null || right === undefined ? 0 : 1;
    if (right === null || right === undefined) return -1;
    const compared = typeof left === 'number' && typeof right === 'number' ? left - right : String(left).localeCompare(String(right), 'en', { numeric: true });
    return compared * direction;
  });
}

function sumRows(rows: readonly Cells[], keys: readonly string[]): Cells {
  const total: Cells = { name: 'Total / మొత్తం' };
  for (const key of keys) total[key] = rows.reduce((sum, row) => sum + Number(row[key] ?? 0), 0);
  return total;
}

interface Built {
  level: string;
  columns: ReportColumn[];
  /** The columns the rows can be ordered by. */
  sortable: string[];
  rows: Row[];
  total: Cells | null;
  chart: ReportResult['chart'];
  rowCount: number;
}

async function aggregateReport(db: Database, report: AggregateReport, scope: DocumentScope, query: ReportQuery, paging: Paging): Promise<Built> {
  // A place report at one office lists the office's documents, each opening its details.
  if (report.grouping === 'place' && query.sroCode) return documentRows(db, { ...scope }, 'recent', paging, 'office');
  const measures = [...report.measures];
  const columns = [NAME, ...measures.map((measure) => REGISTER_MEASURES[measure])];
  const grouped = await aggregateDocuments(db, scope, report.grouping, measures);
  let rows: Row[];
  let level: string = report.grouping;
  if (report.grouping === 'place' && !query.districtCode) {
    level = 'state';
    const byDistrict = new Map<string, Cells>();
    for (const row of grouped) {
      const district = findSroOffice(String(row.key))?.revenueDistrictCode ?? '';
      const into = byDistrict.get(district) ?? { name: label(nameOrCode(findRevenueDistrict(district)?.description, district)) };
      for (const measure of measures) into[measure] = Number(into[measure] ?? 0) + Number(row[measure]);
      byDistrict.set(district, into);
    }
    rows = [...byDistrict.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([districtCode, cells]) => ({ cells, drill: { districtCode } }));
  } else if (report.grouping === 'place') {
    level = 'district';
    rows = grouped.map((row) => ({ cells: { ...row, name: label(officeName(String(row.key))) }, drill: { sroCode: String(row.key) } }));
  } else {
    rows = grouped.map((row) => ({ cells: { ...row, name: report.grouping === 'month' || report.grouping === 'week' ? String(row.key) : label(groupLabel(report, String(row.key))) }, drill: null }));
  }
  for (const row of rows) delete row.cells.key;
  const total = sumRows(
    rows.map((row) => row.cells),
    measures,
  );
  return {
    level,
    sortable: columns.map((column) => column.key),
    columns,
    rows: sortRows(rows, paging.sort).slice(paging.offset, paging.offset + paging.limit),
    total,
    rowCount: rows.length,
    chart: report.chart === 'none' ? null : { type: report.chart, category: 'name', values: [measures.find((measure) => measure !== 'documents') ?? 'documents'] },
  };
}

const DOCUMENT_COLUMNS: ReportColumn[] = [
  CITATION,
  col('office', 'text', 'SRO', 'ఎస్ఆర్ఓ'),
  col('registeredOn', 'date', 'Registered on', 'రిజిస్ట్రేషన్ తేదీ'),
  col('transaction', 'text', 'Nature of document', 'దస్తావేజు స్వభావం'),
  col('property', 'text', 'Village, survey or door number', 'గ్రామం, సర్వే లేదా డోర్ నంబరు'),
  REGISTER_MEASURES.considerationRupees,
  REGISTER_MEASURES.marketValueRupees,
  REGISTER_MEASURES.stampDutyRupees,
  col('status', 'text', 'Status', 'స్థితి'),
];

async function documentRows(db: Database, scope: DocumentScope, order: DocumentListReport['order'], paging: Paging, level = 'documents'): Promise<Built> {
  const { rows, count } = await listDocuments(db, scope, { order, limit: paging.limit, offset: paging.offset, sort: paging.sort });
  return {
    level,
    sortable: sortableDocumentColumns(order),
    columns: DOCUMENT_COLUMNS,
    rows: rows.map((row) => ({
      cells: {
        citation: `${row.documentNumber}/${row.year}`,
        office: label(officeName(row.sroCode)),
        registeredOn: row.registeredOn,
        transaction: label(nameOrCode(findTransactionType(row.transactionMajorCode, row.transactionMinorCode)?.description, `${row.transactionMajorCode}${row.transactionMinorCode}`)),
        property: [row.village, row.survey].filter(Boolean).join(', ') || null,
        considerationRupees: row.considerationRupees,
        marketValueRupees: row.marketValueRupees,
        stampDutyRupees: row.stampDutyRupees,
        status: row.status,
      },
      drill: { document: { sroCode: row.sroCode, documentNumber: row.documentNumber, year: row.year } },
    })),
    total: null,
    rowCount: count,
    chart: null,
  };
}

const PROHIBITION_COLUMNS = [
  col('village', 'text', 'Village', 'గ్రామం'),
  col('surveyNumber', 'text', 'Survey number', 'సర్వే నంబరు'),
  col('doorNumber', 'text', 'Door number', 'డోర్ నంబరు'),
  col('category', 'text', 'Category', 'వర్గం'),
  col('notifiedOn', 'date', 'Notified on', 'ప్రకటించిన తేదీ'),
];

const STAMP_STOCK_COLUMNS = [
  col('atDepot', 'count', 'At the depot', 'డిపోలో'),
  col('withVendors', 'count', 'With vendors', 'వెండర్ల వద్ద'),
  col('sold', 'count', 'Sold', 'అమ్మినవి'),
  col('spoilt', 'count', 'Spoilt', 'పాడైనవి'),
  col('used', 'count', 'Used on documents', 'దస్తావేజులపై వాడినవి'),
  col('returned', 'count', 'Returned by vendors', 'వెండర్లు తిరిగి ఇచ్చినవి'),
];

/** Rows of one office each, keyed by the office's code, shown with its name. */
const OFFICE_ROWS = { key: col('key', 'text', 'SRO', 'ఎస్ఆర్ఓ'), byOffice: true } as const;
/** Rows of one day each. */
const DAY_ROWS = { key: col('key', 'date', 'Day', 'రోజు'), byOffice: false } as const;

/** A registrar's register by office: applications, where they stand, and what the kind adds (objections, later filings). */
const registrationColumns = (extra: ReportColumn[]) => ({
  ...OFFICE_ROWS,
  columns: [
    col('applied', 'count', 'Applied', 'దరఖాస్తులు'),
    col('pending', 'count', 'With the registrar', 'రిజిస్ట్రార్ వద్ద'),
    col('returned', 'count', 'Returned for correction', 'సవరణకు తిప్పి పంపినవి'),
    col('registered', 'count', 'Registered', 'నమోదైనవి'),
    col('refused', 'count', 'Refused', 'తిరస్కరించినవి'),
    ...extra,
    col('feesPaidRupees', 'rupees', 'Fees paid', 'చెల్లించిన రుసుము'),
  ],
});
const FILING_COLUMNS = [col('filings', 'count', 'Later filings', 'తర్వాతి దాఖలాలు'), col('filingsAccepted', 'count', 'Filings accepted', 'ఆమోదించిన దాఖలాలు')];

const mutationCountColumns = (days: number): RecordShape => ({
  ...OFFICE_ROWS,
  columns: [
    col('sent', 'count', 'Requests sent', 'పంపిన అభ్యర్థనలు'),
    col('mutated', 'count', 'Mutated', 'మ్యుటేషన్ అయినవి'),
    col('rejected', 'count', 'Rejected', 'తిరస్కరించినవి'),
    col('pending', 'count', 'Awaiting decision', 'నిర్ణయం కోసం వేచి ఉన్నవి'),
    col('withdrawn', 'count', 'Withdrawn on cancellation', 'రద్దుతో ఉపసంహరించినవి'),
    col('overdue', 'count', `Awaited past ${days} days`, `${days} రోజులు దాటి వేచి ఉన్నవి`),
    col('decidedInTime', 'count', `Decided within ${days} days`, `${days} రోజుల్లో నిర్ణయించినవి`),
    col('decidedLate', 'count', `Decided after ${days} days`, `${days} రోజుల తర్వాత నిర్ణయించినవి`),
  ],
  charted: ['mutated', 'rejected', 'pending'],
});
const mutationRequestColumns = (place: BilingualText): RecordShape => ({
  ...OFFICE_ROWS,
  opensDocument: true,
  columns: [
    col('requestNumber', 'text', 'Request number', 'అభ్యర్థన నంబరు'),
    CITATION,
    col('village', 'text', 'Village', 'గ్రామం'),
    col('property', 'text', place.en, place.te),
    col('sentOn', 'date', 'Sent on', 'పంపిన తేదీ'),
    col('status', 'text', 'Status', 'స్థితి'),
    col('decidedOn', 'date', 'Decided on', 'నిర్ణయ తేదీ'),
    col('daysTaken', 'text', 'Days taken', 'పట్టిన రోజులు'),
    col('orderNumber', 'text', 'Order number', 'ఉత్తర్వు నంబరు'),
    col('remarks', 'text', 'Remarks', 'వ్యాఖ్యలు'),
  ],
});

/** Each workflow report's columns, labelled once; `key` is the office or the day. */
interface RecordShape {
  key: ReportColumn;
  columns: ReportColumn[];
  byOffice: boolean;
  /** The columns the chart draws, when not every count and amount. */
  charted?: string[];
  /** Amounts that do not add up across rows (running totals): the total row leaves them blank. */
  running?: string[];
  /** Shares in the total row: a share of the whole is the share of the totals, not a sum of shares. */
  shares?: (total: Cells) => Cells;
  /** Each row is of a registered document (its `documentNumber` and `year`, office in `key`), which the row opens. */
  opensDocument?: true;
}

const RECORD_COLUMNS: Record<RecordSource, RecordShape> = {
  ruralMutationStanding: mutationCountColumns(MUTATION_DAYS.rural),
  urbanMutationStanding: mutationCountColumns(MUTATION_DAYS.urban),
  ruralMutationRequests: mutationRequestColumns({ en: 'Survey number', te: 'సర్వే నంబరు' }),
  urbanMutationRequests: mutationRequestColumns({ en: 'Door, plot or flat number', te: 'డోర్, ప్లాట్ లేదా ఫ్లాట్ నంబరు' }),
  sftParties: {
    ...OFFICE_ROWS,
    opensDocument: true,
    columns: [
      CITATION,
      col('registeredOn', 'date', 'Transaction date', 'లావాదేవీ తేదీ'),
      col('role', 'text', 'Seller or buyer', 'విక్రేత లేదా కొనుగోలుదారు'),
      col('name', 'text', 'Name', 'పేరు'),
      col('relation', 'text', 'Father or husband', 'తండ్రి లేదా భర్త'),
      col('pan', 'text', 'PAN', 'పాన్'),
      col('form60', 'text', 'Form 60', 'ఫారం 60'),
      col('address', 'text', 'Address', 'చిరునామా'),
      REGISTER_MEASURES.considerationRupees,
      col('marketValueRupees', 'rupees', 'Stamp duty value', 'స్టాంపు సుంకం విలువ'),
      col('property', 'text', 'Property', 'ఆస్తి'),
    ],
  },
  weblandExchange: {
    ...DAY_ROWS,
    columns: [col('sent', 'count', 'Requests sent', 'పంపిన అభ్యర్థనలు'), col('mutated', 'count', 'Mutations reported', 'తెలిపిన మ్యుటేషన్లు'), col('rejected', 'count', 'Rejections reported', 'తెలిపిన తిరస్కరణలు')],
  },
  hinduMarriages: registrationColumns([]),
  specialMarriages: registrationColumns([col('objections', 'count', 'Objections', 'అభ్యంతరాలు')]),
  firms: registrationColumns(FILING_COLUMNS),
  societies: registrationColumns(FILING_COLUMNS),
  chits: registrationColumns(FILING_COLUMNS),
  trend: {
    key: col('key', 'text', 'Month', 'నెల'),
    byOffice: false,
    columns: [
      col('documents', 'count', 'Documents', 'దస్తావేజులు'),
      col('revenueRupees', 'rupees', 'Revenue', 'ఆదాయం'),
      col('lastYearRupees', 'rupees', 'Same month last year', 'గత సంవత్సరం అదే నెల'),
      col('growthPercent', 'percent', '% growth', 'వృద్ధి %'),
      col('progressiveRupees', 'rupees', 'Progressive since April', 'ఏప్రిల్ నుండి ప్రగతిశీలం'),
      col('lastYearProgressiveRupees', 'rupees', 'Progressive last year', 'గత సంవత్సరం ప్రగతిశీలం'),
      col('targetRupees', 'rupees', 'Target', 'లక్ష్యం'),
      col('achievedPercent', 'percent', '% of target achieved', 'లక్ష్యంలో సాధించిన %'),
    ],
    charted: ['revenueRupees', 'lastYearRupees'],
    running: ['progressiveRupees', 'lastYearProgressiveRupees'],
    shares: (total) => ({
      growthPercent: percentOf(Number(total.revenueRupees) - Number(total.lastYearRupees), Number(total.lastYearRupees)),
      achievedPercent: percentOf(Number(total.revenueRupees), Number(total.targetRupees)),
    }),
  },
  targets: {
    ...OFFICE_ROWS,
    columns: [col('targetRupees', 'rupees', 'Target', 'లక్ష్యం'), col('achievedRupees', 'rupees', 'Achieved', 'సాధించినది'), col('achievedPercent', 'percent', '% achieved', 'సాధించిన %')],
    shares: (total) => ({ achievedPercent: percentOf(Number(total.achievedRupees), Number(total.targetRupees)) }),
  },
  numberGaps: {
    ...OFFICE_ROWS,
    columns: [col('year', 'text', 'Year', 'సంవత్సరం'), col('after', 'text', 'After number', 'ఈ సంఖ్య తర్వాత'), col('before', 'text', 'Next number', 'తదుపరి సంఖ్య'), col('missing', 'count', 'Numbers missing', 'లేని సంఖ్యలు')],
  },
  duplicateProperties: {
    ...OFFICE_ROWS,
    columns: [
      col('village', 'text', 'Village', 'గ్రామం'),
      col('surveyNumber', 'text', 'Survey number', 'సర్వే నంబరు'),
      col('doorNumber', 'text', 'Door number', 'డోర్ నంబరు'),
      col('documents', 'count', 'Sales', 'విక్రయాలు'),
      col('citations', 'text', 'Documents (office-number/year)', 'దస్తావేజులు (కార్యాలయం-సంఖ్య/సంవత్సరం)'),
    ],
  },
  serviceLevel: {
    ...OFFICE_ROWS,
    columns: [
      col('registered', 'count', 'Documents registered', 'నమోదైన దస్తావేజులు'),
      col('sameDay', 'count', 'Registered the day presented', 'సమర్పించిన రోజే నమోదైనవి'),
      col('laterDays', 'count', 'Registered on a later day', 'తర్వాతి రోజున నమోదైనవి'),
      col('copiesDelivered', 'count', 'Certified copies delivered', 'అందజేసిన ధృవీకృత నకళ్లు'),
      col('copiesWithinDay', 'count', 'Delivered within a day', 'ఒక రోజులో అందజేసినవి'),
    ],
  },
  applicationStatus: {
    ...OFFICE_ROWS,
    columns: [
      col('started', 'count', 'Started', 'ప్రారంభించినవి'),
      col('draft', 'count', 'Being filled', 'నింపుతున్నవి'),
      col('submitted', 'count', 'Submitted', 'సమర్పించినవి'),
      col('paid', 'count', 'Paid', 'చెల్లించినవి'),
      col('slot-booked', 'count', 'Slot booked', 'స్లాట్ బుక్ అయినవి'),
      col('checked', 'count', 'Checked at the office', 'కార్యాలయంలో పరిశీలించినవి'),
      col('sent-back', 'count', 'Sent back', 'వెనక్కి పంపినవి'),
      col('registered', 'count', 'Registered', 'నమోదైనవి'),
      col('returned', 'count', 'Returned', 'తిప్పి ఇచ్చినవి'),
    ],
  },
  prohibitedByOffice: {
    ...OFFICE_ROWS,
    columns: [col('inForce', 'count', 'Prohibited, in force', 'నిషేధం అమలులో'), col('denotified', 'count', 'Denotified', 'నిషేధం తొలగించినవి')],
  },
  grievances: {
    ...OFFICE_ROWS,
    columns: [
      col('received', 'count', 'Received', 'వచ్చినవి'),
      col('open', 'count', 'Open', 'తెరిచి ఉన్నవి'),
      col('inProgress', 'count', 'Being answered', 'సమాధానం ఇస్తున్నవి'),
      col('resolved', 'count', 'Resolved', 'పరిష్కరించినవి'),
      col('rejected', 'count', 'Rejected', 'తిరస్కరించినవి'),
      col('overdue', 'count', 'Unanswered past 7 days', '7 రోజులు దాటి సమాధానం లేనివి'),
      col('withZone', 'count', 'Escalated to the DIG', 'డీఐజీకి పంపినవి'),
    ],
  },
  certifiedCopies: {
    ...OFFICE_ROWS,
    columns: [col('requested', 'count', 'Requested', 'అభ్యర్థించినవి'), col('ofMarriages', 'count', 'Of marriage records', 'వివాహ రికార్డులవి'), col('paid', 'count', 'Fee paid', 'రుసుము చెల్లించినవి'), col('ready', 'count', 'Ready', 'సిద్ధమైనవి'), col('delivered', 'count', 'Delivered', 'అందజేసినవి')],
  },
  certificates: {
    ...DAY_ROWS,
    columns: [col('ec', 'count', 'Encumbrance certificates', 'ఋణభార ధృవీకరణ పత్రాలు'), col('certifiedCopies', 'count', 'Certified copies', 'ధృవీకృత నకళ్లు')],
  },
  signedCertificates: {
    ...DAY_ROWS,
    columns: [
      col('ec', 'count', 'Encumbrance certificates', 'ఋణభార ధృవీకరణ పత్రాలు'),
      col('certifiedCopies', 'count', 'Certified copies', 'ధృవీకృత నకళ్లు'),
      col('acknowledgements', 'count', 'Acknowledgements', 'రసీదులు'),
      col('endorsements', 'count', 'Endorsements', 'ఎండార్స్‌మెంట్లు'),
      col('registrationCertificates', 'count', 'Certificates of registration', 'రిజిస్ట్రేషన్ ధృవీకరణ పత్రాలు'),
      col('misReports', 'count', 'MIS reports exported as PDF', 'పీడీఎఫ్‌గా ఎగుమతి చేసిన ఎంఐఎస్ నివేదికలు'),
    ],
  },
  applications: {
    ...OFFICE_ROWS,
    columns: [
      col('draft', 'count', 'Being entered', 'నమోదులో ఉన్నవి'),
      col('submitted', 'count', 'Awaiting payment', 'చెల్లింపు కోసం వేచి ఉన్నవి'),
      col('paid', 'count', 'Paid, no slot', 'చెల్లించినవి, స్లాట్ లేదు'),
      col('slotBooked', 'count', 'Slot booked', 'స్లాట్ బుక్ అయినవి'),
      col('checked', 'count', 'Checked at the office', 'కార్యాలయంలో పరిశీలించినవి'),
      col('sentBack', 'count', 'Sent back for correction', 'సవరణకు తిప్పి పంపినవి'),
    ],
  },
  slots: {
    ...OFFICE_ROWS,
    columns: [col('held', 'count', 'Held while paying', 'చెల్లింపు సమయంలో ఉంచినవి'), col('confirmed', 'count', 'Confirmed', 'ధృవీకరించినవి'), col('released', 'count', 'Released', 'విడుదల చేసినవి')],
  },
  unusedSlots: { ...OFFICE_ROWS, columns: [col('unused', 'count', 'Slots not used', 'వినియోగించని స్లాట్లు')] },
  notifications: {
    ...DAY_ROWS,
    columns: [col('signInCodes', 'count', 'Sign-in codes', 'సైన్-ఇన్ కోడ్‌లు'), col('others', 'count', 'Other messages', 'ఇతర సందేశాలు'), col('queued', 'count', 'Not yet sent', 'ఇంకా పంపనివి')],
  },
  prohibited: { ...OFFICE_ROWS, columns: PROHIBITION_COLUMNS },
  denotified: {
    ...OFFICE_ROWS,
    columns: [...PROHIBITION_COLUMNS, col('denotifiedOn', 'date', 'Denotified on', 'నిషేధం తొలగించిన తేదీ')],
  },
  approvalsGranted: {
    key: col('key', 'text', 'Approval', 'ఆమోదం'),
    byOffice: false,
    columns: [
      col('subject', 'text', 'Of', 'దేనికి'),
      col('scope', 'text', 'Rates of, or document', 'రేట్లు లేదా దస్తావేజు'),
      col('effectiveFrom', 'date', 'Applies from', 'అమలు తేదీ'),
      col('status', 'text', 'Decision', 'నిర్ణయం'),
      col('madeBy', 'text', 'Made by', 'తయారు చేసినవారు'),
      col('decidedBy', 'text', 'Decided by', 'నిర్ణయించినవారు'),
      col('decidedOn', 'date', 'Decided on', 'నిర్ణయ తేదీ'),
    ],
  },
  stampStockByDepot: { key: col('key', 'text', 'Depot (SRO)', 'డిపో (ఎస్ఆర్ఓ)'), byOffice: true, columns: STAMP_STOCK_COLUMNS },
  stampStockByValue: { key: col('key', 'text', 'Kind and value', 'రకం మరియు విలువ'), byOffice: false, columns: STAMP_STOCK_COLUMNS },
  vendorStock: {
    key: col('key', 'text', 'Licence number', 'లైసెన్స్ నంబరు'),
    byOffice: false,
    columns: [
      col('name', 'text', 'Vendor', 'వెండర్'),
      col('depot', 'text', 'Depot (SRO)', 'డిపో (ఎస్ఆర్ఓ)'),
      col('inForce', 'text', 'Licence in force', 'లైసెన్స్ అమలులో ఉంది'),
      col('inHand', 'count', 'Papers in hand', 'చేతిలో ఉన్న కాగితాలు'),
      col('sold', 'count', 'Sold', 'అమ్మినవి'),
      col('spoilt', 'count', 'Spoilt', 'పాడైనవి'),
      col('lowStock', 'text', 'Low stock', 'తక్కువ నిల్వ'),
      col('largestSale', 'count', 'Most papers to one buyer in the period', 'కాలంలో ఒకే కొనుగోలుదారుకు అత్యధిక కాగితాలు'),
      col('salesAfterLicence', 'count', 'Sales after the licence ended', 'లైసెన్స్ ముగిసిన తర్వాత అమ్మకాలు'),
    ],
  },
  challansByHead: {
    key: col('key', 'text', 'Head of account', 'పద్దు'),
    byOffice: false,
    columns: [col('challans', 'count', 'Challans', 'చలాన్లు'), col('amountRupees', 'rupees', 'Amount', 'మొత్తం')],
  },
  dutyHeads: {
    key: col('key', 'text', 'Head of account', 'పద్దు'),
    byOffice: false,
    columns: [col('amountRupees', 'rupees', 'Collected', 'వసూలైనది')],
  },
  paymentReconciliation: {
    ...DAY_ROWS,
    columns: [
      col('confirmed', 'count', 'Confirmed by the gateway', 'గేట్‌వే ధృవీకరించినవి'),
      col('failed', 'count', 'Failed', 'విఫలమైనవి'),
      col('open', 'count', 'Still open', 'ఇంకా తెరిచి ఉన్నవి'),
      col('mismatched', 'count', 'Notices that did not match', 'సరిపోలని నోటీసులు'),
      col('settled', 'count', "Credited by the bank's settlement", 'బ్యాంకు సెటిల్‌మెంట్‌లో జమ అయినవి'),
      col('settlementMissing', 'count', 'Not in the settlement yet', 'ఇంకా సెటిల్‌మెంట్‌లో లేనివి'),
      col('settlementMismatched', 'count', 'Settled for another amount', 'వేరే మొత్తానికి సెటిల్ అయినవి'),
    ],
  },
  openPayments: {
    key: col('key', 'text', 'Order (challan) number', 'ఆర్డర్ (చలాన్) నంబరు'),
    byOffice: false,
    columns: [
      col('purpose', 'text', 'For', 'దేని కోసం'),
      col('reference', 'text', 'Record', 'రికార్డు'),
      col('amountRupees', 'rupees', 'Amount', 'మొత్తం'),
      col('openedOn', 'date', 'Opened on', 'ప్రారంభించిన తేదీ'),
    ],
  },
  feesForegone: {
    key: col('key', 'text', 'Concession', 'రాయితీ'),
    byOffice: false,
    columns: [col('documents', 'count', 'Documents', 'దస్తావేజులు'), col('chargedRupees', 'rupees', 'Charged', 'వసూలు చేసినది'), col('foregoneRupees', 'rupees', 'Foregone', 'వదులుకున్నది')],
  },
  rateVersions: {
    key: col('key', 'text', 'Version', 'సంస్కరణ'),
    byOffice: false,
    columns: [
      col('scope', 'text', 'Rates of', 'రేట్లు'),
      col('effectiveFrom', 'date', 'Applies from', 'అమలు తేదీ'),
      col('status', 'text', 'Status', 'స్థితి'),
      col('rowCount', 'count', 'Rows', 'వరుసలు'),
      col('uploadedBy', 'text', 'Uploaded by', 'అప్‌లోడ్ చేసినవారు'),
      col('uploadedOn', 'date', 'Uploaded on', 'అప్‌లోడ్ తేదీ'),
    ],
  },
};

const YES_NO = { yes: 'Yes / అవును', no: 'No / కాదు' } as const;
const SFT_ROLES = { executant: { en: 'Seller', te: 'విక్రేత' }, claimant: { en: 'Buyer', te: 'కొనుగోలుదారు' } } as const;
/** Below this many papers in hand a vendor is short: a depot sends stock before buyers are turned away. */
const VENDOR_LOW_STOCK_PAPERS = 50;

/** Rows whose key needs words: a head of account's code and name, a licence's standing. */
function reshapeRecords(source: RecordSource, records: Record<string, string | number | null>[], period: { from: string; to: string }): Record<string, string | number | null>[] {
  if (source === 'dutyHeads') {
    const [sums] = records;
    return DUTY_HEADS_OF_ACCOUNT.map((head) => ({ key: `${head.code} ${label(head.name)}`, amountRupees: Number(sums?.[head.due] ?? 0) }));
  }
  if (source === 'challansByHead') {
    return records.map((record) => {
      const head = STAMP_HEADS_OF_ACCOUNT[record.key as StampKind];
      return { ...record, key: head ? `${head.code} ${label(head.name)}` : String(record.key), amountRupees: Number(record.amountRupees) };
    });
  }
  if (source === 'trend') return trendRows(records, period);
  if (source === 'sftParties') {
    return records.map(({ panLast4, ...record }) => ({
      ...record,
      role: label(SFT_ROLES[record.role === 'claimant' ? 'claimant' : 'executant']),
      pan: panLast4 ? maskPanFromLastFour(String(panLast4)) : null,
      form60: YES_NO[record.form60 === 'yes' ? 'yes' : 'no'],
    }));
  }
  if (source === 'ruralMutationRequests' || source === 'urbanMutationRequests') {
    return records.map((record) => ({ ...record, status: label(MUTATION_STATUS_LABELS[record.status as MutationStatus]) }));
  }
  if (source === 'targets') {
    return records.map((record) => ({ ...record, achievedPercent: percentOf(Number(record.achievedRupees), Number(record.targetRupees)) }));
  }
  if (source === 'feesForegone') {
    const byRule = new Map<string, { key: string; documents: number; chargedRupees: number; foregoneRupees: number }>();
    for (const record of records) {
      const foregone = dutyForegone({
        majorCode: String(record.majorCode),
        minorCode: String(record.minorCode),
        consideration: Number(record.considerationRupees),
        marketValue: Number(record.marketValueRupees),
        onDate: String(record.registeredOn),
      });
      if (!foregone) continue;
      const into = byRule.get(foregone.concessionRowId) ?? { key: label(foregone.concession), documents: 0, chargedRupees: 0, foregoneRupees: 0 };
      into.documents += 1;
      into.chargedRupees += Number(record.chargedRupees);
      into.foregoneRupees += foregone.foregoneRupees;
      byRule.set(foregone.concessionRowId, into);
    }
    return [...byRule.values()];
  }
  if (source === 'vendorStock') {
    return records.map((record) => ({
      ...record,
      inForce: YES_NO[record.inForce === 'yes' ? 'yes' : 'no'],
      lowStock: YES_NO[Number(record.inHand) < VENDOR_LOW_STOCK_PAPERS ? 'yes' : 'no'],
    }));
  }
  return records;
}

async function recordsReport(db: Database, report: RecordsReport, scope: RecordScope, paging: Paging): Promise<Built> {
  const shape = RECORD_COLUMNS[report.source];
  // A long list is read a page at a time, in its one order; the rest are read whole and ordered here.
  const source = report.source;
  let paged: RecordPage | undefined;
  let read: Record<string, string | number | null>[];
  if (isPagedRecordSource(source)) {
    paged = await recordPage(db, source, scope, paging);
    read = paged.rows;
  } else read = await countRecords(db, source, scope);
  const records = reshapeRecords(source, read, { from: scope.from, to: scope.to });
  const counted = shape.columns.filter((column) => column.type === 'count' || column.type === 'rupees').map((column) => column.key);
  const rows: Row[] = records.map((record) => {
    const key = String(record.key ?? '');
    const cells: Cells = { ...record, key: shape.byOffice ? label(officeName(key)) : key };
    if ('villageTe' in record) {
      cells.village = `${record.village} / ${record.villageTe}`;
      delete cells.villageTe;
    }
    if (shape.opensDocument) {
      delete cells.documentNumber;
      delete cells.year;
      return { cells, drill: { document: { sroCode: key, documentNumber: Number(record.documentNumber), year: Number(record.year) } } };
    }
    return { cells, drill: null };
  });
  // A list read a page at a time has no total: the page's sum would pass for the whole.
  const summable = counted.length > 0 && report.source !== 'rateVersions' && !paged;
  const total: Cells | null = summable ? { ...sumRows(rows.map((row) => row.cells), counted.filter((key) => !shape.running?.includes(key))), key: 'Total / మొత్తం', name: null } : null;
  if (total && shape.shares) Object.assign(total, shape.shares(total));
  return {
    level: shape.byOffice ? 'office' : 'day',
    sortable: paged ? [] : [shape.key, ...shape.columns].map((column) => column.key),
    columns: [shape.key, ...shape.columns],
    rows: paged ? rows : sortRows(rows, paging.sort).slice(paging.offset, paging.offset + paging.limit),
    total,
    rowCount: paged ? paged.count : rows.length,
    chart: report.chart === 'none' || counted.length === 0 ? null : { type: report.chart, category: 'key', values: shape.charted ?? counted },
  };
}

interface Paging {
  limit: number;
  offset: number;
  sort?: RowOrder | undefined;
}

/** A report of the catalogue, for the viewer's jurisdiction and the filters; `exporting` answers every row, up to the export limit. */
/** Which rows of the report: a page of the screen's (the default), the first rows an export holds, or any stretch of them. */
type Rows = 'page' | 'export' | { offset: number; limit: number };

export async function runReport(db: Database, report: ReportDefinition, principal: Principal, query: ReportQuery, language: Language, now: Date, rows: Rows = 'page'): Promise<ReportResult> {
  const today = toYearMonthDay(now);
  const to = query.toDate ?? today;
  const from = query.fromDate ?? financialYearStart(to);
  if (from > to) throw new HttpProblem(400, 'VALIDATION_FAILED', [{ field: 'query.toDate', message: validationMessage('dateRangeOrder', language) }]);
  const inView = officesInView(principal, query);
  // A report about some offices only (the CRDA region) keeps to those the viewer covers.
  const offices = report.kind === 'aggregate' && report.offices ? inView.filter((code) => report.offices!.includes(code)) : inView;
  const sort: RowOrder | undefined = query.sort ? { key: query.sort, order: query.order ?? 'asc' } : undefined;
  const paging: Paging =
    rows === 'export'
      ? { limit: REPORT_EXPORT_ROWS, offset: 0, sort }
      : rows === 'page'
        ? { limit: REPORT_PAGE_SIZE, offset: (query.page - 1) * REPORT_PAGE_SIZE, sort }
        : { ...rows, sort };
  const scope: DocumentScope = {
    offices,
    from,
    to,
    selection: report.kind === 'records' ? 'all' : report.selection,
    ...(query.transactionMajorCode ? { transactionMajorCode: query.transactionMajorCode } : {}),
    ...(query.partyName ? { partyName: query.partyName } : {}),
    ...(query.surveyNumber ? { surveyNumber: query.surveyNumber } : {}),
  };
  let built: Built;
  if (report.kind === 'aggregate') built = await aggregateReport(db, report, scope, query, paging);
  else if (report.kind === 'documents') {
    // Top N and a sample are the first N of their order; the rest of the list pages as usual.
    const asked = report.order === 'value' ? query.topN : report.order === 'random' ? query.sampleSize : undefined;
    const limited = asked === undefined ? paging : { offset: paging.offset, limit: Math.max(0, Math.min(paging.limit, asked - paging.offset)) };
    built = await documentRows(db, scope, report.order, limited);
    if (asked !== undefined) built.rowCount = Math.min(built.rowCount, asked);
  } else built = await recordsReport(db, report, { offices, from, to, today, surveyNumber: query.surveyNumber }, paging);
  const sorted = sort && built.sortable.includes(sort.key) ? sort : null;
  return { reportId: report.pageId, from, to, page: query.page, pageSize: REPORT_PAGE_SIZE, ...built, sort: sorted };
}

const numericColumn = (column: ReportColumn) => column.type === 'count' || column.type === 'rupees' || column.type === 'percent';

/** Counts and amounts go out as numbers (the database gives sums as text), so a negative one is not neutralised as text starting like a formula. */
function csvValue(column: ReportColumn, value: string | number | null | undefined) {
  return numericColumn(column) && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
}

/** Rows the CSV export reads at a time. */
const CSV_PAGE_ROWS = 2_000;

/**
 * Exactly what the report shows, as CSV with headings in both languages,
 * written a page of rows at a time as they are read, so an export of a
 * hundred thousand documents holds one page in memory, not the file. The
 * first page is read before anything is sent: a bad filter is still answered
 * with its message.
 */
export async function reportCsvStream(
  db: Database,
  report: ReportDefinition,
  principal: Principal,
  query: ReportQuery,
  language: Language,
  now: Date,
  pageRows = CSV_PAGE_ROWS,
): Promise<{ result: ReportResult; csv: Readable }> {
  const first = await runReport(db, report, principal, query, language, now, { offset: 0, limit: pageRows });
  const cellsOf = (cells: Record<string, string | number | null | undefined>) => first.columns.map((column) => csvValue(column, cells[column.key]));
  async function* pieces() {
    yield `${CSV_START}${csvLines([first.columns.map((column) => label(column.label))])}`;
    let page = first;
    let written = 0;
    for (;;) {
      const rows = page.rows.slice(0, REPORT_CSV_ROWS - written);
      yield csvLines(rows.map((row) => cellsOf(row.cells)));
      written += rows.length;
      if (page.rows.length < pageRows || written >= Math.min(first.rowCount, REPORT_CSV_ROWS)) break;
      page = await runReport(db, report, principal, query, language, now, { offset: written, limit: pageRows });
    }
    if (first.total) yield csvLines([cellsOf(first.total)]);
  }
  return { result: first, csv: Readable.from(pieces()) };
}

/**
 * The same as a workbook: one sheet, headings in both languages frozen at the
 * top, counts and rupees as numbers a spreadsheet can add up, codes as text,
 * and the total row in bold.
 */
export async function reportXlsx(result: ReportResult, title: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Registration & Stamps Department, Government of Andhra Pradesh';
  workbook.title = title;
  const sheet = workbook.addWorksheet(title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = result.columns.map((column) => ({
    header: label(column.label),
    key: column.key,
    width: Math.min(48, Math.max(12, label(column.label).length / 2)),
    style: numericColumn(column) ? { numFmt: column.type === 'rupees' ? '#,##0' : column.type === 'percent' ? '0.0' : '0' } : { numFmt: '@' },
  }));
  sheet.getRow(1).font = { bold: true };
  const cellsOf = (values: Record<string, string | number | null | undefined>) =>
    result.columns.map((column) => {
      const value = values[column.key];
      if (value === null || value === undefined) return null;
      return numericColumn(column) ? Number(value) : inertCell(String(value));
    });
  for (const row of result.rows) sheet.addRow(cellsOf(row.cells));
  if (result.total) sheet.addRow(cellsOf(result.total)).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A registered document of an office in the viewer's jurisdiction, by its citation. */
export async function lookUpDocument(db: Database, principal: Principal, reference: DocumentReference, language: Language): Promise<OfficeDocumentView> {
  refuseIf(decideOfficeAction(principal, 'read', reference.sroCode), language, 'query.sroCode');
  const id = await findDocumentId(db, reference);
  const [[view], requests] = id === undefined ? [[], []] : await Promise.all([loadDocumentViews(db, [id]), requestsOfDocuments(db, [id])]);
  if (!view) throw new HttpProblem(404, 'DOCUMENT_NOT_FOUND');
  const mutations = requests.map((request) => ({
    requestNumber: request.requestNumber,
    scheduleNumber: request.schedule.scheduleNumber,
    kind: request.kind,
    status: request.status,
    sentAt: request.sentAt,
    decidedOn: request.outcome?.decidedOn ?? request.withdrawal?.withdrawnOn ?? null,
    orderNumber: request.outcome?.orderNumber ?? null,
    remarks: request.outcome?.remarks ?? request.withdrawal?.remarks ?? '',
  }));
  return { ...view, mutations };
}

/**
 * The dashboard's tiles for the viewer's jurisdiction: register figures for
 * today, the month and the financial year to date beside the same stretches
 * of last year, and how things stand now.
 */
export async function dashboardTiles(db: Database, principal: Principal, now: Date): Promise<DashboardTiles> {
  const offices = officesCovered(principal.jurisdiction);
  const today = toYearMonthDay(now);
  const windows = [
    { from: today, to: today },
    { from: `${today.slice(0, 8)}01`, to: today },
    { from: financialYearStart(today), to: today },
  ];
  const lastYear = windows.map((window) => ({ from: sameDayLastYear(window.from), to: sameDayLastYear(window.to) }));
  const [figures, standing] = await Promise.all([registerFiguresByWindow(db, offices, [...windows, ...lastYear]), standingFigures(db, offices, today)]);
  const periods = (measure: 'documents' | 'revenue' | 'highValue' | 'autoMutations') =>
    Object.fromEntries(DASHBOARD_PERIODS.map((period, index) => [period, { value: figures[index]![measure], lastYear: figures[index + windows.length]![measure] }])) as DashboardTiles['tiles'][number]['periods'];
  return {
    asOf: today,
    tiles: DASHBOARD_TILES.map((tile) => (tile.kind === 'register' ? { id: tile.id, periods: periods(tile.id), now: null } : { id: tile.id, periods: null, now: standing[tile.id] })),
  };
}

/** A share as a per cent to one decimal, or none of a zero whole. */
function percentOf(part: number, whole: number): number | null {
  return whole === 0 ? null : Math.round((part / whole) * 1000) / 10;
}

/** The Commissioner's office sets an office's revenue target for a month; the step is kept with who, when and why. */
export async function setRevenueTarget(db: Database, principal: AuthenticatedPrincipal, target: RevenueTarget, language: Language, clientAddress: string, now: Date): Promise<RevenueTargetView> {
  refuseIf(decideTargetSetting(principal), language);
  if (findSroOffice(target.sroCode)?.state !== 'AP') throw new HttpProblem(400, 'VALIDATION_FAILED', [{ field: 'body.sroCode', message: validationMessage('unknownChoice', language) }]);
  await db.transaction(async (tx) => {
    const previous = await upsertTarget(tx, { sroCode: target.sroCode, month: target.month, targetRupees: target.targetRupees, reason: target.reason, setBy: principal.userId, setAt: now });
    await recordAudit(tx, { event: 'revenue-target.set', loginId: principal.loginId, clientAddress, details: { sroCode: target.sroCode, month: target.month, targetRupees: target.targetRupees, previousRupees: previous ?? null, reason: target.reason } });
  });
  const [saved] = await targetsOf(db, [target.sroCode], target.month);
  return { ...saved!, setAt: saved!.setAt.toISOString() };
}

/** The targets of the offices the viewer covers. */
export async function revenueTargetsFor(db: Database, principal: Principal, month: string | undefined): Promise<RevenueTargetView[]> {
  return (await targetsOf(db, officesCovered(principal.jurisdiction), month)).map((row) => ({ ...row, setAt: row.setAt.toISOString() }));
}

/**
 * The trend rows of the period's months from the register's figures day by
 * day: each month of the period (cut to the period at its ends) beside the
 * same days a year before, both progressive since their April, against the
 * month's target. Comparing like days keeps a month in progress from looking
 * like a fall.
 */
function trendRows(records: Record<string, string | number | null>[], period: { from: string; to: string }): Record<string, string | number | null>[] {
  const days = records.filter((record) => record.day !== undefined).map((record) => ({ day: String(record.day), documents: Number(record.documents), revenue: Number(record.revenueRupees) }));
  const targetOf = new Map(records.filter((record) => record.month !== undefined).map((record) => [String(record.month), Number(record.targetRupees)]));
  const sum = (from: string, to: string, pick: 'documents' | 'revenue') => days.reduce((total, entry) => (entry.day >= from && entry.day <= to ? total + entry[pick] : total), 0);
  const rows: Record<string, string | number | null>[] = [];
  for (let month = period.from.slice(0, 7); month <= period.to.slice(0, 7); month = nextMonth(month)) {
    const start = month === period.from.slice(0, 7) ? period.from : `${month}-01`;
    const end = month === period.to.slice(0, 7) ? period.to : addDays(`${nextMonth(month)}-01`, -1);
    const [lastStart, lastEnd] = [sameDayLastYear(start), sameDayLastYear(end)];
    const revenueRupees = sum(start, end, 'revenue');
    const lastYearRupees = sum(lastStart, lastEnd, 'revenue');
    const targetRupees = targetOf.get(month) ?? 0;
    rows.push({
      key: month,
      documents: sum(start, end, 'documents'),
      revenueRupees,
      lastYearRupees,
      growthPercent: percentOf(revenueRupees - lastYearRupees, lastYearRupees),
      progressiveRupees: sum(financialYearStart(end), end, 'revenue'),
      lastYearProgressiveRupees: sum(financialYearStart(lastEnd), lastEnd, 'revenue'),
      targetRupees,
      achievedPercent: percentOf(revenueRupees, targetRupees),
    });
  }
  return rows;
}

const PDF_TEXT = {
  period: { en: 'Period: {from} to {to}. Limited to the jurisdiction of {login}.', te: 'కాలం: {from} నుండి {to} వరకు. {login} పరిధికి పరిమితం.' },
  truncated: { en: 'The first {shown} of {rows} rows; the CSV and the workbook of the same report carry up to {most}.', te: '{rows} వరుసల్లో మొదటి {shown}; అదే నివేదిక సీఎస్‌వీ మరియు వర్క్‌బుక్‌లో {most} వరకు ఉంటాయి.' },
} as const satisfies Record<string, BilingualText>;

/**
 * Exactly what the report shows, as a PDF in the reader's language under a
 * verification code, so that a printed report can be checked against the
 * portal: the period and the jurisdiction, the table and its total.
 */
export async function reportPdf(result: ReportResult, title: BilingualText, language: Language, loginId: string, code: string, verificationUrl: string): Promise<Uint8Array> {
  const say = (text: BilingualText, values: Record<string, string | number>) => Object.entries(values).reduce<string>((out, [name, value]) => out.replaceAll(`{${name}}`, String(value)), text[language]);
  const pdf = new CertificatePdf({ language, code, verificationUrl, title: title[language] });
  pdf.paragraph(say(PDF_TEXT.period, { from: formatDisplayDate(result.from), to: formatDisplayDate(result.to), login: loginId }), { size: 9, gapAfter: 6 });
  const shown = result.rows.slice(0, REPORT_PDF_ROWS);
  if (shown.length < result.rowCount) pdf.paragraph(say(PDF_TEXT.truncated, { shown: shown.length, rows: result.rowCount, most: REPORT_EXPORT_ROWS }), { size: 9, gapAfter: 6 });
  const share = 1 / result.columns.length;
  pdf.table(
    result.columns.map((column) => ({ header: column.label[language], share })),
    [...shown.map((row) => result.columns.map((column) => formatReportCell(column, row.cells[column.key]))), ...(result.total ? [result.columns.map((column) => formatReportCell(column, result.total?.[column.key]))] : [])],
  );
  return pdf.finish();
}
