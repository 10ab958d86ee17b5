import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SECRETS } from '../../test/databases.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { certificateCodeKey, checkCertificateCode, newCertificateCode } from './codes.ts';
import { storeCertificate } from './repository.ts';

const key = certificateCodeKey(Buffer.from(TEST_SECRETS.DATA_ENCRYPTION_KEY, 'base64'));
let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

/** The same code with one character changed to another of the alphabet. */
function altered(code: string, position: number): string {
  const characters = [...code];
  characters[position] = characters[position] === '7' ? '8' : '7';
  return characters.join('');
}

describe('certificate codes', () => {
  it('are four groups of four that check out under their own key only', () => {
    const code = newCertificateCode(key);
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    expect(checkCertificateCode(key, code)).toBe(code);
    expect(checkCertificateCode(certificateCodeKey(Buffer.alloc(32, 1)), code)).toBeUndefined();
  });

  it('forgive case, spacing and the look-alike letters a reader types', () => {
    const code = newCertificateCode(key);
    const typed = code.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o').replace(/1/g, 'l');
    expect(checkCertificateCode(key, typed)).toBe(code);
  });

  it('reject any single altered character', () => {
    const code = newCertificateCode(key);
    for (const position of [0, 5, 10, 15, 18]) expect(checkCertificateCode(key, altered(code, position))).toBeUndefined();
  });
});

describe('GET /certificates/:code', () => {
  it('confirms an issued certificate and shows what it certified', async () => {
    const code = newCertificateCode(key);
    const pdf = new TextEncoder().encode('%PDF-1.7 example');
    const { pdfSha256 } = await storeCertificate(context.database.db, {
      code,
      kind: 'ec',
      language: 'te',
      summary: { property: 'Sy. No. 12, Kothapalle', documents: 3 },
      pdf,
      issuedToLoginId: null,
    });
    const response = await context.app.inject({ method: 'GET', url: `/igrsapi/v1/certificates/${code.toLowerCase()}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'genuine', code, kind: 'ec', language: 'te', pdfSha256, summary: { property: 'Sy. No. 12, Kothapalle', documents: 3 } });
  });

  it('says plainly that an altered code is not valid, in the reader’s language', async () => {
    const code = newCertificateCode(key);
    await storeCertificate(context.database.db, { code, kind: 'certified-copy', language: 'en', summary: {}, pdf: new Uint8Array([1]), issuedToLoginId: 'demo_sro' });
    const response = await context.app.inject({ method: 'GET', url: `/igrsapi/v1/certificates/${altered(code, 2)}`, headers: { 'accept-language': 'te' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'CERTIFICATE_CODE_TAMPERED', message: expect.stringMatching(/[\u0C00-\u0C7F]/) });
  });

  it('tells a well-formed code that was never issued from an altered one', async () => {
    const response = await context.app.inject({ method: 'GET', url: `/igrsapi/v1/certificates/${newCertificateCode(key)}` });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('CERTIFICATE_NOT_FOUND');
    const garbage = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/certificates/not-a-code' });
    expect(garbage.json().error.code).toBe('CERTIFICATE_CODE_TAMPERED');
  });
});
