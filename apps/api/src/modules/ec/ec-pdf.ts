import {
  BOUNDARY_SIDES,
  EC_CERTIFICATE_TEXT,
  describeEcPeriod,
  describeEcSubject,
  formatDisplayDate,
  formatRupees,
  PARTY_RELATIONS,
  toDayMonthYearTime,
  type EcCriteria,
  type Language,
  type ProhibitionNotice,
  type RegisteredDocumentView,
  type RegisterPartyView,
} from '@igrs/domain';
import { CertificatePdf } from '../certificates/index.ts';


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
    ? `${document.transaction.name[language]}\n${EC_CERTIFICATE_TEXT.cancelledBy[language]} ${document.cancelledBy.citation}`
    : document.transaction.name[language];
  return [
    `${document.citation}\n${document.sro.name[language]}`,
    [
      `${EC_CERTIFICATE_TEXT.presented[language]}: ${formatDisplayDate(document.presentedOn)}`,
      `${EC_CERTIFICATE_TEXT.executed[language]}: ${formatDisplayDate(document.executedOn)}`,
      `${EC_CERTIFICATE_TEXT.registered[language]}: ${formatDisplayDate(document.registeredOn)}`,
    ].join('\n'),
    nature,
    partiesOf(document, 'executant', language),
    partiesOf(document, 'claimant', language),
    `${EC_CERTIFICATE_TEXT.consideration[language]}: ${formatRupees(document.considerationRupees)}\n${EC_CERTIFICATE_TEXT.marketValue[language]}: ${formatRupees(document.marketValueRupees)}`,
    document.schedules.map((schedule) => `${schedule.scheduleNumber}. ${schedule.description[language]}`).join('\n'),
    document.schedules
      .map((schedule) =>
        BOUNDARY_SIDES.map((side) => schedule.boundaries[side])
          .map((boundary, index) => (boundary?.[language] ? `${EC_CERTIFICATE_TEXT.sides[BOUNDARY_SIDES[index]!][language]}: ${boundary[language]}` : ''))
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
    title: EC_CERTIFICATE_TEXT.title[language],
  });
  pdf.keyValues([
    [criteria.searchBy === 'property' ? EC_CERTIFICATE_TEXT.property[language] : EC_CERTIFICATE_TEXT.document[language], describeEcSubject(criteria)[language]],
    [EC_CERTIFICATE_TEXT.period[language], describeEcPeriod(criteria)[language]],
    [EC_CERTIFICATE_TEXT.issuedOn[language], toDayMonthYearTime(content.issuedAt)],
    ...(content.issuedToLoginId ? [[EC_CERTIFICATE_TEXT.issuedTo[language], content.issuedToLoginId] as const] : []),
    [EC_CERTIFICATE_TEXT.found[language], String(content.totalDocuments)],
  ]);
  for (const notice of content.prohibitions) {
    const place = [notice.surveyNumber, notice.doorNumber].filter(Boolean).join(', ');
    const dates = [`${EC_CERTIFICATE_TEXT.notified[language]}: ${formatDisplayDate(notice.notifiedOn)}`, ...(notice.denotifiedOn ? [`${EC_CERTIFICATE_TEXT.denotified[language]}: ${formatDisplayDate(notice.denotifiedOn)}`] : [])];
    pdf.notice(`${EC_CERTIFICATE_TEXT.prohibited[language]}: ${notice.category.name[language]}`, `${place}. ${notice.reason[language]}. ${dates.join('. ')}.`);
  }
  pdf.paragraph(EC_CERTIFICATE_TEXT.statement[language], { size: 8.5 });
  if (content.capped) pdf.notice(EC_CERTIFICATE_TEXT.capped[language], '');
  if (content.documents.length === 0) {
    pdf.paragraph(EC_CERTIFICATE_TEXT.none[language], { size: 11, bold: true });
  } else {
    pdf.heading(EC_CERTIFICATE_TEXT.transactions[language]);
    const { columns } = EC_CERTIFICATE_TEXT;
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
