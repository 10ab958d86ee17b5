import {
  APPLICATION_PDF_TEXT,
  APPLICATION_STATUS_NAMES,
  PARTY_RELATIONS,
  extentUnits,
  findPartyRole,
  findSroOffice,
  findTransactionType,
  formatDisplayDate,
  formatRupees,
  REPRESENTATIVE_CODE,
  type ApplicationView,
  type BilingualText,
  type Language,
} from '@igrs/domain';
import { CertificatePdf } from '../certificates/index.ts';

type TextKey = keyof typeof APPLICATION_PDF_TEXT;

function sayer(language: Language) {
  return (key: TextKey, values: Record<string, string | number> = {}) =>
    Object.entries(values).reduce<string>((text, [name, value]) => text.replaceAll(`{${name}}`, String(value)), APPLICATION_PDF_TEXT[key][language]);
}

interface PdfBase {
  application: ApplicationView;
  /** The village's name, looked up by the caller. */
  villageName: BilingualText | undefined;
  language: Language;
  code: string;
  verificationUrl: string;
}

const officeName = (sroCode: string, language: Language) => findSroOffice(sroCode)?.description[language] ?? sroCode;
const transactionName = (application: ApplicationView, language: Language) =>
  findTransactionType(application.getStarted.transactionMajorCode, application.getStarted.transactionMinorCode)?.description[language] ?? '';

/** The dues as fixed, head by head, and what was paid online. */
function amountsTable(pdf: CertificatePdf, application: ApplicationView, say: ReturnType<typeof sayer>) {
  const fees = application.fees;
  if (!fees) return;
  pdf.heading(say('amounts'));
  const rows: [TextKey, number][] = [
    ['marketValue', fees.marketValueRupees],
    ['stampDuty', fees.stampDutyRupees],
    ['transferDuty', fees.transferDutyRupees],
    ['registrationFee', fees.registrationFeeRupees],
    ['userCharges', fees.userChargesRupees],
    ['stampPaper', fees.stampPaperRupees],
    ['payable', fees.payableRupees],
    ['paid', application.paidRupees],
  ];
  pdf.table(
    [
      { header: say('head'), share: 0.6 },
      { header: say('amount'), share: 0.4 },
    ],
    rows.map(([key, rupees]) => [say(key), formatRupees(rupees)]),
    { size: 9 },
  );
}

/** The particulars as entered: the parties (identity numbers masked) and the property. */
function checkSlip(pdf: CertificatePdf, application: ApplicationView, villageName: BilingualText | undefined, language: Language, say: ReturnType<typeof sayer>) {
  pdf.heading(say('parties'));
  pdf.table(
    [
      { header: say('partyRole'), share: 0.14 },
      { header: say('name'), share: 0.22 },
      { header: say('relation'), share: 0.2 },
      { header: say('age'), share: 0.06 },
      { header: say('identity'), share: 0.16 },
      { header: say('address'), share: 0.22 },
    ],
    application.parties.map((party) => [
      party.partyCode === REPRESENTATIVE_CODE ? `${party.partyCode}` : (findPartyRole(party.partyCode)?.description[language] ?? party.partyCode),
      party.nameTe && language === 'te' ? party.nameTe : party.name,
      `${PARTY_RELATIONS[party.relationType][language]} ${party.relationName}`,
      String(party.age),
      [party.aadhaarMasked, party.panMasked ?? (party.panForm ? party.panForm.toUpperCase().replace('FORM', 'Form ') : null)].filter(Boolean).join(' / '),
      party.address,
    ]),
  );
  const property = application.property;
  if (!property) return;
  const valuation = property.valuation;
  const location = valuation.kind === 'rural' ? valuation.surveyNumber : [valuation.ward, valuation.block, valuation.doorNumber].filter(Boolean).join('-');
  const extent =
    valuation.kind === 'apartment'
      ? `${valuation.undividedShareSqYards} sq. yd / ${valuation.plinthAreaSqFt} sq. ft`
      : `${valuation.extent.value} ${extentUnits.find((unit) => unit.code === valuation.extent.unit)?.description[language] ?? ''}`;
  const sides = [property.boundaries.north, property.boundaries.south, property.boundaries.east, property.boundaries.west].map((side) => side ?? '—').join('; ');
  pdf.heading(say('property'));
  pdf.keyValues([
    [say('village'), villageName ? `${villageName[language]} (${valuation.villageCode})` : valuation.villageCode],
    [say('location'), location],
    [say('extent'), extent],
    [say('boundaries'), sides],
    [say('consideration'), formatRupees(property.considerationRupees)],
    [say('executedOn'), formatDisplayDate(property.executedOn)],
  ]);
  pdf.heading(say('files'));
  pdf.paragraph(application.documents.length === 0 ? say('noFiles') : application.documents.map((file) => file.fileName).join(', '));
}

/**
 * The acknowledgement the applicant brings to the office: the application id
 * with a QR code that verifies it, the slot, the dues and what was paid, and
 * the check slip the parties confirm at the counter.
 */
export async function acknowledgementPdf({ application, villageName, language, code, verificationUrl }: PdfBase): Promise<Uint8Array> {
  const say = sayer(language);
  const office = officeName(application.getStarted.sroCode, language);
  const pdf = new CertificatePdf({
    language,
    code,
    verificationUrl,
    title: say('acknowledgementTitle'),
    subtitle: say('acknowledgementSubtitle', { applicationId: application.applicationId, office }),
  });
  pdf.paragraph(say('acknowledgementIntro'), { size: 10, gapAfter: 8 });
  pdf.heading(say('application'));
  pdf.keyValues([
    [say('applicationId'), application.applicationId],
    [say('status'), APPLICATION_STATUS_NAMES[application.status][language]],
    [say('nature'), transactionName(application, language)],
    [say('office'), office],
    [say('slot'), application.slot ? say('slotAt', { date: formatDisplayDate(application.slot.date), time: application.slot.time }) : say('noSlot')],
  ]);
  amountsTable(pdf, application, say);
  pdf.heading(say('checkSlip'));
  checkSlip(pdf, application, villageName, language, say);
  return pdf.finish();
}

/** The endorsement of a registered application: its document number, date, admitting officer and the amounts paid. */
export async function endorsementPdf({
  application,
  villageName,
  language,
  code,
  verificationUrl,
  registeredOn,
  officer,
}: PdfBase & { registeredOn: string; officer: string }): Promise<Uint8Array> {
  const say = sayer(language);
  const document = application.document!;
  const office = officeName(document.sroCode, language);
  const citation = `${document.documentNumber}/${document.year}`;
  const pdf = new CertificatePdf({ language, code, verificationUrl, title: say('endorsementTitle'), subtitle: say('endorsementSubtitle', { citation, office }) });
  pdf.paragraph(
    say('endorsement', { number: document.documentNumber, year: document.year, office, date: formatDisplayDate(registeredOn), applicationId: application.applicationId, officer }),
    { size: 10, gapAfter: 8 },
  );
  pdf.keyValues([
    [say('documentNumber'), citation],
    [say('registeredOn'), formatDisplayDate(registeredOn)],
    [say('nature'), transactionName(application, language)],
    [say('admittedBy'), officer],
  ]);
  amountsTable(pdf, application, say);
  checkSlip(pdf, application, villageName, language, say);
  return pdf.finish();
}
