import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { deflateSync, inflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { CERTIFICATE_TEXT, type Language } from '@igrs/domain';
import { encodeTrueTypeSubset, sfntFile, type TrueTypeFile, type TrueTypeSubset } from './font-subset.ts';

const require = createRequire(import.meta.url);

/** Noto Sans split by script as @fontsource ships it: a run of text is set in the font that has its letters. */
const FONT_FILES = {
  latin: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
  'latin-bold': require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
  symbols: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff'),
  'symbols-bold': require.resolve('@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff'),
  telugu: require.resolve('@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-400-normal.woff'),
  'telugu-bold': require.resolve('@fontsource/noto-sans-telugu/files/noto-sans-telugu-telugu-700-normal.woff'),
} as const;
type FontName = keyof typeof FONT_FILES;
type Script = 'latin' | 'symbols' | 'telugu';

/** Telugu letters and the joiners that shape them. */
const TELUGU = /[\u0C00-\u0C7F\u200C\u200D]/;
/** Beyond Latin-1 and general punctuation: the rupee sign and other Latin Extended letters. */
const SYMBOLS = /[\u0100-\u024F\u20A0-\u20CF]/;

function scriptOf(character: string): Script | undefined {
  if (TELUGU.test(character)) return 'telugu';
  if (SYMBOLS.test(character)) return 'symbols';
  if (/\s/.test(character)) return undefined;
  return 'latin';
}


export const PAGE_MARGIN = 36;
/** Room kept free at the foot of every page for the verification footer. */
const FOOTER_HEIGHT = 78;
const QR_SIZE = 64;

export interface TextStyle {
  size?: number;
  bold?: boolean;
  /** Extra space between lines, in points. */
  lineGap?: number;
  align?: 'left' | 'center' | 'right';
}

interface Run {
  font: FontName;
  text: string;
  width: number;
}
interface Line {
  runs: Run[];
  width: number;
}

interface GposProcessor {
  applyAnchor(markRecord: { markAnchor: unknown }, baseAnchor: unknown, baseGlyphIndex: number): void;
}

/** The parsed font pdfkit hands to fontkit; pdfkit takes one back in place of a file. */
interface ParsedFont extends TrueTypeFile {
  layout(text: string): unknown;
  createSubset(): TrueTypeSubset;
  _variationProcessor?: unknown;
  _layoutEngine?: { engine?: { GPOSProcessor?: GposProcessor } };
}

/**
 * Noto Sans Telugu leaves some mark anchors empty (the base takes no mark of
 * that class: ప్ర, శ్రీ), which fontkit 2.0 dereferences and throws on. An empty
 * anchor means "do not attach", as HarfBuzz reads it; fontkit's positioning
 * step is patched once to read it so.
 */
function skipNullMarkAnchors(font: ParsedFont): void {
  font.layout('క');
  const processor = font._layoutEngine?.engine?.GPOSProcessor;
  if (!processor) return;
  const prototype = Object.getPrototypeOf(processor) as GposProcessor;
  const applyAnchor = prototype.applyAnchor;
  prototype.applyAnchor = function (markRecord, baseAnchor, baseGlyphIndex) {
    if (!baseAnchor || !markRecord.markAnchor) return;
    applyAnchor.call(this, markRecord, baseAnchor, baseGlyphIndex);
  };
}

/**
 * The font as a plain OpenType file. fontkit reads WOFF tables through a
 * JavaScript inflater on every access, which made a certificate take seconds;
 * unpacked once with zlib, the same fonts lay out in milliseconds.
 */
function woffToSfnt(woff: Buffer): Buffer {
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressedLength);
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data: compressedLength < length ? inflateSync(stored) : stored };
  });
  return sfntFile(woff.readUInt32BE(4), tables);
}

let parsedFonts: Record<FontName, ParsedFont> | undefined;

/** Shaped words and measured widths one process keeps; past this it starts again rather than grow. */
const SHAPED_WORDS_KEPT = 50_000;

