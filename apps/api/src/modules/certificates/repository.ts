import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { CERTIFICATE_KINDS, type CertificateKind, type CertificateVerification, type Language } from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { issuedCertificates } from '../../db/schema.ts';
import { checkCertificateCode } from './codes.ts';

export interface IssuedCertificate {
  code: string;
  kind: CertificateKind;
  language: Language;
  summary: Record<string, unknown>;
  pdf: Uint8Array;
  issuedToLoginId: string | null;
  /** The EC search it answers; its bytes are kept so asking again gives the same certificate. */
  searchId?: string;
}

/**
 * Records a certificate as issued, with the hash of its bytes; the code was
 * printed on it before. A search has at most one certificate per language:
 * when another was stored for the same search first, nothing is stored and
 * `stored` is false.
 */
export async function storeCertificate(db: Pick<Database, 'insert'>, certificate: IssuedCertificate): Promise<{ pdfSha256: string; stored: boolean }> {
  const pdfSha256 = createHash('sha256').update(certificate.pdf).digest('hex');
  const inserted = await db
    .insert(issuedCertificates)
    .values({
      code: certificate.code,
      kind: certificate.kind,
      language: certificate.language,
      summary: certificate.summary,
      pdfSha256,
      issuedToLoginId: certificate.issuedToLoginId,
      searchId: certificate.searchId ?? null,
      pdf: certificate.searchId ? certificate.pdf : null,
    })
    .onConflictDoNothing()
    .returning({ code: issuedCertificates.code });
  return { pdfSha256, stored: inserted.length > 0 };
}

/** The certificate already issued for a search in a language, with its very bytes. */
export async function findSearchCertificate(db: Database, searchId: string, language: Language): Promise<{ code: string; pdf: Uint8Array } | undefined> {
  const [row] = await db
    .select({ code: issuedCertificates.code, pdf: issuedCertificates.pdf })
    .from(issuedCertificates)
    .where(and(eq(issuedCertificates.searchId, searchId), eq(issuedCertificates.language, language)));
  return row?.pdf ? { code: row.code, pdf: row.pdf } : undefined;
}

export type VerificationOutcome = { status: 'genuine'; certificate: CertificateVerification } | { status: 'tampered' } | { status: 'unknown' };

export async function verifyCertificate(db: Database, key: Uint8Array, typed: string): Promise<VerificationOutcome> {
  const code = checkCertificateCode(key, typed);
  if (!code) return { status: 'tampered' };
  const [row] = await db.select().from(issuedCertificates).where(eq(issuedCertificates.code, code));
  if (!row) return { status: 'unknown' };
  return {
    status: 'genuine',
    certificate: {
      status: 'genuine',
      code: row.code,
      kind: CERTIFICATE_KINDS.find((kind) => kind === row.kind) ?? 'ec',
      issuedAt: row.issuedAt.toISOString(),
      language: row.language === 'te' ? 'te' : 'en',
      pdfSha256: row.pdfSha256,
      summary: row.summary,
    },
  };
}
