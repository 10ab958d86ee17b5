import type { BilingualText } from '../i18n/index.ts';
import type { ApplicationStatus } from './contracts.ts';

/** Where an application stands, as the citizen's tracker and the office's queue name it. */
export const APPLICATION_STATUS_NAMES = {
  draft: { en: 'Being entered', te: 'నమోదు జరుగుతోంది' },
  submitted: { en: 'Submitted, awaiting payment', te: 'సమర్పించబడింది, చెల్లింపు కోసం వేచి ఉంది' },
  paid: { en: 'Paid, no slot yet', te: 'చెల్లించబడింది, ఇంకా స్లాట్ లేదు' },
  'slot-booked': { en: 'Slot booked', te: 'స్లాట్ బుక్ అయింది' },
  checked: { en: 'Checked at the office', te: 'కార్యాలయంలో తనిఖీ అయింది' },
  'sent-back': { en: 'Sent back for correction', te: 'సవరణ కోసం తిప్పి పంపబడింది' },
  registered: { en: 'Registered', te: 'రిజిస్టర్ అయింది' },
  returned: { en: 'Document returned', te: 'దస్తావేజు తిరిగి ఇవ్వబడింది' },
} as const satisfies Record<ApplicationStatus, BilingualText>;

/** Each recorded step of an application, as its history lists it. */
export const APPLICATION_STEP_NAMES = {
  started: { en: 'Application started', te: 'దరఖాస్తు ప్రారంభించబడింది' },
  'parties-saved': { en: 'Parties saved', te: 'పక్షాల వివరాలు సేవ్ అయ్యాయి' },
  'property-saved': { en: 'Property saved', te: 'ఆస్తి వివరాలు సేవ్ అయ్యాయి' },
  'document-uploaded': { en: 'File uploaded', te: 'ఫైల్ అప్‌లోడ్ అయింది' },
  'document-removed': { en: 'File removed', te: 'ఫైల్ తొలగించబడింది' },
  submitted: { en: 'Submitted', te: 'సమర్పించబడింది' },
  resubmitted: { en: 'Corrected and resubmitted', te: 'సవరించి మళ్లీ సమర్పించబడింది' },
  paid: { en: 'Payment received', te: 'చెల్లింపు అందింది' },
  'slot-held': { en: 'Slot held while paying', te: 'చెల్లించే వరకు స్లాట్ ఉంచబడింది' },
  'slot-booked': { en: 'Slot booked', te: 'స్లాట్ బుక్ అయింది' },
  rescheduled: { en: 'Slot changed', te: 'స్లాట్ మార్చబడింది' },
  'sent-back': { en: 'Sent back by the office', te: 'కార్యాలయం తిప్పి పంపింది' },
  checked: { en: 'Parties present, checked', te: 'పక్షాలు హాజరయ్యారు, తనిఖీ అయింది' },
  registered: { en: 'Registered', te: 'రిజిస్టర్ అయింది' },
  returned: { en: 'Document handed back', te: 'దస్తావేజు తిరిగి ఇవ్వబడింది' },
} as const satisfies Record<string, BilingualText>;
export type ApplicationStepName = keyof typeof APPLICATION_STEP_NAMES;