/** pdfkit's font in a document: it shapes text a word at a time and keeps each word's shape for that document only. */
interface EmbeddedFontPrototype {
  layoutRun(this: { font: object }, text: string): unknown;
  layoutCached(this: { font: object; layoutRun(text: string): unknown }, text: string): unknown;
}

/**
 * Every certificate repeats the same labels, headings, dates and office names,
 * and shaping them (Telugu above all) was most of a certificate's CPU. The
 * shapes depend only on the font, which is parsed once for the process, so
 * they are kept for the process instead of for one document; each document
 * still embeds only the glyphs it uses.
 */
function keepShapesAcrossDocuments(prototype: EmbeddedFontPrototype): void {
  const shapes = new WeakMap<object, Map<string, unknown>>();
  prototype.layoutCached = function (text) {
    let kept = shapes.get(this.font);
    if (!kept) shapes.set(this.font, (kept = new Map()));
    let run = kept.get(text);
    if (run === undefined) {
      run = this.layoutRun(text);
      if (kept.size >= SHAPED_WORDS_KEPT) kept.clear();
      kept.set(text, run);
    }
    return run;
  };
}

/** pdfkit's stream object (its PDFReference) as it is written and finished: its dictionary, the chunks written to it, and whether pdfkit is to compress them. */
interface StreamState {
  compress: boolean;
  buffer: (Uint8Array | string)[];
  uncompressedLength: number;
  data: { Length?: number; Filter?: string };
}
interface StreamPrototype {
  write(this: StreamState, chunk: unknown): void;
  finalize(this: StreamState): void;
}

/** zlib's fastest level: the font subsets and page contents a certificate is made of compress nearly as well as at the default (6). */
const STREAM_COMPRESSION_LEVEL = 1;

/** A stream's chunks as one piece of bytes, its text as Latin-1 (a byte for each character, as pdfkit writes text into a stream). */
function streamBytes(chunks: readonly (Uint8Array | string)[]): Buffer {
  if (chunks.every((chunk) => typeof chunk === 'string')) return Buffer.from(chunks.join(''), 'latin1');
  return Buffer.concat(chunks.map((chunk) => (typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk)));
}

/**
 * Two costs of pdfkit's streams, a tenth of a certificate's CPU between them.
 * Each operator drawn on a page is written to the page's stream as text,
 * which pdfkit turns into bytes a character at a time in JavaScript; the text
 * is kept as it comes here and turned into bytes once, natively, when the
 * stream is finished (Latin-1 takes the low byte of each character, as pdfkit
 * does). And pdfkit compresses every stream at zlib's default level with no
 * setting for it; each is compressed here at the fastest level instead, before
 * pdfkit finishes it as a stream it need not compress (its FlateDecode filter
 * was named when the stream was first written). This holds for every pdfkit
 * document in the process.
 */
function finishStreamsFaster(prototype: StreamPrototype): void {
  const { write, finalize } = prototype;
  prototype.write = function (chunk) {
    if (chunk instanceof Uint8Array) return write.call(this, chunk);
    const text = `${String(chunk)}\n`;
    this.buffer.push(text);
    this.uncompressedLength += text.length;
    this.data.Length = (this.data.Length ?? 0) + text.length;
    if (this.compress) this.data.Filter = 'FlateDecode';
  };
  prototype.finalize = function () {
    // A stream of bytes alone that is not to be compressed (an image with its own filter) is pdfkit's to finish as it is.
    if (this.buffer.length > 0 && (this.compress || this.buffer.some((chunk) => typeof chunk === 'string'))) {
      const bytes = streamBytes(this.buffer);
      this.buffer = [this.compress ? deflateSync(bytes, { level: STREAM_COMPRESSION_LEVEL }) : bytes];
      this.compress = false;
    }
    finalize.call(this);
  };
}

