import {
  BOUNDARY_SIDES,
  CERTIFIED_COPY_FEE_COMPONENTS,
  PARTY_RELATIONS,
  formatDisplayDate,
  formatRupees,
  toYearMonthDay,
  type BilingualText,
  type CertifiedCopyFeeComponent,
  type CertifiedCopySummary,
  type Language,
  type RegisteredDocumentView,
  type RegisterPartyView,
} from '@igrs/domain';
import { CertificatePdf } from '../certificates/index.ts';

/** The words of the certified copy in both languages; `{name}` marks a value put in. */
const TEXT = {
  title: { en: 'Certified Copy', te: 'ధృవీకృత నకలు' },
  subtitle: { en: 'Sub-Registrar Office {office}', te: 'సబ్-రిజిస్ట్రార్ కార్యాలయం {office}' },
  certificate: {
    en: 'Certified that this is a true copy of document No. {citation} of Book {book}, registered at the office of the Sub-Registrar, {office}, on {date}, as it stands in the register of this office.',
    te: 'ఇది ఈ కార్యాలయ రిజిస్టర్‌లో ఉన్న విధంగా, {date} న సబ్-రిజిస్ట్రార్ కార్యాలయం, {office} లో రిజిస్టర్ అయిన పుస్తకం {book} లోని దస్తావేజు సంఖ్య {citation} యొక్క నిజమైన నకలు అని ధృవీకరించడమైనది.',
  },
  particulars: { en: 'Particulars of the document', te: 'దస్తావేజు వివరాలు' },
  nature: { en: 'Nature of document', te: 'దస్తావేజు స్వభావం' },
  status: { en: 'Status', te: 'స్థితి' },
  registered: { en: 'Registered', te: 'రిజిస్టర్ అయింది' },
  cancelledBy: { en: 'Cancelled by document No. {citation}', te: 'దస్తావేజు సంఖ్య {citation} ద్వారా రద్దు చేయబడింది' },
  presentedOn: { en: 'Presented on', te: 'సమర్పించిన తేదీ' },
  executedOn: { en: 'Executed on', te: 'అమలు చేసిన తేదీ' },
  registeredOn: { en: 'Registered on', te: 'రిజిస్టర్ అయిన తేదీ' },
  consideration: { en: 'Consideration', te: 'ప్రతిఫలం' },
  marketValue: { en: 'Market value', te: 'మార్కెట్ విలువ' },
  stampDuty: { en: 'Stamp duty paid', te: 'చెల్లించిన స్టాంపు డ్యూటీ' },
  transferDuty: { en: 'Transfer duty paid', te: 'చెల్లించిన బదిలీ సుంకం' },
  registrationFee: { en: 'Registration fee paid', te: 'చెల్లించిన రిజిస్ట్రేషన్ రుసుము' },
  parties: { en: 'Parties', te: 'పక్షాలు' },
  party: { en: 'Party', te: 'పక్షం' },
  name: { en: 'Name and relation', te: 'పేరు, సంబంధం' },
  age: { en: 'Age', te: 'వయస్సు' },
  address: { en: 'Address', te: 'చిరునామా' },
  identity: { en: 'Aadhaar / PAN (masked)', te: 'ఆధార్ / పాన్ (కప్పి ఉంచినవి)' },
  form60: { en: 'Form 60', te: 'ఫారం 60' },
  represents: { en: '{type} for {name}', te: '{name} తరఫున {type}' },
  schedules: { en: 'Schedule of property', te: 'ఆస్తి షెడ్యూల్' },
  schedule: { en: 'Schedule {number}', te: 'షెడ్యూల్ {number}' },
  property: { en: 'Property', te: 'ఆస్తి' },
  landUse: { en: 'Land use', te: 'భూ వినియోగం' },
  extent: { en: 'Extent', te: 'విస్తీర్ణం' },
  acres: { en: 'acres', te: 'ఎకరాలు' },
  'sq-yards': { en: 'sq. yards', te: 'చ. గజాలు' },
  plinth: { en: 'Plinth area', te: 'ప్లింత్ వైశాల్యం' },
  sqFt: { en: '{area} sq. ft', te: '{area} చ. అడుగులు' },
  boundaries: { en: 'Boundaries', te: 'సరిహద్దులు' },
  north: { en: 'North', te: 'ఉత్తరం' },
  south: { en: 'South', te: 'దక్షిణం' },
  east: { en: 'East', te: 'తూర్పు' },
  west: { en: 'West', te: 'పడమర' },
  noSchedules: { en: 'This document has no schedule of property.', te: 'ఈ దస్తావేజుకు ఆస్తి షెడ్యూల్ లేదు.' },
  links: { en: 'Earlier documents', te: 'మునుపటి దస్తావేజులు' },
  noLinks: { en: 'None recorded.', te: 'ఏవీ నమోదు కాలేదు.' },
  linkCitation: { en: 'Document No. {citation}, SRO {sro}', te: 'దస్తావేజు సంఖ్య {citation}, ఎస్ఆర్ఓ {sro}' },
  request: { en: 'Request', te: 'అభ్యర్థన' },
  reference: { en: 'Request reference', te: 'అభ్యర్థన సూచిక' },
  applicant: { en: 'Issued to', te: 'ఎవరికి జారీ' },
  copies: { en: 'Copies', te: 'నకళ్లు' },
  fee: { en: 'Fee paid', te: 'చెల్లించిన రుసుము' },
  registrationFeeRupees: { en: 'registration fee', te: 'రిజిస్ట్రేషన్ రుసుము' },
  userChargesRupees: { en: 'user charges', te: 'వినియోగ రుసుము' },
  stampDutyRupees: { en: 'stamp duty', te: 'స్టాంపు డ్యూటీ' },
  issuedOn: { en: 'Issued on', te: 'జారీ చేసిన తేదీ' },
  signature: { en: 'Sub-Registrar, {office}', te: 'సబ్-రిజిస్ట్రార్, {office}' },
  electronic: {
    en: 'This copy is issued electronically; its verification code below takes the place of a seal.',
    te: 'ఈ నకలు ఎలక్ట్రానిక్‌గా జారీ చేయబడింది; కింద ఉన్న ధృవీకరణ కోడ్ ముద్రకు బదులుగా ఉంటుంది.',
  },
} as const satisfies Record<string, BilingualText>;

