import type { BilingualText } from '../i18n/index.ts';

/** Filters a report or service page takes; each has a label in the web app's translations. */
export const PAGE_FILTERS = [
  'district',
  'sroOffice',
  'fromDate',
  'toDate',
  'month',
  'year',
  'documentNumber',
  'transactionType',
  'village',
  'surveyNumber',
  'partyName',
  'challanNumber',
  'stampType',
  'vendor',
  'status',
  'topN',
  'sampleSize',
  'uploadFile',
  'effectiveDate',
  'loginId',
] as const;
export type PageFilter = (typeof PAGE_FILTERS)[number];

/** A page of the signed-in part of the portal, reachable from a menu. */
export interface StaffPage {
  readonly id: string;
  /** Path below /igrs. */
  readonly path: string;
  readonly title: BilingualText;
  readonly filters: readonly PageFilter[];
  /** Opens in a new tab from the menu. */
  readonly newTab?: boolean;
}

const PERIOD: PageFilter[] = ['district', 'sroOffice', 'fromDate', 'toDate'];

function page(id: string, path: string, en: string, te: string, filters: PageFilter[] = PERIOD, newTab = false): StaffPage {
  return { id, path, title: { en, te }, filters, ...(newTab ? { newTab } : {}) };
}

/** Every page a menu can lead to (spec §2.4, §2.5, §2.7), keyed by id. */
export const STAFF_PAGES = {
  dashboard: page('dashboard', '/reports/Dashboard', 'Dashboard', 'డాష్‌బోర్డ్', ['district', 'fromDate', 'toDate']),
  misFinalReport: page('misFinalReport', '/reports/Misfinalreport', 'MIS Final Report', 'ఎంఐఎస్ తుది నివేదిక'),
  dashboardFile: page('dashboardFile', '/misDashboard/dashBoardfile', 'Dashboard Statement', 'డాష్‌బోర్డ్ నివేదిక'),
  totalRegistration: page('totalRegistration', '/misDashboard/totalRegistration', 'Total Registrations', 'మొత్తం రిజిస్ట్రేషన్లు'),
  revenueDrilldown: page('revenueDrilldown', '/misDashboard/RevenueDrilldown', 'Revenue Drill-down', 'ఆదాయ వివరణ'),
  highValueDrilldown: page('highValueDrilldown', '/misDashboard/HighvalueregCountdrillDown', 'High-value Registrations', 'అధిక విలువ రిజిస్ట్రేషన్లు'),
  prohibitedDrilldown: page('prohibitedDrilldown', '/misDashboard/PPCountDrillDown', 'Prohibited Property Checks', 'నిషేధిత ఆస్తి తనిఖీలు'),
  autoMutationDrilldown: page('autoMutationDrilldown', '/misDashboard/AutoMutationCountDrillDown', 'Auto-mutations', 'స్వయంచాలక మ్యుటేషన్లు'),
  officeApplications: page('officeApplications', '/SROCounter/Applications', 'Applications at the Counter', 'కౌంటర్ వద్ద దరఖాస్తులు', ['fromDate']),
  certifiedCopy: page('certifiedCopy', '/CertifiedCopy', 'Certified Copy', 'ధృవీకృత నకలు', ['sroOffice', 'documentNumber', 'year', 'status']),
  nameSearch: page('nameSearch', '/NameSearch/AgreementPage', 'Name Search', 'పేరు శోధన', ['partyName', 'district', 'sroOffice', 'fromDate', 'toDate']),
  subUserCreation: page('subUserCreation', '/NameSearch/CreatesubUser', 'Sub User Creation', 'ఉప వినియోగదారు సృష్టి', ['loginId']),
  createNewUser: page('createNewUser', '/Usercreation/CreatenewUser', 'Create New User', 'కొత్త వినియోగదారు సృష్టి', ['loginId']),
  stockholdingMis: page('stockholdingMis', '/StockHoldingReports', 'Stockholding MIS Report', 'స్టాక్ హోల్డింగ్ ఎంఐఎస్ నివేదిక', ['district', 'fromDate', 'toDate', 'stampType']),
  grantApproval: page('grantApproval', '/reports/Reports/GrantApproval', 'Grant Approval Report', 'గ్రాంట్ ఆమోద నివేదిక', ['district', 'fromDate', 'toDate', 'status']),
  mvDataUpload: page('mvDataUpload', '/uploads/MVdataUploads', 'MV Data Upload', 'మార్కెట్ విలువ సమాచారం అప్‌లోడ్', ['uploadFile', 'effectiveDate']),

  documentStatus: page('documentStatus', '/reports/Reports/DocumentStatus', 'Document Status', 'దస్తావేజు స్థితి', [...PERIOD, 'status']),
  anywhere: page('anywhere', '/reports/Reports/MISAnywhere/Anywhere', 'Anywhere Registration', 'ఎక్కడైనా రిజిస్ట్రేషన్'),
  oci: page('oci', '/reports/Reports/MISAnywhere/OCI', 'OCI Documents', 'ఓసీఐ దస్తావేజులు'),
  nri: page('nri', '/reports/Reports/MISAnywhere/NRI', 'NRI Documents', 'ఎన్ఆర్ఐ దస్తావేజులు'),
  sgpa: page('sgpa', '/reports/Reports/MISAnywhere/SGPA', 'SGPA Documents', 'ఎస్‌జీపీఏ దస్తావేజులు'),
  feesForegone: page('feesForegone', '/reports/Reports/FeesForegone', 'Fees Foregone', 'వదులుకున్న రుసుములు', [...PERIOD, 'transactionType']),
  smsReport: page('smsReport', '/reports/Reports/SMSReport', 'SMS Report', 'ఎస్ఎంఎస్ నివేదిక'),
  ruralMutation: page('ruralMutation', '/reports/Reports/RuralMutation', 'Rural Mutation Report', 'గ్రామీణ మ్యుటేషన్ నివేదిక', [...PERIOD, 'village']),
  ruralMutationSchedule: page('ruralMutationSchedule', '/reports/Reports/RuralMutationSchedule', 'Rural Mutation by Schedule', 'షెడ్యూల్ వారీ గ్రామీణ మ్యుటేషన్', [...PERIOD, 'village', 'surveyNumber']),
  urbanMutation: page('urbanMutation', '/reports/Reports/UrbanMutation', 'Urban Mutation Report', 'పట్టణ మ్యుటేషన్ నివేదిక'),
  urbanMutationSchedule: page('urbanMutationSchedule', '/reports/Reports/UrbanMutationSchedule', 'Urban Mutation by Schedule', 'షెడ్యూల్ వారీ పట్టణ మ్యుటేషన్'),
  incomeTax50c: page('incomeTax50c', '/reports/Reports/IncomeTax/50C', '50C Report', '50సి నివేదిక'),
  incomeTaxAir: page('incomeTaxAir', '/reports/Reports/IncomeTax/AIR', 'AIR Report', 'ఏఐఆర్ నివేదిక'),
  incomeTaxCib: page('incomeTaxCib', '/reports/Reports/IncomeTax/CIB', 'CIB Report', 'సీఐబీ నివేదిక'),
  incomeTaxSft: page('incomeTaxSft', '/reports/Reports/IncomeTax/SFT', 'SFT Report', 'ఎస్ఎఫ్‌టీ నివేదిక'),
  hinduMarriages: page('hinduMarriages', '/reports/Reports/Misc/HMR', 'Hindu Marriage Registrations', 'హిందూ వివాహ రిజిస్ట్రేషన్లు'),
  specialMarriages: page('specialMarriages', '/reports/Reports/Misc/SMR', 'Special Marriage Registrations', 'ప్రత్యేక వివాహ రిజిస్ట్రేషన్లు'),
  grievances: page('grievances', '/reports/Reports/Misc/Grievance', 'Grievances', 'ఫిర్యాదులు'),
  firms: page('firms', '/reports/Reports/Misc/Firms', 'Firms', 'సంస్థలు'),
  societies: page('societies', '/reports/Reports/Misc/Societies', 'Societies', 'సంఘాలు'),
  chits: page('chits', '/reports/Reports/Misc/Chits', 'Chit Funds', 'చిట్ ఫండ్లు'),
  notaries: page('notaries', '/reports/Reports/Misc/Notaries', 'Notaries List', 'నోటరీల జాబితా', ['district', 'status']),
  challanDocument: page('challanDocument', '/reports/Reports/Challan/Document', 'Challan Document Report', 'చలాన్ దస్తావేజు నివేదిక', [...PERIOD, 'challanNumber']),
  challanHoa: page('challanHoa', '/reports/Reports/Challan/HOAWise', 'HOA-wise Challans', 'హెచ్‌ఓఏ వారీ చలాన్లు'),
  challanHoaDuties: page('challanHoaDuties', '/reports/Reports/Challan/HOADutiesWise', 'HOA Duties-wise Challans', 'హెచ్‌ఓఏ సుంకాల వారీ చలాన్లు'),
  challanStockholding: page('challanStockholding', '/reports/Reports/Challan/StockholdingChallanWise', 'Stockholding Challan-wise', 'స్టాక్ హోల్డింగ్ చలాన్ వారీ'),
  challanReconciliation: page('challanReconciliation', '/reports/Reports/Challan/Reconciliation', 'Challan Reconciliation', 'చలాన్ సమన్వయం'),
  challanSync: page('challanSync', '/reports/Reports/Challan/Sync', 'Challan Sync', 'చలాన్ సమకాలీకరణ'),
  marketValueReport: page('marketValueReport', '/reports/Reports/MarketValue', 'Market Value Report', 'మార్కెట్ విలువ నివేదిక', ['district', 'sroOffice', 'village', 'effectiveDate']),
  slotBooking: page('slotBooking', '/reports/Reports/Slot/Booking', 'Slot Booking Report', 'స్లాట్ బుకింగ్ నివేదిక'),
  slotUnutilized: page('slotUnutilized', '/reports/Reports/Slot/Unutilized', 'Unutilized Slots', 'వినియోగించని స్లాట్లు'),
  checkSlip: page('checkSlip', '/reports/Reports/CheckSlip', 'Check Slip', 'చెక్ స్లిప్', ['sroOffice', 'documentNumber', 'year']),
  editIndex: page('editIndex', '/reports/Reports/EditIndex', 'Edit Index', 'ఇండెక్స్ సవరణ', ['sroOffice', 'documentNumber', 'year']),
  stampsStock: page('stampsStock', '/reports/Reports/Stamps/Stock', 'Stamps Stock', 'స్టాంపుల నిల్వ', ['district', 'stampType']),
  incorporateStock: page('incorporateStock', '/reports/Reports/Stamps/IncorporateStockPosition', 'Incorporate Stock Position', 'నిల్వ స్థితి నమోదు', ['district', 'stampType']),
  vendorLicences: page('vendorLicences', '/reports/Reports/Stamps/VendorLicences', 'Stamp Vendor Licences', 'స్టాంపు వెండర్ లైసెన్సులు', ['district', 'status']),
  stampsTracking: page('stampsTracking', '/reports/Reports/Stamps/Tracking', 'Stamps Tracking', 'స్టాంపుల ట్రాకింగ్', ['district', 'stampType', 'vendor']),
  tdAllocation: page('tdAllocation', '/reports/Reports/TDAllocation', 'TD Allocation', 'బదిలీ సుంకం కేటాయింపు'),
  prohibitedNotify: page('prohibitedNotify', '/reports/Reports/prohibitedProperty/Notify', 'Notify Prohibited Property', 'నిషేధిత ఆస్తి ప్రకటన', ['district', 'sroOffice', 'village', 'surveyNumber']),
  prohibitedDenotify: page('prohibitedDenotify', '/reports/Reports/prohibitedProperty/Denotify', 'Denotify Prohibited Property', 'నిషేధిత ఆస్తి ఉపసంహరణ', ['district', 'sroOffice', 'village', 'surveyNumber']),
  highValueTransactions: page('highValueTransactions', '/reports/Reports/HighValueTransactions', 'Transactions above ₹10 lakhs', '₹10 లక్షలకు పైబడిన లావాదేవీలు'),
  eSignCounts: page('eSignCounts', '/reports/Reports/eSignCountsReport', 'eSign Counts Report', 'ఈ-సైన్ గణాంకాల నివేదిక'),

  revenueGeneral: page('revenueGeneral', '/DepartmentLoginReports/General', 'Revenue — General', 'ఆదాయం — సాధారణ'),
  revenueTrend: page('revenueTrend', '/DepartmentLoginReports/Trend', 'Trend Analysis', 'ధోరణి విశ్లేషణ'),
  revenuePropertyWise: page('revenuePropertyWise', '/DepartmentLoginReports/PropertyWiseRevenue', 'Property-wise Revenue Particulars', 'ఆస్తి వారీ ఆదాయ వివరాలు'),
  revenueGrossPayable: page('revenueGrossPayable', '/DepartmentLoginReports/RevenueStatus/GrossPayable', 'Gross Payable', 'స్థూల చెల్లించవలసినది'),
  revenueNetPayable: page('revenueNetPayable', '/DepartmentLoginReports/RevenueStatus/NetPayable', 'Net Payable', 'నికర చెల్లించవలసినది'),
  revenueGrossPaid: page('revenueGrossPaid', '/DepartmentLoginReports/RevenueStatus/GrossPaid', 'Gross Paid', 'స్థూల చెల్లింపు'),
  revenueNetPaid: page('revenueNetPaid', '/DepartmentLoginReports/RevenueStatus/NetPaid', 'Net Paid', 'నికర చెల్లింపు'),
  revenueGrossPaidWeekly: page('revenueGrossPaidWeekly', '/DepartmentLoginReports/RevenueStatus/GrossPaidWeekly', 'Gross Paid (weekly)', 'స్థూల చెల్లింపు (వారం వారీ)'),
  revenueNetPaidWeekly: page('revenueNetPaidWeekly', '/DepartmentLoginReports/RevenueStatus/NetPaidWeekly', 'Net Paid (weekly)', 'నికర చెల్లింపు (వారం వారీ)'),
  revenueTarget: page('revenueTarget', '/DepartmentLoginReports/Target', 'Target', 'లక్ష్యం'),
  revenueGross: page('revenueGross', '/DepartmentLoginReports/Gross', 'Gross Revenue', 'స్థూల ఆదాయం'),
  allocation: page('allocation', '/DepartmentLoginReports/Allocation', 'Allocation to Local Bodies', 'స్థానిక సంస్థలకు కేటాయింపు'),
  villageWise: page('villageWise', '/DepartmentLoginReports/Village', 'Village-wise Registrations', 'గ్రామాల వారీ రిజిస్ట్రేషన్లు'),
  loadedDocuments: page('loadedDocuments', '/DepartmentLoginReports/Loaded', 'Loaded Documents', 'లోడ్ అయిన దస్తావేజులు'),
  missingImages: page('missingImages', '/DepartmentLoginReports/MissingImages', 'Missing Images', 'లేని స్కాన్ చిత్రాలు'),
  jumpingNumbers: page('jumpingNumbers', '/DepartmentLoginReports/JumpingNumber', 'Jumping Numbers', 'దాటవేసిన సంఖ్యలు'),
  duplicateEntries: page('duplicateEntries', '/DepartmentLoginReports/DuplicateEntries', 'Duplicate Entries', 'నకిలీ నమోదులు'),
  serviceLevel: page('serviceLevel', '/DepartmentLoginReports/Servicelevel', 'Service Level', 'సేవా స్థాయి'),
  onlineRegistrations: page('onlineRegistrations', '/DepartmentLoginReports/Online', 'Online Registrations', 'ఆన్‌లైన్ రిజిస్ట్రేషన్లు'),
  pdeStatus: page('pdeStatus', '/DepartmentLoginReports/PDEstatus', 'PDE Status', 'పీడీఈ స్థితి'),
  webland: page('webland', '/DepartmentLoginReports/Webland', 'Webland Mutations', 'వెబ్‌ల్యాండ్ మ్యుటేషన్లు'),
  prohibitedCounts: page('prohibitedCounts', '/DepartmentLoginReports/Prohibited', 'Prohibited Properties', 'నిషేధిత ఆస్తులు'),
  crdaGeneral: page('crdaGeneral', '/DepartmentLoginReports/CRDA/General', 'CRDA Villages — General', 'సీఆర్‌డీఏ గ్రామాలు — సాధారణ', ['village', 'fromDate', 'toDate']),
  crdaRevenue: page('crdaRevenue', '/DepartmentLoginReports/CRDA/Revenue', 'CRDA Villages — Revenue Particulars', 'సీఆర్‌డీఏ గ్రామాలు — ఆదాయ వివరాలు', ['village', 'fromDate', 'toDate']),
  auditTopN: page('auditTopN', '/DepartmentLoginReports/TopN', 'Top N Documents', 'అగ్ర N దస్తావేజులు', [...PERIOD, 'topN']),
  auditRandom: page('auditRandom', '/DepartmentLoginReports/RandomDoc', 'Random Documents', 'యాదృచ్ఛిక దస్తావేజులు', [...PERIOD, 'sampleSize']),
  auditDocumentDetails: page('auditDocumentDetails', '/DepartmentLoginReports/documentDetails', 'Document Details', 'దస్తావేజు వివరాలు', ['sroOffice', 'documentNumber', 'year'], true),
  ccReport: page('ccReport', '/DepartmentLoginReports/CCReport', 'CC Report', 'సీసీ నివేదిక'),
  ecReport: page('ecReport', '/DepartmentLoginReports/ECReport', 'EC Report', 'ఈసీ నివేదిక'),
  pendingDocuments: page('pendingDocuments', '/DepartmentLoginReports/Pending', 'Pending Documents', 'పెండింగ్ దస్తావేజులు'),
  indexByCriteria: page('indexByCriteria', '/DepartmentLoginReports/IndexByCriteria', 'Index by Criteria', 'ప్రమాణాల వారీ ఇండెక్స్', [...PERIOD, 'partyName', 'surveyNumber']),
  subIndexSingle: page('subIndexSingle', '/DepartmentLoginReports/SubIndex/Single', 'Sub-Index — Single', 'ఉప-ఇండెక్స్ — ఒకటి', ['sroOffice', 'documentNumber', 'year']),
  subIndexMultiple: page('subIndexMultiple', '/DepartmentLoginReports/SubIndex/Multiple', 'Sub-Index — Multiple', 'ఉప-ఇండెక్స్ — అనేకం', ['sroOffice', 'fromDate', 'toDate']),

  vendorHome: page('vendorHome', '/Vendor/Vendor', 'Vendor Home', 'వెండర్ ముఖ్య పేజీ', []),
  stampIndent: page('stampIndent', '/Vendor/Stampindentserivepage', 'Stamp Indent', 'స్టాంపుల ఇండెంట్', ['stampType']),
  stampIndentPayment: page('stampIndentPayment', '/Vendor/Stampindentpaymentpage', 'Indent Payment', 'ఇండెంట్ చెల్లింపు', ['challanNumber']),
  indentStatus: page('indentStatus', '/Vendor/Statusofindentform', 'Status of Indent', 'ఇండెంట్ స్థితి', ['fromDate', 'toDate', 'status']),
  stampIndentReport: page('stampIndentReport', '/Vendor/Stampindentreport', 'Indent Report', 'ఇండెంట్ నివేదిక', ['fromDate', 'toDate']),
  vendorStamps: page('vendorStamps', '/Vendor/Stamps', 'Stamps', 'స్టాంపులు', ['stampType']),
  vendorSale: page('vendorSale', '/Vendor/Sale', 'Stamp Sale', 'స్టాంపుల విక్రయం', ['stampType', 'partyName']),
  vendorDistribution: page('vendorDistribution', '/Vendor/Dist', 'Distribution', 'పంపిణీ', ['fromDate', 'toDate']),
  vendorStockReport: page('vendorStockReport', '/Vendor/StockReport', 'Stock Report', 'నిల్వ నివేదిక', ['stampType', 'fromDate', 'toDate']),
  vendorStampPaper: page('vendorStampPaper', '/Vendor/StampPaper', 'Stamp Paper', 'స్టాంపు కాగితం', ['stampType']),
  vendorCitizen: page('vendorCitizen', '/Vendor/Citizen', 'Citizen Sales', 'పౌరులకు విక్రయాలు', ['partyName', 'fromDate', 'toDate']),
  judicialStamps: page('judicialStamps', '/Vendor/Judicialstamps', 'Judicial Stamps', 'న్యాయ స్టాంపులు', ['stampType']),
} as const satisfies Record<string, StaffPage>;

export type StaffPageId = keyof typeof STAFF_PAGES;
export const STAFF_PAGE_LIST: readonly StaffPage[] = Object.values(STAFF_PAGES);