/**
 * A document's subset of this font is written by encodeTrueTypeSubset rather
 * than fontkit's encoder: for a TrueType font without variations, as every
 * certificate font is (a glyph of a variable font must be drawn again for its
 * instance, which only fontkit does).
 */
function writeSubsetsDirectly(font: ParsedFont): void {
  if (!font.directory.tables.glyf || font._variationProcessor) return;
  const createSubset = font.createSubset;
  font.createSubset = function () {
    const subset = createSubset.call(this);
    subset.encode = () => encodeTrueTypeSubset(subset);
    return subset;
  };
}

/**
 * The fonts parsed once for the whole process: fontkit reads a font's
 * shaping tables lazily and keeps them, so a certificate after the first
 * does not parse them again. Each document still embeds its own subset.
 */
function loadFonts(): Record<FontName, ParsedFont> {
  if (parsedFonts) return parsedFonts;
  const scratch = new PDFDocument({ autoFirstPage: false });
  const fonts = Object.fromEntries(
    Object.entries(FONT_FILES).map(([name, file]) => {
      scratch.registerFont(name, woffToSfnt(readFileSync(file)));
      scratch.font(name);
      return [name, (scratch as unknown as { _font: { font: ParsedFont } })._font.font];
    }),
  ) as Record<FontName, ParsedFont>;
  skipNullMarkAnchors(fonts.telugu);
  for (const font of Object.values(fonts)) writeSubsetsDirectly(font);
  keepShapesAcrossDocuments(Object.getPrototypeOf((scratch as unknown as { _font: object })._font) as EmbeddedFontPrototype);
  // The scratch document never ends, so a stream made on it only lends its prototype.
  finishStreamsFaster(Object.getPrototypeOf(scratch.ref({})) as StreamPrototype);
  parsedFonts = fonts;
  return fonts;
}

/**
 * Parses the fonts and their shaping tables ahead of the first certificate,
 * which would otherwise take the better part of a second longer than the rest.
 */
export function prepareCertificateFonts(): void {
  const fonts = loadFonts();
  for (const [name, font] of Object.entries(fonts)) font.layout(name.startsWith('telugu') ? 'ప్రభుత్వ శ్రీ కృష్ణ' : 'Registered ₹1,20,000');
}

/** Registers the certificate fonts on a document made elsewhere. */
export function registerCertificateFonts(doc: PDFKit.PDFDocument): void {
  // pdfkit takes a parsed font wherever it takes font data; its types only name the data.
  for (const [name, font] of Object.entries(loadFonts())) doc.registerFont(name, font as unknown as Buffer);
}

function fontFor(script: Script, bold: boolean): FontName {
  return (bold ? `${script}-bold` : script) as FontName;
}

/** Splits text into runs of one script; spaces join the run they follow. */
function scriptRuns(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const character of text) {
    const script = scriptOf(character) ?? runs.at(-1)?.script ?? 'latin';
    const last = runs.at(-1);
    if (last && last.script === script) last.text += character;
    else runs.push({ script, text: character });
  }
  return runs;
}

const widths = new Map<string, number>();

/** Widths are asked for many times while a table is laid out, and the same words recur from certificate to certificate. */
function widthOf(doc: PDFKit.PDFDocument, font: FontName, size: number, text: string): number {
  const key = `${font}\u0000${size}\u0000${text}`;
  let width = widths.get(key);
  if (width === undefined) {
    doc.font(font).fontSize(size);
    width = doc.widthOfString(text);
    if (widths.size >= SHAPED_WORDS_KEPT) widths.clear();
    widths.set(key, width);
  }
  return width;
}

function measureRuns(doc: PDFKit.PDFDocument, text: string, size: number, bold: boolean): Run[] {
  return scriptRuns(text).map(({ script, text: runText }) => {
    const font = fontFor(script, bold);
    return { font, text: runText, width: widthOf(doc, font, size, runText) };
  });
}

