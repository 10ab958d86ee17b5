import { REGISTRY_DEFINITIONS, findSroOffice, formatDisplayDate, formatRupees, type BilingualText, type Language, type Particulars, type RegistryEntryView, type RegistryKind } from '@igrs/domain';
import { CertificatePdf } from '../certificates/index.ts';

const TEXT = {
  certifies: {
    en: 'Certified that the particulars below are entered in the register kept under the {act}, at {office}, as number {number} on {date}.',
    te: '{act} కింద నిర్వహించే రిజిస్టర్‌లో, {office} వద్ద, దిగువ వివరాలు {date} న {number} సంఖ్యతో నమోదు చేయబడినట్లు ధృవీకరించడమైనది.',
  },
  number: { en: 'Registration number', te: 'రిజిస్ట్రేషన్ సంఖ్య' },
  registeredOn: { en: 'Registered on', te: 'నమోదు తేదీ' },
  office: { en: 'Office', te: 'కార్యాలయం' },
  registrar: { en: 'Registrar', te: 'రిజిస్ట్రార్' },
  entry: { en: 'Application', te: 'దరఖాస్తు' },
} as const satisfies Record<string, BilingualText>;

/**
 * The certificate of a registered marriage, firm or society, laid out from
 * the kind's own definition: each section's fields as entered, lists as
 * tables, in the language asked, with a code and QR code that verify it.
 */
export async function registrationCertificatePdf({ view, language, code, verificationUrl }: { view: RegistryEntryView; language: Language; code: string; verificationUrl: string }): Promise<Uint8Array> {
  const definition = REGISTRY_DEFINITIONS[view.kind];
  const office = findSroOffice(view.sroCode)?.description[language] ?? view.sroCode;
  const pdf = new CertificatePdf({ language, code, verificationUrl, title: definition.certificateTitle[language], subtitle: `${view.registrationNumber} · ${office}` });
  pdf.paragraph(
    TEXT.certifies[language]
      .replace('{act}', definition.act[language])
      .replace('{office}', office)
      .replace('{number}', view.registrationNumber ?? '')
      .replace('{date}', formatDisplayDate(view.registeredOn ?? '')),
    { size: 10, gapAfter: 8 },
  );
  pdf.keyValues([
    [TEXT.number[language], view.registrationNumber ?? ''],
    [TEXT.registeredOn[language], formatDisplayDate(view.registeredOn ?? '')],
    [TEXT.office[language], office],
    [TEXT.registrar[language], definition.registrarTitle[language]],
    [TEXT.entry[language], view.entryId],
  ]);
  writeParticulars(pdf, view.kind, view.particulars ?? {}, language);
  return pdf.finish();
}

/** A kind's particulars as entered, section by section, lists as tables: the certificate's body and a certified copy's. */
export function writeParticulars(pdf: CertificatePdf, kind: RegistryKind, particulars: Particulars, language: Language): void {
  const definition = REGISTRY_DEFINITIONS[kind];
  for (const section of definition.sections) {
    const value = particulars[section.key];
    const shown = (field: (typeof section.fields)[number], entry: Record<string, string>) => {
      const raw = entry[field.name] ?? '';
      if (field.type === 'date' && raw) return formatDisplayDate(raw);
      if (field.type === 'rupees' && raw) return formatRupees(Number(raw));
      if (field.type === 'choice') return field.options?.find((option) => option.code === raw)?.label[language] ?? raw;
      return raw;
    };
    pdf.heading(section.title[language]);
    if (Array.isArray(value)) {
      const share = 1 / (section.fields.length + 1);
      pdf.table(
        [{ header: '#', share }, ...section.fields.map((field) => ({ header: field.label[language], share }))],
        value.map((entry, index) => [String(index + 1), ...section.fields.map((field) => shown(field, entry))]),
        { size: 9 },
      );
    } else if (value) {
      pdf.keyValues(section.fields.filter((field) => value[field.name]).map((field) => [field.label[language], shown(field, value)] as const));
    }
  }
}
