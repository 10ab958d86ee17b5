import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { CERTIFICATE_KINDS, type CertificateKind, type CertificateVerification, type Language } from '@igrs/domain';
import type { Database, DatabaseHandle } from '../../db/client.ts';
import { issuedCertificates } from '../../db/schema.ts';
import type { AuditEntry } from '../../lib/audit.ts';
import { checkCertificateCode } from './codes.ts';

export interface IssuedCertificate {
  code: string;
  kind: CertificateKind;
  language: Language;
  summary: Record<string, unknown>;
  pdf: Uint8Array;
  issuedToLoginId: string | null;
}

/** What the verification page shows as the certificate's fingerprint. */
const sha256Of = (pdf: Uint8Array) => createHash('sha256').update(pdf).digest('hex');

/** Records a certificate as issued, with the hash of its bytes; the code was printed on it before. */
export async function storeCertificate(db: Pick<Database, 'insert'>, certificate: IssuedCertificate): Promise<{ pdfSha256: string }> {
  const pdfSha256 = sha256Of(certificate.pdf);
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

/**
 * Stores the certificate of an EC search, with its very bytes so that asking
 * again gives the same certificate, and its audit entry: one prepared
 * statement, all or nothing as a transaction would be, in one round trip
 * instead of four. A search has at most one certificate per language: when
 * another was stored for the same search first, neither is written and
 * `stored` is false.
 */
const STORE_SEARCH_CERTIFICATE = {
  name: 'certificates-store-for-search',
  text: `
    with kept as (
      insert into issued_certificates (code, kind, language, summary, pdf_sha256, issued_to_login_id, search_id, pdf)
      values ($1, $2, $3, $4::jsonb, $5, $6, $7, $8)
      on conflict do nothing
      returning code)
    insert into audit_log (event, login_id, client_address, details)
    select $9, $6, $10, $11::jsonb from kept
    returning id`,
};

export async function storeSearchCertificate(
  database: DatabaseHandle,
  certificate: IssuedCertificate & { /** The EC search it answers. */ searchId: string },
  audit: Omit<AuditEntry, 'loginId'>,
): Promise<{ pdfSha256: string; stored: boolean }> {
  const pdfSha256 = sha256Of(certificate.pdf);
  const rows = await database.statement(STORE_SEARCH_CERTIFICATE.name, STORE_SEARCH_CERTIFICATE.text, [
    certificate.code,
    certificate.kind,
    certificate.language,
    JSON.stringify(certificate.summary),
    pdfSha256,
    certificate.issuedToLoginId,
    certificate.searchId,
    Buffer.from(certificate.pdf.buffer, certificate.pdf.byteOffset, certificate.pdf.byteLength),
    audit.event,
    audit.clientAddress,
    JSON.stringify(audit.details ?? {}),
  ]);
  return { pdfSha256, stored: rows.length > 0 };
}

const FIND_SEARCH_CERTIFICATE = {
  name: 'certificates-find-for-search',
  text: 'select code, pdf from issued_certificates where search_id = $1 and language = $2 and pdf is not null',
};

/** The certificate already issued for a search in a language, with its very bytes. */
export async function findSearchCertificate(database: DatabaseHandle, searchId: string, language: Language): Promise<{ code: string; pdf: Uint8Array } | undefined> {
  const [row] = await database.statement<{ code: string; pdf: Uint8Array }>(FIND_SEARCH_CERTIFICATE.name, FIND_SEARCH_CERTIFICATE.text, [searchId, language]);
  return row;
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