const totalWidth = (runs: readonly Run[]) => runs.reduce((sum, run) => sum + run.width, 0);

const graphemes = new Intl.Segmenter('te', { granularity: 'grapheme' });

/** Breaks a word wider than a line between letters, never inside one: a Telugu vowel sign stays with its consonant. */
function splitLongWord(doc: PDFKit.PDFDocument, word: string, width: number, size: number, bold: boolean): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const { segment: character } of graphemes.segment(word)) {
    const next = current + character;
    if (current && totalWidth(measureRuns(doc, next, size, bold)) > width) {
      pieces.push(current);
      current = character;
    } else current = next;
  }
  if (current) pieces.push(current);
  return pieces;
}

/** Joins a word's runs onto a line, the space between set in the font of the run before it. */
function appendWord(doc: PDFKit.PDFDocument, line: Line, word: readonly Run[], size: number): void {
  const last = line.runs.at(-1);
  if (last) {
    const space = widthOf(doc, last.font, size, ' ');
    last.text += ' ';
    last.width += space;
    line.width += space;
  }
  for (const run of word) {
    const tail = line.runs.at(-1);
    if (tail && tail.font === run.font) {
      tail.text += run.text;
      tail.width += run.width;
    } else line.runs.push({ ...run });
    line.width += run.width;
  }
}

/**
 * Lays text out in lines no wider than `width`, each a row of runs in the font
 * of their script, so English, Telugu and the rupee sign mix in one cell.
 */
/**
 * Lines laid out, by what decides them. A text is laid out to measure it and
 * again to draw it, and labels, headings and office names recur from
 * certificate to certificate; the widths come from the process's fonts, so
 * the lines are the same for every document.
 */
const layouts = new Map<string, readonly Line[]>();
/** Most texts are one certificate's own (names, addresses): enough for the measure-then-draw of a few certificates at once and the labels every one repeats, the least recently used given up first. */
const LAYOUTS_KEPT = 2_000;

export function layoutText(doc: PDFKit.PDFDocument, text: string, width: number, style: TextStyle = {}): readonly Line[] {
  const size = style.size ?? 9;
  const bold = style.bold ?? false;
  const key = `${size}\u0000${bold}\u0000${width}\u0000${text}`;
  const kept = layouts.get(key);
  if (kept) {
    // Used again, so kept longest: the labels every certificate repeats outlive one certificate's own names.
    layouts.delete(key);
    layouts.set(key, kept);
    return kept;
  }
  const lines: Line[] = [];
  for (const paragraph of text.split('\n')) {
    let line: Line = { runs: [], width: 0 };
    const words = paragraph
      .split(/ +/)
      .filter((word) => word !== '')
      .flatMap((word) => {
        const runs = measureRuns(doc, word, size, bold);
        return totalWidth(runs) > width ? splitLongWord(doc, word, width, size, bold).map((piece) => measureRuns(doc, piece, size, bold)) : [runs];
      });
    for (const word of words) {
      const last = line.runs.at(-1);
      const spaced = last ? line.width + widthOf(doc, last.font, size, ' ') + totalWidth(word) : totalWidth(word);
      if (last && spaced > width) {
        lines.push(line);
        line = { runs: [], width: 0 };
      }
      appendWord(doc, line, word, size);
    }
    lines.push(line);
  }
  if (layouts.size >= LAYOUTS_KEPT) layouts.delete(layouts.keys().next().value!);
  // Kept lines are shared by every later certificate: frozen, so no drawing can change them.
  for (const line of lines) {
    for (const run of line.runs) Object.freeze(run);
    Object.freeze(Object.freeze(line).runs);
  }
  layouts.set(key, Object.freeze(lines));
  return lines;
}

export function lineHeight(style: TextStyle = {}): number {
  return (style.size ?? 9) * 1.45 + (style.lineGap ?? 0);
}

