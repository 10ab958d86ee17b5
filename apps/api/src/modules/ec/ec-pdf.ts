import {
  BOUNDARY_SIDES,
  EC_DOCUMENT_LIMIT,
  describeEcPeriod,
  describeEcSubject,
  formatDisplayDate,
  formatRupees,
  PARTY_RELATIONS,
  toDayMonthYearTime,
  type BilingualText,
  type EcCriteria,
  type Language,
  type ProhibitionNotice,
  type RegisteredDocumentView,
  type RegisterPartyView,
} from '@igrs/domain';
import { CertificatePdf } from '../certificates/index.ts';

const TEXT = {
  title: { en: 'Encumbrance Certificate', te: 'ఋణభార ధృవీకరణ పత్రం' },
  property: { en: 'Property', te: 'ఆస్తి' },
  document: { en: 'Document', te: 'దస్తావేజు' },
  period: { en: 'Period searched', te: 'శోధించిన కాలం' },
  issuedOn: { en: 'Issued on', te: 'జారీ చేసిన తేదీ' },
  issuedTo: { en: 'Issued to (login)', te: 'ఎవరికి జారీ చేశారు (లాగిన్)' },
  found: { en: 'Documents found', te: 'కనుగొన్న దస్తావేజులు' },
  statement: {
    en: 'This certificate lists, oldest first, every document registered in the period above that concerns the property, as recorded in the register of the department on the day of issue.',
    te: 'పై కాలంలో ఈ ఆస్తికి సంబంధించి రిజిస్టర్ అయిన ప్రతి దస్తావేజును, జారీ చేసిన రోజున శాఖ రిజిస్టర్‌లో నమోదైనట్లుగా, పాతవి ముందుగా ఈ ధృవపత్రం చూపుతుంది.',
  },
  none: {
    en: 'No transactions were registered on this property in the period searched.',
    te: 'శోధించిన కాలంలో ఈ ఆస్తిపై ఎటువంటి లావాదేవీలు రిజిస్టర్ కాలేదు.',
  },
  capped: {
    en: `More than ${EC_DOCUMENT_LIMIT} documents match; only the oldest ${EC_DOCUMENT_LIMIT} are listed. Search shorter periods to see the rest.`,
    te: `${EC_DOCUMENT_LIMIT} కంటే ఎక్కువ దస్తావేజులు సరిపోలాయి; పాతవి ${EC_DOCUMENT_LIMIT} మాత్రమే చూపబడ్డాయి. మిగిలినవి చూడటానికి తక్కువ కాలాలకు శోధించండి.`,
  },
  prohibited: { en: 'Prohibited property (Section 22-A)', te: 'నిషేధిత ఆస్తి (సెక్షన్ 22-ఎ)' },
  notified: { en: 'Notified on', te: 'ప్రకటించిన తేదీ' },
  denotified: { en: 'Denotified on', te: 'నిషేధం తొలగించిన తేదీ' },
  transactions: { en: 'Transactions', te: 'లావాదేవీలు' },
  columns: {
    number: { en: 'Doc. No./Year, SRO', te: 'దస్తావేజు నం./సం., ఎస్ఆర్ఓ' },
    dates: { en: 'Dates', te: 'తేదీలు' },
    nature: { en: 'Nature of document', te: 'దస్తావేజు స్వభావం' },
    executants: { en: 'Executants', te: 'రాసి ఇచ్చినవారు' },
    claimants: { en: 'Claimants', te: 'పొందినవారు' },
    values: { en: 'Consideration, market value', te: 'ప్రతిఫలం, మార్కెట్ విలువ' },
    schedule: { en: 'Schedule and extent', te: 'షెడ్యూల్ మరియు విస్తీర్ణం' },
    boundaries: { en: 'Boundaries', te: 'హద్దులు' },
    earlier: { en: 'Earlier documents', te: 'పూర్వ దస్తావేజులు' },
  },
  presented: { en: 'Presented', te: 'సమర్పణ' },
  executed: { en: 'Executed', te: 'అమలు' },
  registered: { en: 'Registered', te: 'రిజిస్ట్రేషన్' },
  consideration: { en: 'Consideration', te: 'ప్రతిఫలం' },
  marketValue: { en: 'Market value', te: 'మార్కెట్ విలువ' },
  cancelledBy: { en: 'Cancelled by', te: 'రద్దు చేసిన దస్తావేజు' },
  sides: {
    north: { en: 'N', te: 'ఉ' },
    south: { en: 'S', te: 'ద' },
    east: { en: 'E', te: 'తూ' },
    west: { en: 'W', te: 'ప' },
  },
} as const satisfies Record<string, BilingualText | Record<string, BilingualText>>;

