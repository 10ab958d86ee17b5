import { z } from 'zod';
import { languageSchema } from '../i18n/index.ts';

/** What the portal certifies: an EC, a certified copy, an application's acknowledgement, a registration's endorsement. */
export const CERTIFICATE_KINDS = ['ec', 'certified-copy', 'acknowledgement', 'endorsement', 'registration-certificate', 'mis-report'] as const;
export type CertificateKind = (typeof CERTIFICATE_KINDS)[number];

/**
 * Crockford's base-32 letters: no I, L, O or U, so a code read off paper and
 * typed back is not mistaken. Codes print as four groups of four.
 */
export const CERTIFICATE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CERTIFICATE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/** What a reader types: any case, with or without dashes and spaces, O for 0 and I or L for 1 forgiven. */
export function normaliseCertificateCode(typed: string): string {
  const compact = typed
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  return compact.length === 16 ? compact.match(/.{4}/g)!.join('-') : compact;
}

export const certificateCodeParamsSchema = z.object({ code: z.string().min(1).max(40) });

/** What a certificate said when it was issued, for the reader to compare with the paper. */
export const certificateSummarySchema = z.record(z.string(), z.unknown());

export const certificateVerificationSchema = z.object({
  status: z.literal('genuine'),
  code: z.string(),
  kind: z.enum(CERTIFICATE_KINDS),
  issuedAt: z.string(),
  language: languageSchema,
  /** SHA-256 of the PDF as issued: a copy whose bytes differ has been altered. */
  pdfSha256: z.string(),
  summary: certificateSummarySchema,
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;