export function textHeight(doc: PDFKit.PDFDocument, text: string, width: number, style: TextStyle = {}): number {
  return layoutText(doc, text, width, style).length * lineHeight(style);
}

/** A glyph's place as fontkit lays it out and pdfkit scales it, in thousandths of the font size. */
interface GlyphPosition {
  xAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth: number;
}

/** pdfkit's font in a document, as far as a run of text is set in it. */
interface DocumentFont {
  id: string;
  ascender: number;
  encode(text: string): [string[], GlyphPosition[]];
  ref(): unknown;
}

/** What pdfkit's document keeps of the font in use and the page being drawn. */
interface TextDocument {
  _font: DocumentFont;
  page: { height: number; fonts: Record<string, unknown> };
}

/** A number as pdfkit writes one into a page. */
const pdfNumber = (value: number) => Math.round(value * 1e6) / 1e6;

/** The glyphs from `from` up to `to` as one piece of a TJ, followed by the kerning after the last of them, as pdfkit writes it. */
function tjSegment(glyphs: readonly string[], positions: readonly GlyphPosition[], from: number, to: number): string {
  const last = positions[to - 1]!;
  return `<${glyphs.slice(from, to).join('')}> ${pdfNumber(last.advanceWidth - last.xAdvance)}`;
}

/**
 * Sets a run of text in one font with its top at (x, y), writing the same
 * operators pdfkit's text() writes for it. text() measures a run twice more
 * and adds its content an operator at a time; a certificate sets hundreds
 * of runs, and that was a tenth of its CPU. Glyphs that fontkit places off
 * their advance (Telugu vowel signs and conjuncts) are placed one by one, as
 * pdfkit places them. Unlike text(), it leaves the document's cursor (x, y)
 * and font size as they were: every caller places its text itself.
 */
function writeRun(doc: PDFKit.PDFDocument, font: FontName, size: number, text: string, x: number, y: number): void {
  if (!text) return;
  doc.font(font);
  const { _font: embedded, page } = doc as unknown as TextDocument;
  page.fonts[embedded.id] ??= embedded.ref();
  const [glyphs, positions] = embedded.encode(text);
  const scale = size / 1000;
  // pdfkit draws with y downwards from the top of the page; text is set in the page's own space, y upwards from the baseline.
  const baseline = page.height - y - (embedded.ascender / 1000) * size;
  const operators = [`q\n1 0 0 -1 0 ${pdfNumber(page.height)} cm\nBT\n1 0 0 1 ${pdfNumber(x)} ${pdfNumber(baseline)} Tm\n/${embedded.id} ${pdfNumber(size)} Tf`];
  // Glyphs go out in runs of one TJ, each ending after a kerned glyph; a glyph placed off its advance goes alone. One loop without closures: this runs for every run of every certificate.
  let segments: string[] = [];
  let written = 0;
  let cursor = x;
  let offset = false;
  for (let index = 0; index < positions.length; index += 1) {
    const position = positions[index]!;
    if (position.xOffset !== 0 || position.yOffset !== 0) {
      if (written < index) segments.push(tjSegment(glyphs, positions, written, index));
      if (segments.length > 0) operators.push(`[${segments.join(' ')}] TJ`);
      segments = [];
      operators.push(`1 0 0 1 ${pdfNumber(cursor + position.xOffset * scale)} ${pdfNumber(baseline + position.yOffset * scale)} Tm`, `[${tjSegment(glyphs, positions, index, index + 1)}] TJ`);
      written = index + 1;
      offset = true;
    } else {
      if (offset) {
        operators.push(`1 0 0 1 ${pdfNumber(cursor)} ${pdfNumber(baseline)} Tm`);
        offset = false;
      }
      if (position.xAdvance !== position.advanceWidth) {
        segments.push(tjSegment(glyphs, positions, written, index + 1));
        written = index + 1;
      }
    }
    cursor += position.xAdvance * scale;
  }
  if (written < positions.length) segments.push(tjSegment(glyphs, positions, written, positions.length));
  if (segments.length > 0) operators.push(`[${segments.join(' ')}] TJ`);
  operators.push('ET\nQ');
  doc.addContent(operators.join('\n'));
}

