import { DEPARTMENT_HEADING } from '../../lib/content-files.ts';
import { AlignmentType, BorderStyle, Document, Footer, HeadingLevel, Packer, PageNumber, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import PDFDocument from 'pdfkit';



/** Generated documents carry this date rather than the time of seeding, so that reseeding yields the same documents. */
export const DOCUMENT_DATE = new Date('2026-01-01T00:00:00.000Z');

export interface DocumentTable {
  columns: string[];
  rows: string[][];
}

export interface DocumentSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  table?: DocumentTable;
}

/** The text of a generated PDF or Word document: English only, as the bundled PDF fonts cannot shape Telugu. */
export interface TextDocument {
  title: string;
  subtitle?: string;
  paragraphs: string[];
  table?: DocumentTable;
  sections?: DocumentSection[];
  /** Lines printed under the body, e.g. the signing officer of a circular. */
  signature?: string[];
}


// The standard PDF fonts only cover WinAnsi; the rupee sign and a few typographic marks have no glyph there.
const PDF_REPLACEMENTS: Record<string, string> = {
  '₹': 'Rs.',
  '≥': '>=',
  '≤': '<=',
  '→': '->',
  '\u00a0': ' ',
};

function toWinAnsi(text: string): string {
  return text.replace(/[₹≥≤→\u00a0]/g, (character) => PDF_REPLACEMENTS[character] ?? character);
}

export async function renderPdf(doc: TextDocument): Promise<Uint8Array> {
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 64, left: 60, right: 60 },
    bufferPages: true,
    tagged: true,
    lang: 'en-IN',
    displayTitle: true,
    info: {
      Title: toWinAnsi(doc.title),
      Author: DEPARTMENT_HEADING,
      Subject: toWinAnsi(doc.subtitle ?? doc.title),
      Creator: DEPARTMENT_HEADING,
      Producer: 'IGRS Portal',
      CreationDate: DOCUMENT_DATE,
      ModDate: DOCUMENT_DATE,
    },
  });
  const chunks: Uint8Array[] = [];
  const finished = new Promise<Uint8Array>((resolve, reject) => {
    pdf.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const root = pdf.struct('Document');
  pdf.addStructure(root);
  const width = pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;

  const heading = (text: string, size: number, structType: string) => {
    pdf.font('Helvetica-Bold').fontSize(size).fillColor('#1b3a5c').text(toWinAnsi(text), { structParent: root, structType, width });
    pdf.moveDown(0.4);
  };
  const paragraph = (text: string) => {
    pdf.font('Helvetica').fontSize(10.5).fillColor('#1f1f1f').text(toWinAnsi(text), { structParent: root, structType: 'P', align: 'justify', width, lineGap: 2 });
    pdf.moveDown(0.6);
  };
  const bullets = (items: string[]) => {
    pdf.font('Helvetica').fontSize(10.5).fillColor('#1f1f1f').list(items.map(toWinAnsi), { structParent: root, bulletRadius: 2, textIndent: 14, lineGap: 2, width });
    pdf.moveDown(0.6);
  };
  const table = (data: DocumentTable) => {
    pdf.x = pdf.page.margins.left;
    pdf.font('Helvetica').fontSize(9.5).fillColor('#1f1f1f');
    pdf.table({
      maxWidth: width,
      rowStyles: (row) => (row === 0 ? { backgroundColor: '#e8eef5', font: { src: 'Helvetica-Bold' } } : undefined),
      defaultStyle: { padding: 4, border: 0.5, borderColor: '#8a9bb0' },
      data: [data.columns.map((text) => ({ text: toWinAnsi(text), type: 'TH' as const })), ...data.rows.map((row) => row.map(toWinAnsi))],
    });
    pdf.x = pdf.page.margins.left;
    pdf.moveDown(0.8);
  };

  pdf.font('Helvetica-Bold').fontSize(9).fillColor('#5a6b7d').text(DEPARTMENT_HEADING.toUpperCase(), { structParent: root, structType: 'P', width, characterSpacing: 0.4 });
  const ruleY = pdf.y + 4;
  pdf.markContent('Artifact', { type: 'Layout' });
  pdf.moveTo(pdf.page.margins.left, ruleY).lineTo(pdf.page.margins.left + width, ruleY).lineWidth(1).stroke('#1b3a5c');
  pdf.endMarkedContent();
  pdf.y = ruleY + 14;

  heading(doc.title, 16, 'H1');
  if (doc.subtitle) {
    pdf.font('Helvetica').fontSize(10).fillColor('#5a6b7d').text(toWinAnsi(doc.subtitle), { structParent: root, structType: 'P', width });
    pdf.moveDown(0.8);
  }
  doc.paragraphs.forEach(paragraph);
  if (doc.table) table(doc.table);
  for (const section of doc.sections ?? []) {
    heading(section.heading, 12.5, 'H2');
    section.paragraphs?.forEach(paragraph);
    if (section.bullets?.length) bullets(section.bullets);
    if (section.table) table(section.table);
  }
  if (doc.signature?.length) {
    pdf.moveDown(1);
    pdf.font('Helvetica').fontSize(10.5).fillColor('#1f1f1f').text(doc.signature.map(toWinAnsi).join('\n'), { structParent: root, structType: 'P', width, align: 'right' });
  }

  const range = pdf.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    pdf.switchToPage(index);
    const bottom = pdf.page.margins.bottom;
    pdf.page.margins.bottom = 0;
    pdf.markContent('Artifact', { type: 'Pagination' });
    pdf
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor('#5a6b7d')
      .text(`${DEPARTMENT_HEADING}  |  Page ${index + 1} of ${range.count}`, pdf.page.margins.left, pdf.page.height - 40, { width, align: 'center', lineBreak: false });
    pdf.endMarkedContent();
    pdf.page.margins.bottom = bottom;
  }
  pdf.end();
  return finished;
}

