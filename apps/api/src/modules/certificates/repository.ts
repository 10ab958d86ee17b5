import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CertificateKind, CertificateVerification, Language } from '@igrs/domain';
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
}

/** Records a certificate as issued, with the hash of its bytes; the code was printed on it before. */
export async function storeCertificate(db: Pick<Database, 'insert'>, certificate: IssuedCertificate): Promise<{ pdfSha256: string }> {
  const pdfSha256 = createHash('sha256').update(certificate.pdf).digest('hex');
  await db.insert(issuedCertificates).values({
    code: certificate.code,
    kind: certificate.kind,
    language: certificate.language,
    summary: certificate.summary,
    pdfSha256,
    issuedToLoginId: certificate.issuedToLoginId,
  });
  return { pdfSha256 };
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
      kind: row.kind === 'certified-copy' ? 'certified-copy' : 'ec',
      issuedAt: row.issuedAt.toISOString(),
      language: row.language === 'te' ? 'te' : 'en',
      pdfSha256: row.pdfSha256,
      summary: row.summary,
    },
  };
}