/** Draws text at a fixed place without moving to a new page; returns the height used. */
export function drawText(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, style: TextStyle = {}): number {
  const lines = layoutText(doc, text, width, style);
  const height = lineHeight(style);
  lines.forEach((line, index) => {
    let cursor = style.align === 'center' ? x + (width - line.width) / 2 : style.align === 'right' ? x + width - line.width : x;
    for (const run of line.runs) {
      writeRun(doc, run.font, style.size ?? 9, run.text, cursor, y + index * height);
      cursor += run.width;
    }
  });
  return lines.length * height;
}

type QrModules = ReturnType<typeof QRCode.create>['modules'];

/** The last QR code made: a certificate prints the same one on every page, and choosing its mask is most of the making. */
let lastQr: { text: string; modules: QrModules } | undefined;

function qrModules(text: string): QrModules {
  if (lastQr?.text !== text) lastQr = { text, modules: QRCode.create(text, { errorCorrectionLevel: 'M' }).modules };
  return lastQr.modules;
}

/** Draws a QR code of `text` as squares, `size` points wide. */
export function drawQrCode(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const modules = qrModules(text);
  const quiet = 2;
  const cell = size / (modules.size + quiet * 2);
  doc.save().rect(x, y, size, size).fill('#ffffff').fillColor('#000000');
  // Each run of dark squares in a row is one rectangle: a third as many to write and compress, and no seams between them.
  for (let row = 0; row < modules.size; row += 1) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column += 1;
      doc.rect(x + (start + quiet) * cell, y + (row + quiet) * cell, (column - start) * cell, cell);
    }
  }
  doc.fill('#000000').restore();
}

/**
 * The public page where a certificate's code is checked, at the scheme and
 * host the caller reached the portal at: without a configured public
 * address, that is the best guess of the one the reader will use.
 */
export function certificateVerificationUrl(reachedAt: { protocol: string; host: string }, code: string): string {
  return `${reachedAt.protocol}://${reachedAt.host}/igrs/verify/${code}`;
}

export interface CertificatePdfOptions {
  language: Language;
  /** The verification code printed on every page. */
  code: string;
  /** Where the QR code points: certificateVerificationUrl(request, code). */
  verificationUrl: string;
  /** The certificate's title under the department heading, in the certificate's language. */
  title: string;
  /** A line under the title (office, property…), optional. */
  subtitle?: string;
}

export interface TableColumn {
  header: string;
  /** Share of the content width; the shares of a table add up to 1. */
  share: number;
}

/**
 * An A4 certificate: the department heading on the first page, text and
 * tables that flow over pages, and on every page the verification code with
 * its QR code and the sentence telling the reader where to check it.
 */
export class CertificatePdf {
  readonly doc: PDFKit.PDFDocument;
  readonly language: Language;
  private readonly options: CertificatePdfOptions;

  constructor(options: CertificatePdfOptions) {
    this.options = options;
    this.language = options.language;
    this.doc = new PDFDocument({
      // No default font: pdfkit would start each document by parsing Helvetica's metrics, which no certificate uses (every run of text names its font).
      font: null as unknown as string,
      size: 'A4',
      margins: { top: PAGE_MARGIN, left: PAGE_MARGIN, right: PAGE_MARGIN, bottom: PAGE_MARGIN + FOOTER_HEIGHT },
      bufferPages: true,
      autoFirstPage: true,
      info: { Title: options.title, Author: CERTIFICATE_TEXT.department[options.language], Subject: options.code },
    });
    registerCertificateFonts(this.doc);
    this.drawHeading();
  }

  get left(): number {
    return this.doc.page.margins.left;
  }