/** The wording of the acknowledgement and the endorsement, with `{name}` placeholders. */
export const APPLICATION_PDF_TEXT = {
  acknowledgementTitle: { en: 'Acknowledgement of application for registration', te: 'రిజిస్ట్రేషన్ దరఖాస్తు రసీదు' },
  acknowledgementSubtitle: { en: 'Application {applicationId} · Sub-Registrar office {office}', te: 'దరఖాస్తు {applicationId} · సబ్-రిజిస్ట్రార్ కార్యాలయం {office}' },
  acknowledgementIntro: {
    en: 'The application below was received on the portal. Bring this acknowledgement, the parties, their identity proofs and the original deed to the office at the slot. The parties confirm the check slip there before the document is admitted.',
    te: 'కింది దరఖాస్తు పోర్టల్‌లో అందింది. స్లాట్ సమయానికి ఈ రసీదు, పక్షాలు, వారి గుర్తింపు పత్రాలు, అసలు దస్తావేజుతో కార్యాలయానికి రండి. దస్తావేజు స్వీకరించే ముందు పక్షాలు అక్కడ చెక్ స్లిప్‌ను నిర్ధారిస్తారు.',
  },
  application: { en: 'Application', te: 'దరఖాస్తు' },
  applicationId: { en: 'Application id', te: 'దరఖాస్తు ఐడి' },
  status: { en: 'Status', te: 'స్థితి' },
  nature: { en: 'Nature of document', te: 'దస్తావేజు స్వభావం' },
  office: { en: 'Sub-Registrar office', te: 'సబ్-రిజిస్ట్రార్ కార్యాలయం' },
  slot: { en: 'Slot', te: 'స్లాట్' },
  slotAt: { en: '{date} at {time}', te: '{date} న {time}కు' },
  noSlot: { en: 'Not booked yet', te: 'ఇంకా బుక్ చేయలేదు' },
  amounts: { en: 'Duty and fees', te: 'సుంకం మరియు రుసుములు' },
  head: { en: 'Head', te: 'పద్దు' },
  amount: { en: 'Amount', te: 'మొత్తం' },
  marketValue: { en: 'Market value', te: 'మార్కెట్ విలువ' },
  consideration: { en: 'Consideration', te: 'ప్రతిఫలం' },
  stampDuty: { en: 'Stamp duty', te: 'స్టాంపు సుంకం' },
  transferDuty: { en: 'Transfer duty', te: 'బదిలీ సుంకం' },
  registrationFee: { en: 'Registration fee', te: 'రిజిస్ట్రేషన్ రుసుము' },
  userCharges: { en: 'User charges', te: 'వినియోగ ఛార్జీలు' },
  stampPaper: { en: 'Less: stamp paper already bought', te: 'తగ్గింపు: ఇప్పటికే కొన్న స్టాంపు కాగితం' },
  payable: { en: 'Payable online', te: 'ఆన్‌లైన్‌లో చెల్లించాల్సినది' },
  paid: { en: 'Paid online', te: 'ఆన్‌లైన్‌లో చెల్లించినది' },
  checkSlip: { en: 'Check slip: the particulars as entered', te: 'చెక్ స్లిప్: నమోదు చేసిన వివరాలు' },
  parties: { en: 'Parties', te: 'పక్షాలు' },
  partyRole: { en: 'Role', te: 'పాత్ర' },
  name: { en: 'Name', te: 'పేరు' },
  relation: { en: 'Relation', te: 'సంబంధం' },
  age: { en: 'Age', te: 'వయస్సు' },
  identity: { en: 'Aadhaar / PAN', te: 'ఆధార్ / పాన్' },
  address: { en: 'Address', te: 'చిరునామా' },
  property: { en: 'Property', te: 'ఆస్తి' },
  village: { en: 'Village', te: 'గ్రామం' },
  location: { en: 'Survey / door number', te: 'సర్వే / డోర్ నంబర్' },
  extent: { en: 'Extent', te: 'విస్తీర్ణం' },
  boundaries: { en: 'Boundaries (N, S, E, W)', te: 'సరిహద్దులు (ఉ, ద, తూ, ప)' },
  executedOn: { en: 'Executed on', te: 'అమలు తేదీ' },
  files: { en: 'Files uploaded', te: 'అప్‌లోడ్ చేసిన ఫైళ్లు' },
  noFiles: { en: 'None', te: 'ఏవీ లేవు' },
  endorsementTitle: { en: 'Endorsement of registration', te: 'రిజిస్ట్రేషన్ ఎండార్స్‌మెంట్' },
  endorsementSubtitle: { en: 'Document {citation} · Sub-Registrar office {office}', te: 'దస్తావేజు {citation} · సబ్-రిజిస్ట్రార్ కార్యాలయం {office}' },
  endorsement: {
    en: 'Registered as document number {number} of {year} in Book 1 at the Sub-Registrar office {office} on {date}, from application {applicationId}, admitted by {officer}. The duty and fees below were paid.',
    te: 'దరఖాస్తు {applicationId} నుండి, {date} న సబ్-రిజిస్ట్రార్ కార్యాలయం {office}లో పుస్తకం 1లో {year} సంవత్సరపు దస్తావేజు సంఖ్య {number}గా రిజిస్టర్ అయింది, {officer} స్వీకరించారు. కింది సుంకం, రుసుములు చెల్లించబడ్డాయి.',
  },
  documentNumber: { en: 'Document number', te: 'దస్తావేజు సంఖ్య' },
  registeredOn: { en: 'Registered on', te: 'రిజిస్టర్ తేదీ' },
  admittedBy: { en: 'Admitted by', te: 'స్వీకరించినవారు' },
} as const satisfies Record<string, BilingualText>;