const FEE_LABELS: Record<CertifiedCopyFeeComponent, keyof typeof TEXT> = {
  registrationFeeRupees: 'registrationFeeRupees',
  userChargesRupees: 'userChargesRupees',
  stampDutyRupees: 'stampDutyRupees',
};

export interface CertifiedCopyContent {
  request: CertifiedCopySummary;
  document: RegisteredDocumentView;
  code: string;
  language: Language;
  /** Where the QR code points (certificateVerificationUrl). */
  verificationUrl: string;
  issuedAt: Date;
}

/** The certified copy of a registered document in one language, with its verification code on every page. */
export async function certifiedCopyPdf({ request, document, code, language, verificationUrl, issuedAt }: CertifiedCopyContent): Promise<Uint8Array> {
  const say = (key: keyof typeof TEXT, values: Record<string, string | number> = {}) =>
    Object.entries(values).reduce<string>((text, [name, value]) => text.replaceAll(`{${name}}`, String(value)), TEXT[key][language]);
  const pick = (text: BilingualText) => text[language];
  const office = pick(document.sro.name);
  const pdf = new CertificatePdf({
    language,
    code,
    verificationUrl,
    title: say('title'),
    subtitle: say('subtitle', { office }),
  });

  pdf.paragraph(say('certificate', { citation: document.citation, book: document.bookNumber, office, date: formatDisplayDate(document.registeredOn) }), {
    size: 10,
    gapAfter: 8,
  });

  pdf.heading(say('particulars'));
  pdf.keyValues([
    [say('nature'), pick(document.transaction.name)],
    [say('status'), document.cancelledBy ? say('cancelledBy', { citation: document.cancelledBy.citation }) : say('registered')],
    [say('presentedOn'), formatDisplayDate(document.presentedOn)],
    [say('executedOn'), formatDisplayDate(document.executedOn)],
    [say('registeredOn'), formatDisplayDate(document.registeredOn)],
    [say('consideration'), formatRupees(document.considerationRupees)],
    [say('marketValue'), formatRupees(document.marketValueRupees)],
    [say('stampDuty'), formatRupees(document.stampDutyRupees)],
    [say('transferDuty'), formatRupees(document.transferDutyRupees)],
    [say('registrationFee'), formatRupees(document.registrationFeeRupees)],
  ]);

  pdf.heading(say('parties'));
  const partyName = (party: RegisterPartyView) => {
    const represented = party.representsPosition === null ? undefined : document.parties.find((other) => other.position === party.representsPosition);
    const relation = `${pick(party.name)}, ${pick(PARTY_RELATIONS[party.relationType])} ${pick(party.relationName)}`;
    return represented && party.representType
      ? `${relation}\n${say('represents', { type: pick(party.representType.name), name: pick(represented.name) })}`
      : relation;
  };
  const identity = (party: RegisterPartyView) =>
    [party.aadhaarMasked, party.panMasked ?? (party.form60 ? say('form60') : null)].filter((value): value is string => Boolean(value)).join('\n');
  pdf.table(
    [
      { header: say('party'), share: 0.16 },
      { header: say('name'), share: 0.3 },
      { header: say('age'), share: 0.07 },
      { header: say('address'), share: 0.27 },
      { header: say('identity'), share: 0.2 },
    ],
    document.parties.map((party) => [pick(party.partyLabel), partyName(party), party.age === null ? '' : String(party.age), pick(party.address), identity(party)]),
  );

  pdf.heading(say('schedules'));
  if (document.schedules.length === 0) pdf.paragraph(say('noSchedules'));
  for (const schedule of document.schedules) {
    pdf.paragraph(say('schedule', { number: schedule.scheduleNumber }), { bold: true, gapAfter: 2 });
    pdf.keyValues([
      [say('property'), pick(schedule.description)],
      [say('landUse'), pick(schedule.landUse.name)],
      [say('extent'), `${schedule.extent} ${say(schedule.extentUnit)}`],
      ...(schedule.plinthAreaSqFt ? [[say('plinth'), say('sqFt', { area: schedule.plinthAreaSqFt })] as const] : []),
      [say('marketValue'), formatRupees(schedule.marketValueRupees)],
      [say('boundaries'), BOUNDARY_SIDES.map((side) => `${say(side)}: ${schedule.boundaries[side] ? pick(schedule.boundaries[side]) : '—'}`).join('\n')],
    ]);
  }

  pdf.heading(say('links'));
  pdf.paragraph(
    document.links.length === 0 ? say('noLinks') : document.links.map((link) => say('linkCitation', { citation: link.citation, sro: link.sroCode })).join('\n'),
  );

  pdf.heading(say('request'));
  const feeParts = CERTIFIED_COPY_FEE_COMPONENTS.map((component) => `${say(FEE_LABELS[component])} ${formatRupees(request.fee.components[component])}`).join(' + ');
  pdf.keyValues([
    [say('reference'), request.reference],
    [say('applicant'), request.applicantName],
    [say('copies'), String(request.fee.copies)],
    [say('fee'), `${formatRupees(request.fee.totalRupees)} (${feeParts})`],
    [say('issuedOn'), formatDisplayDate(toYearMonthDay(issuedAt))],
  ]);
  pdf.paragraph(say('electronic'), { gapAfter: 16 });
  pdf.paragraph(say('signature', { office }), { bold: true });

  return pdf.finish();
}