  get contentWidth(): number {
    return this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  /** The lowest point body content may reach on the current page. */
  get bottom(): number {
    return this.doc.page.height - this.doc.page.margins.bottom;
  }

  /** Starts a new page unless `height` more points fit on this one. */
  ensureSpace(height: number): void {
    if (this.doc.y + height > this.bottom) {
      this.doc.addPage();
      this.doc.y = this.doc.page.margins.top;
    }
  }

  /** A paragraph across the content width, moving to the next page as it fills. */
  paragraph(text: string, style: TextStyle & { gapAfter?: number } = {}): void {
    const lines = layoutText(this.doc, text, this.contentWidth, style);
    const height = lineHeight(style);
    for (const line of lines) {
      this.ensureSpace(height);
      const y = this.doc.y;
      let cursor = style.align === 'center' ? this.left + (this.contentWidth - line.width) / 2 : this.left;
      for (const run of line.runs) {
        writeRun(this.doc, run.font, style.size ?? 9, run.text, cursor, y);
        cursor += run.width;
      }
      this.doc.y = y + height;
    }
    this.doc.y += style.gapAfter ?? 4;
  }

  heading(text: string): void {
    this.ensureSpace(40);
    this.doc.y += 4;
    this.paragraph(text, { size: 11, bold: true, gapAfter: 2 });
  }

  /** Label and value pairs, the label in bold on the left. */
  keyValues(rows: readonly (readonly [string, string])[]): void {
    const labelWidth = this.contentWidth * 0.28;
    const valueWidth = this.contentWidth - labelWidth - 8;
    for (const [label, value] of rows) {
      const height = Math.max(textHeight(this.doc, label, labelWidth, { bold: true }), textHeight(this.doc, value, valueWidth));
      this.ensureSpace(height);
      const y = this.doc.y;
      drawText(this.doc, label, this.left, y, labelWidth, { bold: true });
      drawText(this.doc, value, this.left + labelWidth + 8, y, valueWidth);
      this.doc.y = y + height + 2;
    }
    this.doc.y += 4;
  }

  /** A boxed notice that stands out from the body (a prohibition, a cap on the listing). */
  notice(title: string, body: string): void {
    const width = this.contentWidth - 16;
    const height = textHeight(this.doc, title, width, { bold: true, size: 10 }) + textHeight(this.doc, body, width) + 12;
    this.ensureSpace(height + 6);
    const y = this.doc.y;
    this.doc.save().lineWidth(1.5).rect(this.left, y, this.contentWidth, height).stroke('#9a1c1c').restore();
    const titleHeight = drawText(this.doc, title, this.left + 8, y + 6, width, { bold: true, size: 10 });
    drawText(this.doc, body, this.left + 8, y + 6 + titleHeight, width);
    this.doc.y = y + height + 8;
  }

  /** A ruled table whose header row repeats on every page it runs onto; a row never splits across pages. */
  table(columns: readonly TableColumn[], rows: readonly (readonly string[])[], style: TextStyle = { size: 7.5 }): void {
    const padding = 3;
    const widths = columns.map((column) => column.share * this.contentWidth);
    const heightOf = (cells: readonly string[], cellStyle: TextStyle) =>
      Math.max(...cells.map((cell, index) => textHeight(this.doc, cell, widths[index]! - padding * 2, cellStyle))) + padding * 2;
    const drawRow = (cells: readonly string[], cellStyle: TextStyle, shaded: boolean) => {
      const height = heightOf(cells, cellStyle);
      const y = this.doc.y;
      let x = this.left;
      if (shaded) this.doc.save().rect(x, y, this.contentWidth, height).fill('#eeeeee').restore();
      cells.forEach((cell, index) => {
        const width = widths[index]!;
        this.doc.save().lineWidth(0.5).rect(x, y, width, height).stroke('#555555').restore();
        drawText(this.doc, cell, x + padding, y + padding, width - padding * 2, cellStyle);
        x += width;
      });
      this.doc.y = y + height;
    };
    const headers = columns.map((column) => column.header);
    // Headers are set at the largest size (down to 6 pt) at which each of their words fits its column, so none breaks inside a word.
    const wordsFit = (size: number) =>
      headers.every((header, index) => header.split(/ +/).every((word) => totalWidth(measureRuns(this.doc, word, size, true)) <= widths[index]! - padding * 2));
    let headerSize = style.size ?? 7.5;
    while (headerSize > 6 && !wordsFit(headerSize)) headerSize -= 0.25;
    const headerStyle = { ...style, size: headerSize, bold: true };
    const headerHeight = heightOf(headers, headerStyle);
    this.ensureSpace(headerHeight + (rows[0] ? heightOf(rows[0], style) : 0));
    drawRow(headers, headerStyle, true);
    for (const row of rows) {
      const height = heightOf(row, style);
      if (this.doc.y + height > this.bottom) {
        this.ensureSpace(this.bottom);
        drawRow(headers, headerStyle, true);
      }
      drawRow(row, style, false);
    }
    this.doc.y += 8;
  }

  /** Stamps the verification footer on every page and gives the finished file. */
  async finish(): Promise<Uint8Array> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise<void>((resolve, reject) => {
      this.doc.on('end', resolve);
      this.doc.on('error', reject);
    });
    const { start, count } = this.doc.bufferedPageRange();
    for (let index = start; index < start + count; index += 1) {
      this.doc.switchToPage(index);
      this.drawFooter(index - start + 1, count);
    }
    this.doc.end();
    await ended;
    return new Uint8Array(Buffer.concat(chunks));
  }

