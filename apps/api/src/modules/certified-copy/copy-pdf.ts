import {
  BOUNDARY_SIDES,
  CERTIFIED_COPY_FEE_COMPONENTS,
  CERTIFIED_COPY_TEXT,
  PARTY_RELATIONS,
  REGISTRY_DEFINITIONS,
  findSroOffice,
  formatDisplayDate,
  formatRupees,
  toYearMonthDay,
  type BilingualText,
  type CertifiedCopyFeeComponent,
  type CertifiedCopySummary,
  type CertifiedMarriage,
  type Language,
  type RegisteredDocumentView,
  type RegisterPartyView,
  type Particulars,
} from '@igrs/domain';
import { CertificatePdf } from '../certificates/index.ts';
import { writeParticulars } from '../registries/index.ts';

const FEE_LABELS: Record<CertifiedCopyFeeComponent, keyof typeof CERTIFIED_COPY_TEXT> = {
  registrationFeeRupees: 'registrationFeeRupees',
  userChargesRupees: 'userChargesRupees',
  stampDutyRupees: 'stampDutyRupees',
};

interface CopyIssue {
  request: CertifiedCopySummary;
  code: string;
  language: Language;
  /** Where the QR code points (certificateVerificationUrl). */
  verificationUrl: string;
  issuedAt: Date;
}

export interface CertifiedCopyContent extends CopyIssue {
  document: RegisteredDocumentView;
}

type Say = (key: keyof typeof CERTIFIED_COPY_TEXT, values?: Record<string, string | number>) => string;

/** The copy's page, its words in the language asked, and the request, fee and seal that close every copy whatever it copies. */
function copyFrame({ request, code, language, verificationUrl, issuedAt }: CopyIssue, office: string) {
  const say: Say = (key, values = {}) =>
    Object.entries(values).reduce<string>((text, [name, value]) => text.replaceAll(`{${name}}`, String(value)), CERTIFIED_COPY_TEXT[key][language]);
  const pdf = new CertificatePdf({ language, code, verificationUrl, title: say('title'), subtitle: say('subtitle', { office }) });
  const close = (signature: string) => {
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
    pdf.paragraph(signature, { bold: true });
    return pdf.finish();
  };
  return { pdf, say, close };
}

/** The certified copy of a marriage register's entry: the particulars as registered, under the Marriage Registrar's seal. */
export async function marriageCopyPdf(issue: CopyIssue & { marriage: CertifiedMarriage }): Promise<Uint8Array> {
  const { marriage, language } = issue;
  const office = findSroOffice(marriage.sroCode)?.description[language] ?? marriage.sroCode;
  const { pdf, say, close } = copyFrame(issue, office);
  // The Hindu marriage register is the Marriage Registrar's; the special marriage register, the Marriage Officer's.
  const { act, registrarTitle } = REGISTRY_DEFINITIONS[marriage.kind];
  pdf.paragraph(say('marriageCertificate', { number: marriage.registrationNumber, act: act[language], registrar: registrarTitle[language], office, date: formatDisplayDate(marriage.registeredOn) }), { size: 10, gapAfter: 8 });
  pdf.keyValues([
    [say('registrationNumber'), marriage.registrationNumber],
    [say('registeredOn'), formatDisplayDate(marriage.registeredOn)],
  ]);
  writeParticulars(pdf, marriage.kind, marriage.particulars as Particulars, language);
  return close(`${registrarTitle[language]}, ${office}`);
}

/** The certified copy of a registered document in one language, with its verification code on every page. */
export async function certifiedCopyPdf(content: CertifiedCopyContent): Promise<Uint8Array> {
  const { document, language } = content;
  const pick = (text: BilingualText) => text[language];
  const office = pick(document.sro.name);
  const { pdf, say, close } = copyFrame(content, office);

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

  return close(say('signature', { office }));
}