export interface EcCertificateContent {
  language: Language;
  code: string;
  verificationUrl: string;
  criteria: EcCriteria;
  documents: readonly RegisteredDocumentView[];
  totalDocuments: number;
  capped: boolean;
  prohibitions: readonly ProhibitionNotice[];
  issuedAt: Date;
  issuedToLoginId: string | null;
}

function partyLine(party: RegisterPartyView, language: Language): string {
  return `${party.name[language]} ${PARTY_RELATIONS[party.relationType][language]} ${party.relationName[language]}`;
}

function partiesOf(document: RegisteredDocumentView, role: RegisterPartyView['role'], language: Language): string {
  return document.parties
    .filter((party) => party.role === role)
    .map((party) => partyLine(party, language))
    .join('\n');
}

function documentRow(document: RegisteredDocumentView, language: Language): string[] {
  const nature = document.cancelledBy
    ? `${document.transaction.name[language]}\n${TEXT.cancelledBy[language]} ${document.cancelledBy.citation}`
    : document.transaction.name[language];
  return [
    `${document.citation}\n${document.sro.name[language]}`,
    [
      `${TEXT.presented[language]}: ${formatDisplayDate(document.presentedOn)}`,
      `${TEXT.executed[language]}: ${formatDisplayDate(document.executedOn)}`,
      `${TEXT.registered[language]}: ${formatDisplayDate(document.registeredOn)}`,
    ].join('\n'),
    nature,
    partiesOf(document, 'executant', language),
    partiesOf(document, 'claimant', language),
    `${TEXT.consideration[language]}: ${formatRupees(document.considerationRupees)}\n${TEXT.marketValue[language]}: ${formatRupees(document.marketValueRupees)}`,
    document.schedules.map((schedule) => `${schedule.scheduleNumber}. ${schedule.description[language]}`).join('\n'),
    document.schedules
      .map((schedule) =>
        BOUNDARY_SIDES.map((side) => schedule.boundaries[side])
          .map((boundary, index) => (boundary?.[language] ? `${TEXT.sides[BOUNDARY_SIDES[index]!][language]}: ${boundary[language]}` : ''))
          .filter(Boolean)
          .join('; '),
      )
      .join('\n'),
    document.links.map((link) => link.citation).join(', '),
  ];
}

/** The encumbrance certificate as a PDF in one language, with its verification code and QR code on every page. */
export async function buildEcPdf(content: EcCertificateContent): Promise<Uint8Array> {
  const { language, criteria } = content;
  const pdf = new CertificatePdf({
    language,
    code: content.code,
    verificationUrl: content.verificationUrl,
    title: TEXT.title[language],
  });
  pdf.keyValues([
    [criteria.searchBy === 'property' ? TEXT.property[language] : TEXT.document[language], describeEcSubject(criteria)[language]],
    [TEXT.period[language], describeEcPeriod(criteria)[language]],
    [TEXT.issuedOn[language], toDayMonthYearTime(content.issuedAt)],
    ...(content.issuedToLoginId ? [[TEXT.issuedTo[language], content.issuedToLoginId] as const] : []),
    [TEXT.found[language], String(content.totalDocuments)],
  ]);
  for (const notice of content.prohibitions) {
    const place = [notice.surveyNumber, notice.doorNumber].filter(Boolean).join(', ');
    const dates = [`${TEXT.notified[language]}: ${formatDisplayDate(notice.notifiedOn)}`, ...(notice.denotifiedOn ? [`${TEXT.denotified[language]}: ${formatDisplayDate(notice.denotifiedOn)}`] : [])];
    pdf.notice(`${TEXT.prohibited[language]}: ${notice.category.name[language]}`, `${place}. ${notice.reason[language]}. ${dates.join('. ')}.`);
  }
  pdf.paragraph(TEXT.statement[language], { size: 8.5 });
  if (content.capped) pdf.notice(TEXT.capped[language], '');
  if (content.documents.length === 0) {
    pdf.paragraph(TEXT.none[language], { size: 11, bold: true });
  } else {
    pdf.heading(TEXT.transactions[language]);
    const { columns } = TEXT;
    pdf.table(
      [
        { header: columns.number[language], share: 0.1 },
        { header: columns.dates[language], share: 0.11 },
        { header: columns.nature[language], share: 0.1 },
        { header: columns.executants[language], share: 0.12 },
        { header: columns.claimants[language], share: 0.12 },
        { header: columns.values[language], share: 0.11 },
        { header: columns.schedule[language], share: 0.13 },
        { header: columns.boundaries[language], share: 0.12 },
        { header: columns.earlier[language], share: 0.09 },
      ],
      content.documents.map((document) => documentRow(document, language)),
    );
  }
  return pdf.finish();
}
