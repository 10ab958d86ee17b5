import { z } from 'zod';
import type { StaffPageId } from '../frame/index.ts';
import { bilingualTextSchema, type BilingualText } from '../i18n/index.ts';
import { calendarDate } from '../validation/index.ts';
import { formatCount, formatRupees } from '../duty/index.ts';
import { formatDisplayDate } from '../format/index.ts';
import { MUTATION_DAYS } from '../mutations/index.ts';

/** What a column holds, so that it is shown, summed and exported the same way everywhere. */
export type ReportColumnType = 'text' | 'count' | 'rupees' | 'date' | 'percent';

export interface ReportColumn {
  readonly key: string;
  readonly label: BilingualText;
  readonly type: ReportColumnType;
}

const column = (key: string, type: ReportColumnType, en: string, te: string): ReportColumn => ({ key, type, label: { en, te } });

/** The register's figures a report can sum, each labelled once. */
export const REGISTER_MEASURES = {
  documents: column('documents', 'count', 'Documents', 'దస్తావేజులు'),
  considerationRupees: column('considerationRupees', 'rupees', 'Consideration', 'ప్రతిఫలం'),
  marketValueRupees: column('marketValueRupees', 'rupees', 'Market value', 'మార్కెట్ విలువ'),
  stampDutyRupees: column('stampDutyRupees', 'rupees', 'Stamp duty', 'స్టాంపు సుంకం'),
  transferDutyRupees: column('transferDutyRupees', 'rupees', 'Transfer duty', 'బదిలీ సుంకం'),
  registrationFeeRupees: column('registrationFeeRupees', 'rupees', 'Registration fee', 'రిజిస్ట్రేషన్ రుసుము'),
  userChargesRupees: column('userChargesRupees', 'rupees', 'User charges', 'వినియోగ రుసుము'),
  revenueRupees: column('revenueRupees', 'rupees', 'Gross revenue', 'స్థూల ఆదాయం'),
  netRevenueRupees: column('netRevenueRupees', 'rupees', 'Net revenue (less transfer duty due to local bodies)', 'నికర ఆదాయం (స్థానిక సంస్థలకు చెందే బదిలీ సుంకం మినహా)'),
  cancelled: column('cancelled', 'count', 'Cancelled', 'రద్దయినవి'),
  highValue: column('highValue', 'count', 'Above ₹10 lakh', '₹10 లక్షలు దాటినవి'),
  scanned: column('scanned', 'count', 'Scanned image loaded', 'స్కాన్ చిత్రం లోడ్ అయినవి'),
  missingImages: column('missingImages', 'count', 'Scanned image missing', 'స్కాన్ చిత్రం లేనివి'),
  ruralMutations: column('ruralMutations', 'count', 'Rural mutations (Webland)', 'గ్రామీణ మ్యుటేషన్లు (వెబ్‌ల్యాండ్)'),
  urbanMutations: column('urbanMutations', 'count', 'Urban mutations (local bodies)', 'పట్టణ మ్యుటేషన్లు (స్థానిక సంస్థలు)'),
  online: column('online', 'count', 'From an online application', 'ఆన్‌లైన్ దరఖాస్తు నుండి'),
  atCounter: column('atCounter', 'count', 'Entered at the counter', 'కౌంటర్‌లో నమోదు చేసినవి'),
} as const;
export type RegisterMeasure = keyof typeof REGISTER_MEASURES;