  private drawHeading(): void {
    const { language, title, subtitle } = this.options;
    const width = this.contentWidth;
    let y = this.doc.page.margins.top;
    y += drawText(this.doc, CERTIFICATE_TEXT.government[language], this.left, y, width, { size: 10, align: 'center' });
    y += drawText(this.doc, CERTIFICATE_TEXT.department[language], this.left, y, width, { size: 13, bold: true, align: 'center' });
    y += 4;
    this.doc.save().lineWidth(1).moveTo(this.left, y).lineTo(this.left + width, y).stroke('#333333').restore();
    y += 8;
    y += drawText(this.doc, title, this.left, y, width, { size: 15, bold: true, align: 'center' });
    if (subtitle) y += drawText(this.doc, subtitle, this.left, y, width, { size: 10, align: 'center' });
    this.doc.y = y + 10;
  }

  private drawFooter(page: number, pages: number): void {
    const { language, code, verificationUrl } = this.options;
    // Writing inside the bottom margin would otherwise start a new page.
    const bottomMargin = this.doc.page.margins.bottom;
    this.doc.page.margins.bottom = 0;
    const top = this.doc.page.height - PAGE_MARGIN - FOOTER_HEIGHT + 10;
    const textWidth = this.contentWidth - QR_SIZE - 12;
    this.doc.save().lineWidth(0.5).moveTo(this.left, top - 4).lineTo(this.left + this.contentWidth, top - 4).stroke('#777777').restore();
    drawQrCode(this.doc, verificationUrl, this.left + this.contentWidth - QR_SIZE, top, QR_SIZE);
    let y = top;
    y += drawText(this.doc, `${CERTIFICATE_TEXT.verificationCode[language]}: ${code}`, this.left, y, textWidth, { size: 10, bold: true });
    y += drawText(this.doc, CERTIFICATE_TEXT.verifyAt[language], this.left, y, textWidth, { size: 8 });
    y += drawText(this.doc, verificationUrl, this.left, y, textWidth, { size: 8 });
    const pageLabel = CERTIFICATE_TEXT.page[language].replace('{page}', String(page)).replace('{pages}', String(pages));
    drawText(this.doc, pageLabel, this.left, y + 2, textWidth, { size: 8 });
    this.doc.page.margins.bottom = bottomMargin;
  }
}
