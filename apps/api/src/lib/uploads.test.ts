import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSroOffice } from '@igrs/domain';
import { TEST_CAPTCHA_ANSWER, createTestContext, signIn, signInCitizen, type TestContext } from '../test/harness.ts';
import { multipartBody } from '../test/multipart.ts';
import { readPdf, UnreadablePdf } from './pdf-check.ts';
import { isWholeJpeg, isWholePng } from './image-check.ts';
import { nameForType } from './uploads.ts';

const API = '/igrsapi/v1';
const OFFICE = '701';
const folder = mkdtempSync(path.join(os.tmpdir(), 'igrs-upload-test-'));

/** A file run through qpdf as a test tool: `--object-streams=generate` packs every object it can into compressed object streams. */
function qpdf(bytes: Uint8Array, ...args: string[]): Buffer {
  const input = path.join(folder, 'in.pdf');
  const output = path.join(folder, 'out.pdf');
  writeFileSync(input, bytes);
  execFileSync('qpdf', [...args, input, output]);
  return readFileSync(output);
}

/** A PDF written object by object with its cross-reference table: catalog 1, pages 2, page 3, and whatever else is asked for. */
function writtenPdf({ catalog = '', page = '', more = [] }: { catalog?: string; page?: string; more?: readonly string[] }): Buffer {
  const objects = [`<< /Type /Catalog /Pages 2 0 R ${catalog} >>`, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] ${page} >>`, ...more];
  let body = '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets = objects.map((object, index) => {
    const offset = Buffer.byteLength(body, 'latin1');
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const link = (action: string) => ({ page: '/Annots [4 0 R]', more: [`<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] ${action} >>`] });

/** Each active key the check must find, in a PDF whose objects sit in compressed object streams, where a search of the raw bytes sees nothing. */
const ACTIVE_PDFS = {
  '/OpenAction': { catalog: '/OpenAction 4 0 R', more: ['<< /S /JavaScript /JS (app.alert\\(document.cookie\\)) >>'] },
  '/Launch': link('/A << /S /Launch /F (cmd.exe) >>'),
  '/EmbeddedFiles': { catalog: '/Names << /EmbeddedFiles << /Names [(invoice.exe) 4 0 R] >> >>', more: ['<< /Type /Filespec /F (invoice.exe) >>'] },
  '/AA': { page: '/AA << /O << /S /GoTo /D [3 0 R /Fit] >> >>' },
  '/XFA': { catalog: '/AcroForm << /Fields [] /XFA 4 0 R >>', more: ['[(template) 5 0 R]', '<< >>'] },
  '/URI': link('/A << /S /URI /URI (http://leak.example/?d=1) >>'),
  '/GoToR': link('/A << /S /GoToR /F (other.pdf) /D [0 /Fit] >>'),
} as const;

const packed = (parts: Parameters<typeof writtenPdf>[0]) => qpdf(writtenPdf(parts), '--object-streams=generate', '--compress-streams=y');

function pdfkitDeed(): Promise<Buffer> {
  return new Promise((resolve) => {
    const document = new PDFDocument({ compress: true });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.text('Sale deed, Battiprolu, schedule of property');
    document.end();
  });
}

/** The smallest whole JPEG: one grey pixel, a quantisation table, one DC and one AC table, one scan. */
const TINY_JPEG = Buffer.from(
  [
    'ffd8',
    `ffdb004300${'01'.repeat(64)}`,
    'ffc0000b080001000101011100',
    `ffc4001400${'01'}${'00'.repeat(15)}00`,
    `ffc4001410${'01'}${'00'.repeat(15)}00`,
    'ffda000801010000003f00',
    '3f',
    'ffd9',
  ].join(''),
  'hex',
);

function tinyPng(): Buffer {
  const png = new PNG({ width: 2, height: 2 });
  png.data.fill(200);
  return PNG.sync.write(png);
}

const HTML = Buffer.from('<html><body><script>fetch("/igrsapi/v1/applications").then(r=>r.text()).then(alert)</script></body></html>');

let context: TestContext;
let citizen: string;
let applicationId: string;
let entryId: string;
let grievanceId: string;

beforeAll(async () => {
  context = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
  citizen = await signInCitizen(context, '9440077001');
  const call = (url: string, payload: object) => context.app.inject({ method: 'POST', url: `${API}${url}`, headers: { authorization: `Bearer ${citizen}` }, payload });
  const application = await call('/applications', { registrationType: 'regular', transactionMajorCode: '01', transactionMinorCode: '01', districtCode: findSroOffice(OFFICE)!.revenueDistrictCode!, sroCode: OFFICE });
  expect(application.statusCode, application.body).toBe(201);
  applicationId = application.json().applicationId;
  const entry = await call('/registries', { kind: 'society', sroCode: OFFICE });
  expect(entry.statusCode, entry.body).toBe(201);
  entryId = entry.json().entryId;
  const captchaId = (await context.app.inject({ method: 'GET', url: `${API}/captcha` })).json().captchaId;
  const filed = await context.app.inject({
    method: 'POST',
    url: `${API}/grievances/filings`,
    payload: { sroCode: OFFICE, category: 'delay', complainantName: 'Gollapudi Anitha', mobile: '9848077001', description: 'Certified copy applied for a month ago, not yet given.', captchaId, captchaText: TEST_CAPTCHA_ANSWER },
  });
  expect(filed.statusCode, filed.body).toBe(201);
  grievanceId = filed.json().grievanceId;
});
afterAll(async () => {
  await context.close();
  rmSync(folder, { recursive: true, force: true });
});

/** The three routes that take papers: an application's, a registry entry's and a grievance's. */
const ROUTES = {
  applications: (file: Buffer, fileName: string) => {
    const { payload, headers } = multipartBody([{ name: 'kind', value: 'deed' }, { name: 'file', value: file, fileName }]);
    return context.app.inject({ method: 'POST', url: `${API}/applications/${applicationId}/documents/uplods/`, headers: { ...headers, authorization: `Bearer ${citizen}` }, payload });
  },
  registries: (file: Buffer, fileName: string) => {
    const { payload, headers } = multipartBody([{ name: 'kind', value: 'memorandum' }, { name: 'file', value: file, fileName }]);
    return context.app.inject({ method: 'POST', url: `${API}/registries/${entryId}/documents/uplods/`, headers: { ...headers, authorization: `Bearer ${citizen}` }, payload });
  },
  grievances: (file: Buffer, fileName: string) => {
    const { payload, headers } = multipartBody([{ name: 'mobile', value: '9848077001' }, { name: 'file', value: file, fileName }]);
    return context.app.inject({ method: 'POST', url: `${API}/grievances/${grievanceId}/attachments`, headers: { ...headers, 'accept-language': 'te' }, payload });
  },
} as const;

type Kept = { fileName: string; contentType: string; sizeBytes: number };
const keptFiles = (answer: { json: () => { documents?: Kept[]; attachments?: Kept[] } }) => answer.json().documents ?? answer.json().attachments ?? [];

describe('PDFs are read whole, object streams inflated', () => {
  it.each(Object.entries(ACTIVE_PDFS))('finds %s in a compressed object stream, where the bytes show nothing', async (name, parts) => {
    const file = packed(parts);
    const raw = file.toString('latin1');
    expect(raw).toContain('/ObjStm');
    expect(raw).not.toContain(name);
    expect((await readPdf(file, 1024 * 1024)).activeNames).toContain(name);
  });

  it('finds a name written with # escapes, lets a document open at a page, and keeps only what qpdf rewrote', async () => {
    const escaped = packed({ catalog: '/OpenAction << /S /Java#53cript /J#53 (app.alert\\(1\\)) >>' });
    expect((await readPdf(escaped, 1024 * 1024)).activeNames).toEqual(['/JS', '/JavaScript', '/OpenAction']);
    const atPage = await readPdf(Buffer.concat([packed({ catalog: '/OpenAction [3 0 R /Fit]' }), HTML]), 1024 * 1024);
    expect(atPage.activeNames).toEqual([]);
    expect(atPage.bytes.toString('latin1')).not.toContain('<script>');
    await expect(readPdf(Buffer.from('%PDF-1.7\n1 0 obj << >> endobj', 'latin1'), 1024 * 1024)).rejects.toThrow(UnreadablePdf);
  });
});

describe('pictures are read whole', () => {
  it('takes a JPEG or PNG that ends where the file ends, and nothing with a PDF or a page joined after it', () => {
    expect(isWholeJpeg(TINY_JPEG)).toBe(true);
    expect(isWholePng(tinyPng())).toBe(true);
    for (const tail of [writtenPdf({}), HTML]) {
      expect(isWholeJpeg(Buffer.concat([TINY_JPEG, tail]))).toBe(false);
      expect(isWholePng(Buffer.concat([tinyPng(), tail]))).toBe(false);
    }
    expect(isWholeJpeg(Buffer.concat([Buffer.from('ffd8ffe0', 'hex'), writtenPdf({})]))).toBe(false);
    expect(isWholeJpeg(TINY_JPEG.subarray(0, -2))).toBe(false);
    const corrupted = tinyPng();
    corrupted.writeUInt8(corrupted.readUInt8(corrupted.length - 20) ^ 0xff, corrupted.length - 20);
    expect(isWholePng(corrupted)).toBe(false);
  });

  it('names a kept file by what it is, whatever name it came with', () => {
    expect(nameForType('deed.html', 'application/pdf')).toBe('deed.pdf');
    expect(nameForType('C:\\scans\\photo.pdf', 'image/jpeg')).toBe('photo.jpg');
    expect(nameForType('photo.JPEG', 'image/jpeg')).toBe('photo.JPEG');
    expect(nameForType('map', 'image/png')).toBe('map.png');
    expect(nameForType('Sy. No. 143', 'application/pdf')).toBe('Sy. No. 143.pdf');
    expect(nameForType('report.csv', 'text/csv')).toBe('report.csv');
  });
});

describe.each(Object.keys(ROUTES) as (keyof typeof ROUTES)[])('papers uploaded on the %s route', (route) => {
  const upload = (file: Buffer, fileName: string) => ROUTES[route](file, fileName);

  it('refuses a PDF with any of the seven active keys in an object stream, and keeps nothing', async () => {
    for (const [name, parts] of Object.entries(ACTIVE_PDFS)) {
      const answer = await upload(packed(parts), 'deed.pdf');
      expect(answer.statusCode, `${name}: ${answer.body}`).toBe(400);
      expect(answer.json().error.details).toEqual([expect.objectContaining({ field: 'body.file' })]);
    }
    const damaged = await upload(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> garbage', 'latin1'), 'deed.pdf');
    expect(damaged.statusCode).toBe(400);
    expect(damaged.json().error.details[0]).toMatchObject({ field: 'body.file', message: expect.stringMatching(route === 'grievances' ? /[\u0C00-\u0C7F]/ : /cannot be read/) });
  });

  it('refuses a JPEG header with a PDF or a web page after it', async () => {
    for (const tail of [writtenPdf({}), HTML]) {
      for (const head of [Buffer.from('ffd8ffe0', 'hex'), TINY_JPEG]) {
        const answer = await upload(Buffer.concat([head, tail]), tail === HTML ? 'page.html' : 'deed.pdf');
        expect(answer.statusCode, answer.body).toBe(400);
        expect(answer.json().error.details).toEqual([expect.objectContaining({ field: 'body.file' })]);
      }
    }
  });

  it('keeps a clean PDF as qpdf rewrote it and pictures as they are, each named and served as what it is', async () => {
    const fromPdfkit = await pdfkitDeed();
    for (const [file, fileName, contentType, expectedName] of [
      [qpdf(fromPdfkit, '--object-streams=generate'), 'sale deed.html', 'application/pdf', 'sale deed.pdf'],
      [TINY_JPEG, 'photo.pdf', 'image/jpeg', 'photo.jpg'],
      [tinyPng(), 'map', 'image/png', 'map.png'],
    ] as const) {
      const answer = await upload(file, fileName);
      expect(answer.statusCode, answer.body).toBe(201);
      const kept = keptFiles(answer).at(-1)!;
      expect(kept).toMatchObject({ fileName: expectedName, contentType });
      const id = (kept as Kept & { documentId?: string; attachmentId?: string }).documentId ?? (kept as { attachmentId?: string }).attachmentId;
      const url =
        route === 'applications'
          ? `${API}/applications/${applicationId}/documents/${id}`
          : route === 'registries'
            ? `${API}/registries/${entryId}/documents/${id}`
            : `${API}/grievances/${grievanceId}/attachments/${id}`;
      // A grievance's papers are opened by the office that answers it; the others' by the applicant.
      const reader = route === 'grievances' ? (await signIn(context.app, 'demo_sro')).token : citizen;
      const back = await context.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${reader}` } });
      expect(back.statusCode, back.body).toBe(200);
      expect(back.headers['content-type']).toBe(contentType);
      expect(back.headers['content-disposition']).toMatch(/^attachment; /);
      expect(back.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(expectedName)}`);
      expect(back.headers['x-content-type-options']).toBe('nosniff');
      expect(back.rawPayload.length).toBe(kept.sizeBytes);
      if (contentType === 'application/pdf') {
        // What is kept is qpdf's rewrite: no object streams left, the same page text, not the bytes sent.
        expect(back.rawPayload.equals(file)).toBe(false);
        expect(back.rawPayload.toString('latin1')).not.toContain('/ObjStm');
        expect(execFileSync('pdftotext', ['-', '-'], { input: back.rawPayload }).toString()).toContain('Sale deed, Battiprolu');
      } else expect(back.rawPayload.equals(file)).toBe(true);
    }
  });
});