/** How an aggregate report's rows are formed. `place` drills state → district → office → the office's documents. */
export const REPORT_GROUPINGS = ['place', 'month', 'week', 'propertyKind', 'transaction', 'localBody', 'village'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

/**
 * Which documents a report counts. `highValue` is above ₹10 lakh; `belowMarketValue`
 * declares less than the stamp-duty value (income tax s.50C); `sft` is ₹30 lakh or more
 * (s.285BA, rule 114E); `anywhere` was registered at an office other than the property's;
 * `ruralMutation` and `urbanMutation` transfer title to rural or urban property.
 */
export const DOCUMENT_SELECTIONS = ['all', 'highValue', 'belowMarketValue', 'sft', 'form60HighValue', 'cancelled', 'anywhere', 'ruralMutation', 'urbanMutation', 'powersOfAttorney', 'nriParty', 'ociParty', 'missingImage'] as const;
export type DocumentSelection = (typeof DOCUMENT_SELECTIONS)[number];

export const HIGH_VALUE_RUPEES = 10_00_000;
/** Powers of attorney, special and general (SGPA), but not their cancellation. */
export const POWER_OF_ATTORNEY_TYPES: readonly string[] = ['0900', '0904', '0905', '4100', '4101', '4102', '4103', '4104', '4105'];

/**
 * The Sub-Registrar offices of the Amaravati capital region (CRDA) whose
 * villages the CRDA reports cover: Mangalagiri, Tadikonda and Thulluru.
 */
export const CRDA_SRO_CODES: readonly string[] = ['708', '714', '735'];

/** Transactions the statement of financial transactions reports: sales and purchases. */
export const SFT_MAJOR_CODES: readonly string[] = ['01'];
export const SFT_RUPEES = 30_00_000;

/** Records other than the register's documents that reports read. */
export const RECORD_SOURCES = [
  'certifiedCopies',
  'certificates',
  'signedCertificates',
  'applications',
  'slots',
  'unusedSlots',
  'notifications',
  'prohibited',
  'denotified',
  'rateVersions',
  'approvalsGranted',
  'stampStockByDepot',
  'stampStockByValue',
  'vendorStock',
  'challansByHead',
  'dutyHeads',
  'paymentReconciliation',
  'openPayments',
  'feesForegone',
  'hinduMarriages',
  'specialMarriages',
  'firms',
  'societies',
  'chits',
  'grievances',
  'numberGaps',
  'duplicateProperties',
  'serviceLevel',
  'applicationStatus',
  'prohibitedByOffice',
  'targets',
  'trend',
  'ruralMutationStanding',
  'urbanMutationStanding',
  'ruralMutationRequests',
  'urbanMutationRequests',
  'weblandExchange',
  'sftParties',
] as const;
export type RecordSource = (typeof RECORD_SOURCES)[number];

export type ReportChart = 'bar' | 'line' | 'none';

/**
 * Heads of account (major head 0030, Stamps and Registration) the register's
 * dues are credited to. Transfer duty is collected for the local bodies and
 * passed on to them. The sub-heads are the demo reading (decision 0015).
 */
export const DUTY_HEADS_OF_ACCOUNT = [
  { due: 'stampDutyRupees', code: '0030-02-103', name: { en: 'Stamps — non-judicial: duty on impressing of documents', te: 'స్టాంపులు — నాన్-జ్యుడీషియల్: దస్తావేజులపై సుంకం' } },
  { due: 'transferDutyRupees', code: '8443-00-108', name: { en: 'Transfer duty (deposit for local bodies)', te: 'బదిలీ సుంకం (స్థానిక సంస్థల కోసం డిపాజిట్)' } },
  { due: 'registrationFeeRupees', code: '0030-03-104', name: { en: 'Registration fees', te: 'రిజిస్ట్రేషన్ రుసుములు' } },
  { due: 'userChargesRupees', code: '0030-03-800', name: { en: 'User charges (other receipts)', te: 'వినియోగ రుసుములు (ఇతర రాబడులు)' } },
  { due: 'latePresentationFineRupees', code: '0030-03-501', name: { en: 'Fines for late presentation', te: 'ఆలస్య సమర్పణ జరిమానాలు' } },
] as const satisfies readonly { due: string; code: string; name: BilingualText }[];

interface ReportBase {
  readonly pageId: StaffPageId;
  /** What the report shows, in a sentence, above its filters. */
  readonly about: BilingualText;
}

/** Sums of the register's figures, grouped. */
export interface AggregateReport extends ReportBase {
  readonly kind: 'aggregate';
  readonly grouping: ReportGrouping;
  readonly selection: DocumentSelection;
  readonly measures: readonly RegisterMeasure[];
  readonly chart: ReportChart;
  /** Offices the report is about, whatever the viewer covers beyond them (the CRDA region). */
  readonly offices?: readonly string[];
}

/** The documents themselves, each opening its details. */
export interface DocumentListReport extends ReportBase {
  readonly kind: 'documents';
  readonly selection: DocumentSelection;
  /** `value`: the highest first, as many as the viewer asks (top N); `random`: a sample of the size asked; `recent`: newest first. */
  readonly order: 'recent' | 'value' | 'random';
}

/** Counts of a workflow's records (certified copies, applications, slots, messages, …), by office or day, or their list. */
export interface RecordsReport extends ReportBase {
  readonly kind: 'records';
  readonly source: RecordSource;
  readonly chart: ReportChart;
}

export type ReportDefinition = AggregateReport | DocumentListReport | RecordsReport;

const about = (en: string, te: string): BilingualText => ({ en, te });
const REVENUE: RegisterMeasure[] = ['documents', 'stampDutyRupees', 'transferDutyRupees', 'registrationFeeRupees', 'userChargesRupees', 'revenueRupees'];

/** Every report the menus lead to that reads the portal's records, defined once. */
export const REPORTS = {
  dashboard: {
    pageId: 'dashboard',
    kind: 'aggregate',
    grouping: 'place',
    selection: 'all',
    measures: ['documents', 'revenueRupees', 'marketValueRupees', 'cancelled'],
    chart: 'bar',
    about: about('Documents registered and revenue in your jurisdiction, by district and office; choose a row to go down a level.', 'మీ పరిధిలో నమోదైన దస్తావేజులు మరియు ఆదాయం, జిల్లా మరియు కార్యాలయం వారీగా; ఒక వరుసను ఎంచుకుని లోపలికి వెళ్లండి.'),
  },
  documentStatus: {
    pageId: 'documentStatus',
    kind: 'aggregate',
    grouping: 'place',
    selection: 'all',
    measures: ['documents', 'cancelled'],
    chart: 'bar',
    about: about('Documents registered and cancelled, by district and office.', 'నమోదైన మరియు రద్దయిన దస్తావేజులు, జిల్లా మరియు కార్యాలయం వారీగా.'),
  },
  anywhere: {
    pageId: 'anywhere',
    kind: 'aggregate',
    grouping: 'place',
    selection: 'anywhere',
    measures: ['documents', 'revenueRupees'],
    chart: 'bar',
    about: about('Documents registered at an office other than the one the property lies under (anywhere registration).', 'ఆస్తి ఉన్న కార్యాలయం కాకుండా వేరే కార్యాలయంలో నమోదైన దస్తావేజులు (ఎక్కడైనా రిజిస్ట్రేషన్).'),
  },
  revenueGeneral: {
    pageId: 'revenueGeneral',
    kind: 'aggregate',
    grouping: 'place',
    selection: 'all',
    measures: REVENUE,
    chart: 'bar',
    about: about('Revenue by head of account, by district and office.', 'పద్దు వారీ ఆదాయం, జిల్లా మరియు కార్యాలయం వారీగా.'),
  },
  revenueTrend: records(
    'revenueTrend',
    'trend',
    'line',
    'Month by month: revenue against the same month last year, progressive since April against last year\'s, the target and the share achieved, and the growth.',
    'నెల వారీగా: గత సంవత్సరం అదే నెలతో పోల్చి ఆదాయం, ఏప్రిల్ నుండి ప్రగతిశీల ఆదాయం గత సంవత్సరంతో, లక్ష్యం, సాధించిన శాతం, వృద్ధి.',
  ),
  revenuePropertyWise: {
    pageId: 'revenuePropertyWise',
    kind: 'aggregate',
    grouping: 'propertyKind',
    selection: 'all',
    measures: REVENUE,
    chart: 'bar',
    about: about('Revenue by kind of property: agricultural land, urban sites and flats.', 'ఆస్తి రకం వారీ ఆదాయం: వ్యవసాయ భూమి, పట్టణ స్థలాలు, ఫ్లాట్లు.'),
  },
  revenueGrossPayable: revenueStatus('revenueGrossPayable', 'place', 'revenueRupees'),
  revenueNetPayable: revenueStatus('revenueNetPayable', 'place', 'netRevenueRupees'),
  revenueGrossPaid: revenueStatus('revenueGrossPaid', 'place', 'revenueRupees'),
  revenueNetPaid: revenueStatus('revenueNetPaid', 'place', 'netRevenueRupees'),
  revenueGrossPaidWeekly: revenueStatus('revenueGrossPaidWeekly', 'week', 'revenueRupees'),
  revenueNetPaidWeekly: revenueStatus('revenueNetPaidWeekly', 'week', 'netRevenueRupees'),
  tdAllocation: {
    pageId: 'tdAllocation',
    kind: 'aggregate',
    grouping: 'localBody',
    selection: 'all',
    measures: ['documents', 'transferDutyRupees'],
    chart: 'bar',
    about: about('Transfer duty collected, by the kind of local body it is due to.', 'వసూలైన బదిలీ సుంకం, అది చెందవలసిన స్థానిక సంస్థ రకం వారీగా.'),
  },
  ruralMutation: records(
    'ruralMutation',
    'ruralMutationStanding',
    'bar',
    `Mutation requests sent to the revenue department for agricultural land transferred in the period, by office: mutated, rejected, still awaited, and overdue past the ${MUTATION_DAYS.rural} days allowed.`,
    `కాలంలో బదిలీ అయిన వ్యవసాయ భూమికి రెవెన్యూ శాఖకు పంపిన మ్యుటేషన్ అభ్యర్థనలు, కార్యాలయం వారీగా: మ్యుటేషన్ అయినవి, తిరస్కరించినవి, వేచి ఉన్నవి, అనుమతించిన ${MUTATION_DAYS.rural} రోజులు దాటినవి.`,
  ),
  urbanMutation: records(
    'urbanMutation',
    'urbanMutationStanding',
    'bar',
    `Mutation requests sent to the local bodies for sites and flats transferred in the period, by office: mutated, rejected, still awaited, and overdue past the ${MUTATION_DAYS.urban} days allowed.`,
    `కాలంలో బదిలీ అయిన స్థలాలు, ఫ్లాట్లకు స్థానిక సంస్థలకు పంపిన మ్యుటేషన్ అభ్యర్థనలు, కార్యాలయం వారీగా: మ్యుటేషన్ అయినవి, తిరస్కరించినవి, వేచి ఉన్నవి, అనుమతించిన ${MUTATION_DAYS.urban} రోజులు దాటినవి.`,
  ),
  sgpa: {
    pageId: 'sgpa',
    kind: 'aggregate',
    grouping: 'place',
    selection: 'powersOfAttorney',
    measures: ['documents', 'registrationFeeRupees', 'stampDutyRupees'],
    chart: 'bar',
    about: about('Special and general powers of attorney registered, by district and office.', 'నమోదైన స్పెషల్ మరియు జనరల్ పవర్ ఆఫ్ అటార్నీలు, జిల్లా మరియు కార్యాలయం వారీగా.'),
  },
  nri: {
    pageId: 'nri',
    kind: 'aggregate',
    grouping: 'place',
    selection: 'nriParty',
    measures: ['documents', 'considerationRupees', 'marketValueRupees', 'revenueRupees'],
    chart: 'bar',
    about: about('Documents with a party who is a non-resident Indian, by district and office.', 'ప్రవాస భారతీయుడు పక్షంగా ఉన్న దస్తావేజులు, జిల్లా మరియు కార్యాలయం వారీగా.'),
  },
  oci: {
    pageId: 'oci',
    kind: 'aggregate',
    grouping: 'place',
    selection: 'ociParty',
    measures: ['documents', 'considerationRupees', 'marketValueRupees', 'revenueRupees'],
    chart: 'bar',
    about: about('Documents with a party who is an overseas citizen of India, by district and office.', 'విదేశీ భారత పౌరుడు (ఓసీఐ) పక్షంగా ఉన్న దస్తావేజులు, జిల్లా మరియు కార్యాలయం వారీగా.'),
  },
  crdaGeneral: {
    pageId: 'crdaGeneral',
    kind: 'aggregate',
    grouping: 'place',
    selection: 'all',
    offices: CRDA_SRO_CODES,
    measures: ['documents', 'considerationRupees', 'marketValueRupees'],
    chart: 'bar',
    about: about('Documents registered in the Amaravati capital region (Mangalagiri, Tadikonda, Thulluru offices).', 'అమరావతి రాజధాని ప్రాంతంలో (మంగళగిరి, తాడికొండ, తుళ్లూరు కార్యాలయాలు) నమోదైన దస్తావేజులు.'),
  },
  crdaRevenue: {
    pageId: 'crdaRevenue',
    kind: 'aggregate',
    grouping: 'place',
    selection: 'all',
    offices: CRDA_SRO_CODES,
    measures: REVENUE,
    chart: 'bar',
    about: about('Revenue by head from the Amaravati capital region\'s offices.', 'అమరావతి రాజధాని ప్రాంత కార్యాలయాల నుండి పద్దు వారీ ఆదాయం.'),
  },
  ruralMutationSchedule: records(
    'ruralMutationSchedule',
    'ruralMutationRequests',
    'none',
    'Each schedule of agricultural land sent for mutation, newest first: the document, the survey number, and what the revenue department decided and when.',
    'మ్యుటేషన్‌కు పంపిన వ్యవసాయ భూమి ప్రతి షెడ్యూల్, తాజావి ముందు: దస్తావేజు, సర్వే నంబరు, రెవెన్యూ శాఖ ఏమి ఎప్పుడు నిర్ణయించింది.',
  ),
  urbanMutationSchedule: records(
    'urbanMutationSchedule',
    'urbanMutationRequests',
    'none',
    'Each site or flat sent for mutation, newest first: the document, the door or flat number, and what the local body decided and when.',
    'మ్యుటేషన్‌కు పంపిన ప్రతి స్థలం లేదా ఫ్లాట్, తాజావి ముందు: దస్తావేజు, డోర్ లేదా ఫ్లాట్ నంబరు, స్థానిక సంస్థ ఏమి ఎప్పుడు నిర్ణయించింది.',
  ),
  highValueTransactions: documentList('highValueTransactions', 'highValue', 'value', 'Documents whose consideration or market value is above ₹10 lakh.', 'ప్రతిఫలం లేదా మార్కెట్ విలువ ₹10 లక్షలు దాటిన దస్తావేజులు.'),
  incomeTax50c: documentList('incomeTax50c', 'belowMarketValue', 'value', 'Documents declaring a consideration below the market value (Income Tax Act s.50C).', 'మార్కెట్ విలువ కంటే తక్కువ ప్రతిఫలం చూపిన దస్తావేజులు (ఆదాయపు పన్ను చట్టం సె.50సి).'),
  incomeTaxSft: records(
    'incomeTaxSft',
    'sftParties',
    'none',
    'The statement of financial transactions (SFT-012, s.285BA, rule 114E): each seller and buyer of each sale of ₹30 lakh or more, with the PAN (masked) or Form 60, newest first.',
    'ఆర్థిక లావాదేవీల నివేదిక (SFT-012, సె.285బీఏ, నియమం 114ఈ): ₹30 లక్షలు లేదా అంతకు మించిన ప్రతి విక్రయంలోని ప్రతి విక్రేత మరియు కొనుగోలుదారు, పాన్ (మాస్క్ చేసి) లేదా ఫారం 60 తో, తాజావి ముందు.',
  ),
  incomeTaxAir: documentList('incomeTaxAir', 'sft', 'recent', 'The annual information return: transactions of ₹30 lakh or more, newest first.', 'వార్షిక సమాచార నివేదిక: ₹30 లక్షలు లేదా అంతకు మించిన లావాదేవీలు, తాజావి ముందు.'),
  incomeTaxCib: documentList('incomeTaxCib', 'form60HighValue', 'value', 'Documents above ₹10 lakh where a party gave Form 60 instead of a PAN.', '₹10 లక్షలు దాటి, ఒక పక్షం పాన్‌కు బదులు ఫారం 60 ఇచ్చిన దస్తావేజులు.'),
  auditTopN: documentList('auditTopN', 'all', 'value', 'The documents of the highest value in the period, as many as asked, for audit.', 'ఆడిట్ కోసం, కాలంలో అత్యధిక విలువ గల దస్తావేజులు, అడిగినన్ని.'),
  auditRandom: documentList('auditRandom', 'all', 'random', 'A random sample of the period\'s documents, of the size asked, for audit.', 'ఆడిట్ కోసం, కాలంలోని దస్తావేజుల యాదృచ్ఛిక నమూనా, అడిగిన పరిమాణంలో.'),
  subIndexMultiple: documentList('subIndexMultiple', 'all', 'recent', 'The index of the office\'s documents over the period.', 'కాలంలో కార్యాలయ దస్తావేజుల ఇండెక్స్.'),
  ccReport: records('ccReport', 'certifiedCopies', 'bar', 'Certified copy requests by office and where they stand.', 'కార్యాలయం వారీగా ధృవీకృత నకలు అభ్యర్థనలు, వాటి స్థితి.'),
  eSignCounts: records(
    'eSignCounts',
    'signedCertificates',
    'line',
    'Documents the portal issued under its digital signature, day by day and by kind: encumbrance certificates, certified copies, acknowledgements, endorsements and certificates of registration, each with a code anyone can verify.',
    'పోర్టల్ తన డిజిటల్ సంతకంతో జారీ చేసిన పత్రాలు, రోజు వారీగా, రకం వారీగా: ఋణభార ధృవీకరణ పత్రాలు, ధృవీకృత నకళ్లు, రసీదులు, ఎండార్స్‌మెంట్లు మరియు రిజిస్ట్రేషన్ ధృవీకరణ పత్రాలు, ఒక్కొక్కటి ఎవరైనా ధృవీకరించగల కోడ్‌తో.',
  ),
  ecReport: records('ecReport', 'certificates', 'line', 'Encumbrance certificates and certified copies issued, day by day.', 'రోజు వారీగా జారీ అయిన ఋణభార ధృవీకరణ పత్రాలు మరియు ధృవీకృత నకళ్లు.'),
  pendingDocuments: records('pendingDocuments', 'applications', 'bar', 'Citizens\' applications not yet registered, by office and stage.', 'ఇంకా నమోదు కాని పౌరుల దరఖాస్తులు, కార్యాలయం మరియు దశ వారీగా.'),
  slotBooking: records('slotBooking', 'slots', 'bar', 'Slots booked at each office: held while paying, and confirmed.', 'ప్రతి కార్యాలయంలో బుక్ అయిన స్లాట్లు: చెల్లింపు సమయంలో ఉంచినవి, ధృవీకరించినవి.'),
  slotUnutilized: records('slotUnutilized', 'unusedSlots', 'bar', 'Confirmed slots whose day has passed without the application being checked at the office.', 'కార్యాలయంలో దరఖాస్తు పరిశీలన జరగకుండానే రోజు గడిచిపోయిన ధృవీకృత స్లాట్లు.'),
  smsReport: records('smsReport', 'notifications', 'line', 'Messages sent to citizens, day by day, by kind.', 'పౌరులకు పంపిన సందేశాలు, రోజు వారీగా, రకం వారీగా.'),
  prohibitedNotify: records('prohibitedNotify', 'prohibited', 'none', 'Properties notified as prohibited from registration (Section 22-A) and still in force.', 'రిజిస్ట్రేషన్ నుండి నిషేధించినట్లు ప్రకటించి ఇంకా అమలులో ఉన్న ఆస్తులు (సెక్షన్ 22-ఎ).'),
  prohibitedDenotify: records('prohibitedDenotify', 'denotified', 'none', 'Properties once prohibited (Section 22-A) and since denotified.', 'ఒకప్పుడు నిషేధించి (సెక్షన్ 22-ఎ), తర్వాత నిషేధం తొలగించిన ఆస్తులు.'),
  grantApproval: records(
    'grantApproval',
    'approvalsGranted',
    'none',
    'Approvals granted and refused by checking officers: market value rate versions, index corrections and stamp vendors\' licences, with who made them, who decided and when.',
    'తనిఖీ అధికారులు ఇచ్చిన మరియు నిరాకరించిన ఆమోదాలు: మార్కెట్ విలువ రేట్ల సంస్కరణలు, ఇండెక్స్ సవరణలు, స్టాంపు వెండర్ల లైసెన్సులు, ఎవరు చేశారు, ఎవరు ఎప్పుడు నిర్ణయించారు.',
  ),
  stockholdingMis: records(
    'stockholdingMis',
    'stampStockByDepot',
    'bar',
    'Stamp stock by depot as it stood at the end of the period\'s last day: papers at the depot, with vendors, sold, spoilt, used and returned.',
    'కాలం చివరి రోజు ముగిసే నాటికి డిపో వారీ స్టాంపుల నిల్వ: డిపోలో, వెండర్ల వద్ద, అమ్మినవి, పాడైనవి, వాడినవి, తిరిగి ఇచ్చినవి.',
  ),
  stampsStock: records('stampsStock', 'stampStockByValue', 'bar', 'Stamp stock by kind and value across the depots of your jurisdiction, as it stood at the end of the period.', 'మీ పరిధిలోని డిపోలలో రకం మరియు విలువ వారీ స్టాంపుల నిల్వ, కాలం ముగిసే నాటికి.'),
  incorporateStock: records(
    'incorporateStock',
    'vendorStock',
    'bar',
    'Each licensed vendor\'s stock position: papers in hand, sold and spoilt, whether the licence is in force, and what the department watches for: low stock, many papers to one buyer, sales after the licence ended.',
    'ప్రతి లైసెన్స్ వెండర్ నిల్వ స్థితి: చేతిలో ఉన్నవి, అమ్మినవి, పాడైనవి, లైసెన్స్ అమలులో ఉందా, మరియు శాఖ గమనించేవి: తక్కువ నిల్వ, ఒకే కొనుగోలుదారుకు ఎక్కువ కాగితాలు, లైసెన్స్ ముగిసిన తర్వాత అమ్మకాలు.',
  ),
  challanHoa: records('challanHoa', 'challansByHead', 'bar', 'Challans paid for stamp indents, by head of account.', 'స్టాంపు ఇండెంట్లకు చెల్లించిన చలాన్లు, పద్దు వారీగా.'),
  challanHoaDuties: records('challanHoaDuties', 'dutyHeads', 'bar', 'Duties and fees collected on registered documents, by head of account.', 'నమోదైన దస్తావేజులపై వసూలైన సుంకాలు మరియు రుసుములు, పద్దు వారీగా.'),
  challanReconciliation: records('challanReconciliation', 'paymentReconciliation', 'line', 'Payments day by day against the gateway\'s word: confirmed, failed, still open, and notices that did not match.', 'రోజు వారీ చెల్లింపులు, గేట్‌వే సమాచారంతో పోల్చి: ధృవీకరించినవి, విఫలమైనవి, ఇంకా తెరిచి ఉన్నవి, సరిపోలని నోటీసులు.'),
  challanSync: records('challanSync', 'openPayments', 'none', 'Payments the gateway has not yet confirmed or failed, oldest first, to be asked again.', 'గేట్‌వే ఇంకా ధృవీకరించని లేదా విఫలం చేయని చెల్లింపులు, పాతవి ముందు, మళ్లీ అడగవలసినవి.'),
  feesForegone: records('feesForegone', 'feesForegone', 'bar', 'Duty and fees given up by the concessions of the rate table (family gifts and partitions), by the rule that gave them.', 'రేట్ల పట్టికలోని రాయితీల (కుటుంబ దానాలు, విభజనలు) వల్ల వదులుకున్న సుంకం మరియు రుసుములు, రాయితీ నియమం వారీగా.'),
  indexByCriteria: documentList('indexByCriteria', 'all', 'recent', 'The index of documents matching a party\'s name or a survey number, in the period and place chosen.', 'ఎంచుకున్న కాలం మరియు ప్రాంతంలో, పక్షం పేరు లేదా సర్వే నంబరుకు సరిపోలే దస్తావేజుల ఇండెక్స్.'),
  hinduMarriages: records('hinduMarriages', 'hinduMarriages', 'bar', 'Hindu marriages applied for at each office in the period, and where they stand.', 'కాలంలో ప్రతి కార్యాలయంలో దరఖాస్తు చేసిన హిందూ వివాహాలు, వాటి స్థితి.'),
  specialMarriages: records(
    'specialMarriages',
    'specialMarriages',
    'bar',
    'Notices of intended special marriage given at each office in the period, objections, and marriages solemnised.',
    'కాలంలో ప్రతి కార్యాలయంలో ఇచ్చిన ప్రత్యేక వివాహ నోటీసులు, అభ్యంతరాలు, జరిగిన వివాహాలు.',
  ),
  firms: records('firms', 'firms', 'bar', 'Firms applied for registration through each office in the period, where they stand, and their later filings.', 'కాలంలో ప్రతి కార్యాలయం ద్వారా నమోదుకు దరఖాస్తు చేసిన సంస్థలు, వాటి స్థితి, తర్వాతి దాఖలాలు.'),
  societies: records('societies', 'societies', 'bar', 'Societies applied for registration through each office in the period, where they stand, and their later filings.', 'కాలంలో ప్రతి కార్యాలయం ద్వారా నమోదుకు దరఖాస్తు చేసిన సంఘాలు, వాటి స్థితి, తర్వాతి దాఖలాలు.'),
  chits: records('chits', 'chits', 'bar', 'Chits applied for sanction through each office in the period, where they stand, and their returns.', 'కాలంలో ప్రతి కార్యాలయం ద్వారా మంజూరుకు దరఖాస్తు చేసిన చిట్లు, వాటి స్థితి, రిటర్నులు.'),
  grievances: records('grievances', 'grievances', 'bar', 'Grievances received about each office in the period: answered, still open, overdue and escalated.', 'కాలంలో ప్రతి కార్యాలయం గురించి వచ్చిన ఫిర్యాదులు: సమాధానం ఇచ్చినవి, ఇంకా తెరిచి ఉన్నవి, గడువు దాటినవి, పైకి పంపినవి.'),
  revenueTarget: records(
    'revenueTarget',
    'targets',
    'bar',
    "Each office's revenue against the target the Commissioner's office set for the months of the period, and the share achieved.",
    'కాలంలోని నెలలకు కమిషనర్ కార్యాలయం నిర్ణయించిన లక్ష్యంతో పోల్చి ప్రతి కార్యాలయ ఆదాయం, సాధించిన శాతం.',
  ),
  revenueGross: revenueStatus('revenueGross', 'place', 'revenueRupees'),
  allocation: {
    pageId: 'allocation',
    kind: 'aggregate',
    grouping: 'localBody',
    selection: 'all',
    measures: ['documents', 'marketValueRupees', 'transferDutyRupees'],
    chart: 'bar',
    about: about('Transfer duty collected on documents in the period, due to each kind of local body the property lies in.', 'కాలంలో దస్తావేజులపై వసూలైన బదిలీ సుంకం, ఆస్తి ఉన్న స్థానిక సంస్థ రకం వారీగా వాటికి చెందేది.'),
  },
  villageWise: {
    pageId: 'villageWise',
    kind: 'aggregate',
    grouping: 'village',
    selection: 'all',
    measures: ['documents', 'marketValueRupees', 'revenueRupees'],
    chart: 'none',
    about: about('Documents, market value and revenue by the village of the first scheduled property; choose an office to see its villages.', 'మొదటి షెడ్యూల్ ఆస్తి గ్రామం వారీగా దస్తావేజులు, మార్కెట్ విలువ, ఆదాయం; ఒక కార్యాలయాన్ని ఎంచుకుని దాని గ్రామాలు చూడండి.'),
  },
  loadedDocuments: {
    pageId: 'loadedDocuments',
    kind: 'aggregate',
    grouping: 'place',
    selection: 'all',
    measures: ['documents', 'scanned', 'missingImages'],
    chart: 'bar',
    about: about('Documents registered and how many have their scanned image loaded, by district and office.', 'నమోదైన దస్తావేజులు, వాటిలో స్కాన్ చిత్రం లోడ్ అయినవి, జిల్లా మరియు కార్యాలయం వారీగా.'),
  },
  missingImages: documentList('missingImages', 'missingImage', 'recent', 'Registered documents whose scanned image has not been loaded, newest first.', 'స్కాన్ చిత్రం లోడ్ కాని నమోదైన దస్తావేజులు, తాజావి ముందు.'),
  jumpingNumbers: records(
    'jumpingNumbers',
    'numberGaps',
    'none',
    'Numbers skipped in each office\'s series of the year: the number before and after each gap and how many are missing. A gapless register shows none.',
    'ప్రతి కార్యాలయ సంవత్సర సంఖ్యా క్రమంలో దాటవేసిన సంఖ్యలు: ప్రతి ఖాళీకి ముందు, తర్వాతి సంఖ్య, ఎన్ని లేవు. ఖాళీలు లేని రిజిస్టర్‌లో ఏవీ కనిపించవు.',
  ),
  duplicateEntries: records(
    'duplicateEntries',
    'duplicateProperties',
    'none',
    'The same property (village, survey and door number) conveyed by more than one sale in the period: a double sale to look into, or an entry made twice.',
    'కాలంలో ఒకటి కంటే ఎక్కువ విక్రయాల ద్వారా బదిలీ అయిన అదే ఆస్తి (గ్రామం, సర్వే మరియు డోర్ నంబర్): పరిశీలించవలసిన రెండుసార్లు అమ్మకం, లేదా రెండుసార్లు చేసిన నమోదు.',
  ),
  serviceLevel: records(
    'serviceLevel',
    'serviceLevel',
    'bar',
    'How fast each office served against the citizen charter: documents registered the day they were presented, and certified copies delivered within a day of the request.',
    'పౌర చార్టర్‌తో పోల్చి ప్రతి కార్యాలయం ఎంత త్వరగా సేవ చేసింది: సమర్పించిన రోజే నమోదైన దస్తావేజులు, అభ్యర్థించిన ఒక రోజులో అందజేసిన ధృవీకృత నకళ్లు.',
  ),
  onlineRegistrations: {
    pageId: 'onlineRegistrations',
    kind: 'aggregate',
    grouping: 'place',
    selection: 'all',
    measures: ['documents', 'online', 'atCounter'],
    chart: 'bar',
    about: about('Documents registered from a citizen\'s online application against those entered at the counter, by district and office.', 'పౌరుల ఆన్‌లైన్ దరఖాస్తు నుండి నమోదైన దస్తావేజులు, కౌంటర్‌లో నమోదు చేసినవి, జిల్లా మరియు కార్యాలయం వారీగా.'),
  },
  pdeStatus: records('pdeStatus', 'applicationStatus', 'bar', 'Citizens\' applications (public data entry) started in the period, by office and where they stand.', 'కాలంలో ప్రారంభించిన పౌరుల దరఖాస్తులు (పబ్లిక్ డేటా ఎంట్రీ), కార్యాలయం మరియు స్థితి వారీగా.'),
  webland: records(
    'webland',
    'weblandExchange',
    'line',
    'The exchange with Webland day by day: mutation requests for agricultural land sent, and the mutations and rejections the revenue department reported back.',
    'వెబ్‌ల్యాండ్‌తో రోజువారీ మార్పిడి: వ్యవసాయ భూమికి పంపిన మ్యుటేషన్ అభ్యర్థనలు, రెవెన్యూ శాఖ తిరిగి తెలిపిన మ్యుటేషన్లు, తిరస్కరణలు.',
  ),
  prohibitedCounts: records('prohibitedCounts', 'prohibitedByOffice', 'bar', 'Properties prohibited from registration (Section 22-A) in force and denotified, by office.', 'రిజిస్ట్రేషన్ నుండి నిషేధించిన ఆస్తులు (సెక్షన్ 22-ఎ) అమలులో ఉన్నవి, తొలగించినవి, కార్యాలయం వారీగా.'),
  misFinalReport: {
    pageId: 'misFinalReport',
    kind: 'aggregate',
    grouping: 'place',
    selection: 'all',
    measures: ['documents', 'stampDutyRupees', 'transferDutyRupees', 'registrationFeeRupees', 'userChargesRupees', 'revenueRupees', 'highValue', 'ruralMutations', 'urbanMutations', 'cancelled'],
    chart: 'bar',
    about: about(
      'The consolidated MIS statement for the period (choose a month): documents, revenue under every head, high-value registrations, mutations and cancellations, by district and office.',
      'కాలానికి ఏకీకృత ఎంఐఎస్ నివేదిక (ఒక నెలను ఎంచుకోండి): దస్తావేజులు, అన్ని పద్దుల కింద ఆదాయం, అధిక విలువ రిజిస్ట్రేషన్లు, మ్యుటేషన్లు, రద్దులు, జిల్లా మరియు కార్యాలయం వారీగా.',
    ),
  },
  dashboardFile: {
    pageId: 'dashboardFile',
    kind: 'aggregate',
    grouping: 'place',
    selection: 'all',
    measures: ['documents', 'revenueRupees', 'highValue', 'ruralMutations', 'urbanMutations', 'online'],
    chart: 'none',
    about: about('Every figure of the dashboard by district and office, to read or export.', 'డాష్‌బోర్డ్‌లోని ప్రతి సంఖ్య జిల్లా మరియు కార్యాలయం వారీగా, చదవడానికి లేదా ఎగుమతికి.'),
  },
  totalRegistration: {
    pageId: 'totalRegistration',
    kind: 'aggregate',
    grouping: 'place',
    selection: 'all',
    measures: ['documents', 'considerationRupees', 'marketValueRupees'],
    chart: 'bar',
    about: about('Documents registered by district and office, down to the documents of an office.', 'జిల్లా మరియు కార్యాలయం వారీగా నమోదైన దస్తావేజులు, ఒక కార్యాలయ దస్తావేజుల వరకు.'),
  },
  revenueDrilldown: revenueStatus('revenueDrilldown', 'place', 'revenueRupees'),
  highValueDrilldown: {
    pageId: 'highValueDrilldown',
    kind: 'aggregate',
    grouping: 'place',
    selection: 'highValue',
    measures: ['documents', 'considerationRupees', 'marketValueRupees', 'revenueRupees'],
    chart: 'bar',
    about: about('Registrations above ₹10 lakh by district and office, down to the documents.', '₹10 లక్షలు దాటిన రిజిస్ట్రేషన్లు జిల్లా మరియు కార్యాలయం వారీగా, దస్తావేజుల వరకు.'),
  },
  prohibitedDrilldown: records('prohibitedDrilldown', 'prohibitedByOffice', 'bar', 'Properties the registration check finds prohibited (Section 22-A), in force and denotified, by office.', 'రిజిస్ట్రేషన్ తనిఖీలో నిషేధితమని తేలే ఆస్తులు (సెక్షన్ 22-ఎ), అమలులో ఉన్నవి, తొలగించినవి, కార్యాలయం వారీగా.'),
  autoMutationDrilldown: {
    pageId: 'autoMutationDrilldown',
    kind: 'aggregate',
    grouping: 'place',
    selection: 'all',
    measures: ['documents', 'ruralMutations', 'urbanMutations'],
    chart: 'bar',
    about: about('Registrations that pass title to land or a site and so set off mutation of the land records (rural) or the local body\'s assessment (urban), by district and office.', 'భూమి లేదా స్థలం హక్కును బదిలీ చేసి భూ రికార్డుల (గ్రామీణ) లేదా స్థానిక సంస్థ అసెస్‌మెంట్ (పట్టణ) మ్యుటేషన్‌కు దారితీసే రిజిస్ట్రేషన్లు, జిల్లా మరియు కార్యాలయం వారీగా.'),
  },
  marketValueReport: records('marketValueReport', 'rateVersions', 'none', 'Market value rate versions: who uploaded them, who decided, and from when they apply.', 'మార్కెట్ విలువ రేట్ల సంస్కరణలు: ఎవరు అప్‌లోడ్ చేశారు, ఎవరు నిర్ణయించారు, ఎప్పటి నుండి అమలు.'),
} as const satisfies Partial<Record<StaffPageId, ReportDefinition>>;

export type ReportId = keyof typeof REPORTS;

/** Pages that open one registered document by office, number and year; report rows lead to the first. */
export const DOCUMENT_LOOKUP_PAGES = ['auditDocumentDetails', 'subIndexSingle', 'checkSlip', 'editIndex'] as const satisfies readonly StaffPageId[];
export type DocumentLookupPageId = (typeof DOCUMENT_LOOKUP_PAGES)[number];
export const isDocumentLookupPage = (pageId: string): pageId is DocumentLookupPageId => (DOCUMENT_LOOKUP_PAGES as readonly string[]).includes(pageId);

/** A document's citation as a page's address carries it. */
export const documentLookupQuerySchema = z.object({
  sroCode: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(10, { error: 'unknownChoice' }),
  documentNumber: z.coerce.number({ error: 'invalidDocumentNumber' }).int({ error: 'invalidDocumentNumber' }).min(1, { error: 'invalidDocumentNumber' }).max(10_000_000, { error: 'invalidDocumentNumber' }),
  year: z.coerce.number({ error: 'invalidRegistrationYear' }).int({ error: 'invalidRegistrationYear' }).min(1900, { error: 'invalidRegistrationYear' }).max(2100, { error: 'invalidRegistrationYear' }),
});
export const REPORT_IDS = Object.keys(REPORTS) as ReportId[];
export const isReportId = (pageId: string): pageId is ReportId => pageId in REPORTS;

function revenueStatus(pageId: StaffPageId, grouping: ReportGrouping, measure: 'revenueRupees' | 'netRevenueRupees'): AggregateReport {
  const net = measure === 'netRevenueRupees';
  return {
    pageId,
    kind: 'aggregate',
    grouping,
    selection: 'all',
    measures: ['documents', 'stampDutyRupees', 'transferDutyRupees', 'registrationFeeRupees', 'userChargesRupees', measure],
    chart: grouping === 'week' ? 'line' : 'bar',
    about: net
      ? about('Revenue net of the transfer duty due to local bodies: what the register records as due and paid.', 'స్థానిక సంస్థలకు చెందే బదిలీ సుంకం మినహా ఆదాయం: రిజిస్టర్‌లో నమోదైన బకాయి మరియు చెల్లింపు.')
      : about('Gross revenue under every head: what the register records as due and paid.', 'అన్ని పద్దుల కింద స్థూల ఆదాయం: రిజిస్టర్‌లో నమోదైన బకాయి మరియు చెల్లింపు.'),
  };
}

function documentList(pageId: StaffPageId, selection: DocumentSelection, order: DocumentListReport['order'], en: string, te: string): DocumentListReport {
  return { pageId, kind: 'documents', selection, order, about: { en, te } };
}

function records(pageId: StaffPageId, source: RecordSource, chart: ReportChart, en: string, te: string): RecordsReport {
  return { pageId, kind: 'records', source, chart, about: { en, te } };
}

/** The most rows a report answers on one page, and an export at most. */
export const REPORT_PAGE_SIZE = 50;
export const REPORT_EXPORT_ROWS = 10_000;
/** A CSV export is written as it is read, a page at a time, so it may hold far more rows than a workbook or a PDF. */
export const REPORT_CSV_ROWS = 1_00_000;
/** A PDF is for reading and filing, not for another program: it carries the first rows, and says how many more the CSV and workbook hold. */
export const REPORT_PDF_ROWS = 2_000;

/** A report's filters as the page's address carries them. */
export const reportQuerySchema = z.object({
  districtCode: z.string().max(10).optional(),
  sroCode: z.string().max(10).optional(),
  fromDate: calendarDate().optional(),
  toDate: calendarDate().optional(),
  transactionMajorCode: z.string().regex(/^\d{2}$/, { error: 'unknownChoice' }).optional(),
  topN: z.coerce.number().int().min(1, { error: 'invalidValue' }).max(1000, { error: 'invalidValue' }).optional(),
  sampleSize: z.coerce.number().int().min(1, { error: 'invalidValue' }).max(1000, { error: 'invalidValue' }).optional(),
  /** A party's name, or part of it, in English or Telugu. */
  partyName: z.string().trim().min(3, { error: 'nameSearchTooShort' }).max(100, { error: 'textTooLong' }).optional(),
  surveyNumber: z.string().trim().min(1).max(20, { error: 'invalidSurveyNumber' }).optional(),
  page: z.coerce.number().int().min(1, { error: 'pageOutOfRange' }).max(10_000, { error: 'pageOutOfRange' }).default(1),
  /** A column of the report to order every row by, across pages; a key the report does not have is ignored. */
  sort: z.string().regex(/^[A-Za-z0-9-]{1,40}$/, { error: 'unknownChoice' }).optional(),
  order: z.enum(['asc', 'desc'], { error: 'unknownChoice' }).optional(),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

const blankOr = <T extends z.ZodType>(schema: T) => z.union([z.literal(''), schema]);
const countText = z.string().regex(/^\d{1,4}$/, { error: 'invalidValue' }).refine((text) => Number(text) >= 1 && Number(text) <= 1000, { error: 'invalidValue' });

/** A report's filter form: the same limits as the query, with blank for "any". */
export const reportFilterFormSchema = z
  .object({
    districtCode: z.string(),
    sroCode: z.string(),
    fromDate: blankOr(calendarDate()),
    toDate: blankOr(calendarDate()),
    transactionMajorCode: z.string(),
    topN: blankOr(countText),
    sampleSize: blankOr(countText),
    partyName: blankOr(z.string().trim().min(3, { error: 'nameSearchTooShort' }).max(100, { error: 'textTooLong' })),
    surveyNumber: blankOr(z.string().trim().max(20, { error: 'invalidSurveyNumber' })),
  })
  .superRefine((form, context) => {
    if (form.fromDate && form.toDate && form.fromDate > form.toDate) context.addIssue({ code: 'custom', path: ['toDate'], message: 'dateRangeOrder' });
  });
export type ReportFilterForm = z.infer<typeof reportFilterFormSchema>;

const cellSchema = z.union([z.string(), z.number(), z.null()]);

export const reportResultSchema = z.object({
  reportId: z.string(),
  /** The level the rows are at: `state` (rows are districts), `district` (offices), `office` (documents), or the grouping's own. */
  level: z.string(),
  from: z.string(),
  to: z.string(),
  columns: z.array(z.object({ key: z.string(), label: bilingualTextSchema, type: z.enum(['text', 'count', 'rupees', 'date', 'percent']) })),
  rows: z.array(
    z.object({
      cells: z.record(z.string(), cellSchema),
      /** Where the row leads: narrower filters of this report, or a document of the register. */
      drill: z
        .union([
          z.object({ districtCode: z.string() }),
          z.object({ sroCode: z.string() }),
          z.object({ document: z.object({ sroCode: z.string(), documentNumber: z.number().int(), year: z.number().int() }) }),
        ])
        .nullable(),
    }),
  ),
  total: z.record(z.string(), cellSchema).nullable(),
  chart: z.object({ type: z.enum(['bar', 'line']), category: z.string(), values: z.array(z.string()) }).nullable(),
  rowCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The order the rows are in, when the viewer chose one the report can give. */
  sort: z.object({ key: z.string(), order: z.enum(['asc', 'desc']) }).nullable(),
  /** The columns the rows can be ordered by. */
  sortable: z.array(z.string()),
});
export type ReportResult = z.infer<typeof reportResultSchema>;

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A revenue target the Commissioner's office sets: an office, a month, the rupees, and why. */
export const revenueTargetSchema = z.object({
  sroCode: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(10, { error: 'unknownChoice' }),
  month: z.string({ error: 'required' }).regex(MONTH_PATTERN, { error: 'invalidValue' }).describe('`YYYY-MM`'),
  targetRupees: z.coerce.number({ error: 'invalidValue' }).int({ error: 'invalidValue' }).min(0, { error: 'invalidValue' }).max(1_000_000_000_000, { error: 'invalidValue' }),
  reason: z.string({ error: 'required' }).trim().min(5, { error: 'required' }).max(500, { error: 'textTooLong' }),
});
export type RevenueTargetInput = z.input<typeof revenueTargetSchema>;
export type RevenueTarget = z.output<typeof revenueTargetSchema>;

export const revenueTargetViewSchema = z.object({
  sroCode: z.string(),
  month: z.string(),
  targetRupees: z.number(),
  reason: z.string(),
  setBy: z.string(),
  setAt: z.iso.datetime(),
});
export type RevenueTargetView = z.infer<typeof revenueTargetViewSchema>;
export const revenueTargetListQuerySchema = z.object({ month: z.string().regex(MONTH_PATTERN, { error: 'invalidValue' }).optional() });

/** A report's cell as its column's type says, the same on the page and in the PDF: rupees and counts in the Indian grouping, shares as per cents, dates as DD-MM-YYYY. */
export function formatReportCell(column: Pick<ReportColumn, 'type'>, value: string | number | null | undefined, blank = ''): string {
  if (value === null || value === undefined || value === '') return blank;
  if (column.type === 'rupees') return formatRupees(Number(value));
  if (column.type === 'count') return formatCount(Number(value));
  if (column.type === 'percent') return `${Number(value).toLocaleString('en-IN', { maximumFractionDigits: 1 })}%`;
  if (column.type === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(String(value))) return formatDisplayDate(String(value));
  return String(value);
}