const docxBorder = { style: BorderStyle.SINGLE, size: 4, color: '8A9BB0' } as const;

function docxTable(data: DocumentTable): Table {
  const cell = (text: string, header: boolean) =>
    new TableCell({
      children: [new Paragraph({ children: [new TextRun({ text, bold: header })] })],
      shading: header ? { fill: 'E8EEF5' } : undefined,
      borders: { top: docxBorder, bottom: docxBorder, left: docxBorder, right: docxBorder },
    });
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: data.columns.map((text) => cell(text, true)) }),
      ...data.rows.map((row) => new TableRow({ children: row.map((text) => cell(text, false)) })),
    ],
  });
}

export async function renderDocx(doc: TextDocument): Promise<Uint8Array> {
  const body: (Paragraph | Table)[] = [
    new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: DEPARTMENT_HEADING, bold: true, size: 20, color: '5A6B7D' })] }),
    new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [new TextRun(doc.title)] }),
  ];
  if (doc.subtitle) body.push(new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun({ text: doc.subtitle, italics: true })] }));
  const paragraphs = (texts: string[] | undefined) => {
    for (const text of texts ?? []) body.push(new Paragraph({ alignment: AlignmentType.JUSTIFIED, spacing: { after: 160, line: 300 }, children: [new TextRun(text)] }));
  };
  paragraphs(doc.paragraphs);
  if (doc.table) body.push(docxTable(doc.table), new Paragraph({}));
  for (const section of doc.sections ?? []) {
    body.push(new Paragraph({ heading: HeadingLevel.HEADING_2, spacing: { before: 240 }, children: [new TextRun(section.heading)] }));
    paragraphs(section.paragraphs);
    for (const bullet of section.bullets ?? []) body.push(new Paragraph({ bullet: { level: 0 }, children: [new TextRun(bullet)] }));
    if (section.table) body.push(docxTable(section.table), new Paragraph({}));
  }
  for (const line of doc.signature ?? []) body.push(new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun(line)] }));

  const document = new Document({
    creator: DEPARTMENT_HEADING,
    title: doc.title,
    description: doc.subtitle ?? doc.title,
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    sections: [
      {
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [new TextRun({ children: [`${DEPARTMENT_HEADING}  |  Page `, PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], size: 16, color: '5A6B7D' })],
              }),
            ],
          }),
        },
        children: body,
      },
    ],
  });
  return new Uint8Array(await Packer.toBuffer(document));
}


function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A neutral placeholder in place of a photograph: a head-and-shoulders outline over a tinted ground, with the initials. */
export function renderPortraitSvg(initials: string, hue: number): Uint8Array {
  const label = escapeXml(initials);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 200" width="160" height="200" role="img" aria-label="${label}">
  <defs>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 45% 88%)"/>
      <stop offset="1" stop-color="hsl(${hue} 40% 72%)"/>
    </linearGradient>
  </defs>
  <rect width="160" height="200" rx="12" fill="url(#ground)"/>
  <circle cx="80" cy="74" r="34" fill="hsl(${hue} 30% 42%)"/>
  <path d="M22 200 C22 148 50 122 80 122 C110 122 138 148 138 200 Z" fill="hsl(${hue} 30% 42%)"/>
  <text x="80" y="178" text-anchor="middle" font-family="'Noto Sans', Arial, sans-serif" font-size="26" font-weight="700" letter-spacing="2" fill="#ffffff">${label}</text>
</svg>
`;
  return new TextEncoder().encode(svg);
}
