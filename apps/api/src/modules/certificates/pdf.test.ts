import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { CertificatePdf, certificateVerificationUrl, drawQrCode, drawText, layoutText, registerCertificateFonts } from './pdf.ts';

const CODE = '7K3M-Q2PX-9RTV-4HWA';

function certificate(language: 'en' | 'te') {
  return new CertificatePdf({ language, code: CODE, verificationUrl: certificateVerificationUrl({ protocol: 'https', host: 'portal.example' }, CODE), title: 'Encumbrance Certificate' });
}

describe('certificate PDFs', () => {
  it('carry the verification code, the address to check it and the page count on every page', async () => {
    const pdf = certificate('en');
    pdf.table(
      [
        { header: 'Number', share: 0.3 },
        { header: 'Details', share: 0.7 },
      ],
      Array.from({ length: 90 }, (_, index) => [`${index + 1}/2024`, 'Sale Deed, Sy. No. 123/2A, Ac. 1.2500, Kothapalle, consideration ₹12,00,000']),
    );
    const text = pdfText(await pdf.finish());
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text.split(`https://portal.example/igrs/verify/${CODE}`).length - 1).toBe(pages);
    expect(text.split(`Verification code: ${CODE}`).length - 1).toBe(pages);
    expect(text).toContain('90/2024');
  });

  it('set Telugu conjuncts with marks the font leaves unattached (ప్ర, శ్రీ) without failing', async () => {
    const pdf = certificate('te');
    pdf.paragraph('ప్రభుత్వ ప్రకటన: శ్రీ కృష్ణ జిల్లా, స్త్రీ నిధి ₹1,20,000');
    const bytes = await pdf.finish();
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(pdfText(bytes)).toContain('ధృవీకరణ కోడ్');
  });

  it('wrap text within the width given, breaking an overlong word between letters', async () => {
    const pdf = certificate('en');
    const lines = layoutText(pdf.doc, 'a very long line of words that cannot fit in a narrow column 1234567890123456789012345', 80);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(80);
  });

  it('draw the QR code dark exactly where its squares are dark', () => {
    const text = certificateVerificationUrl({ protocol: 'https', host: 'portal.example' }, CODE);
    const rectangles: { x: number; y: number; width: number; height: number }[] = [];
    const recorder = {
      save: () => recorder,
      restore: () => recorder,
      fill: () => recorder,
      fillColor: () => recorder,
      rect: (x: number, y: number, width: number, height: number) => (rectangles.push({ x, y, width, height }), recorder),
    };
    drawQrCode(recorder as unknown as PDFKit.PDFDocument, text, 100, 200, 64);
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const cell = 64 / (modules.size + 4);
    // The first rectangle is the white ground; a square is dark when a later one covers its centre.
    const dark = rectangles.slice(1);
    const covered = (x: number, y: number) => dark.some((r) => x > r.x && x < r.x + r.width && y > r.y && y < r.y + r.height);
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        expect(covered(100 + (column + 2.5) * cell, 200 + (row + 2.5) * cell), `square ${row},${column}`).toBe(Boolean(modules.get(row, column)));
      }
    }
    expect(dark.length).toBeLessThan(modules.data.filter(Boolean).length);
  });

  it('set a run of text with the very operators pdfkit\'s own text() writes for it, Telugu signs placed glyph by glyph', async () => {
    /** The page's content as written, uncompressed. */
    const pageContent = async (draw: (doc: PDFKit.PDFDocument) => void) => {
      const doc = new PDFDocument({ compress: false, font: null as unknown as string });
      registerCertificateFonts(doc);
      draw(doc);
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      const ended = new Promise((resolve) => doc.on('end', resolve));
      doc.end();
      await ended;
      const streams = Buffer.concat(chunks).toString('latin1').split('stream\n').map((part) => part.split('\nendstream')[0]!);
      return streams.filter((stream) => stream.includes(' Tf')).join('\n');
    };
    for (const [font, size, text] of [
      ['telugu', 9, 'ప్రభుత్వ శ్రీ కృష్ణ జిల్లా స్త్రీ నిధి'],
      ['telugu-bold', 11, 'ధృవీకరణ కోడ్'],
      ['latin', 7.5, 'Registered: 12-03-2015 AVAWAY To. Sy. No. 123/2A'],
    ] as const) {
      const byPdfkit = await pageContent((doc) => doc.font(font).fontSize(size).text(text, 40, 120, { lineBreak: false }));
      const byCertificate = await pageContent((doc) => drawText(doc, text, 40, 120, 500, { size, bold: font.endsWith('-bold') }));
      expect(byPdfkit, text).toContain('TJ');
      expect(byCertificate, text).toBe(byPdfkit);
    }
  });
});

