import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fc from 'fast-check';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { encodeTrueTypeSubset, sfntFile, type TrueTypeFile, type TrueTypeSubset } from './font-subset.ts';
import { registerCertificateFonts } from './pdf.ts';

const require = createRequire(import.meta.url);

interface ParsedFont extends TrueTypeFile {
  numGlyphs: number;
  createSubset(): TrueTypeSubset;
}

/** A font as a document holds it once registered under `name`. */
function parsedFont(doc: PDFKit.PDFDocument, name: string): ParsedFont {
  doc.font(name);
  return (doc as unknown as { _font: { font: ParsedFont } })._font.font;
}

/** A font file parsed by a document of its own (a document keeps one font of each PostScript name, and the rewritten font keeps its source's). */
function parsedFile(file: Buffer): ParsedFont {
  const doc = new PDFDocument({ autoFirstPage: false });
  doc.registerFont('font', file);
  return parsedFont(doc, 'font');
}

/**
 * The font rewritten as fonts store glyphs that share the last advance width:
 * hhea counts `count` fewer full metrics, and those glyphs keep only their
 * left side bearing in hmtx. The certificate fonts give every glyph a full
 * metric, so this is how the test reaches the bearings stored alone.
 */
function withSharedAdvances(font: TrueTypeFile, count: number): Buffer {
  const source = Buffer.from(font.stream.buffer);
  const tables = Object.entries(font.directory.tables).map(([tag, table]) => ({
    tag: Buffer.from(tag, 'latin1').readUInt32BE(0),
    checksum: 0,
    data: Buffer.from(source.subarray(table!.offset, table!.offset + table!.length)),
  }));
  const data = (tag: string) => tables.find((table) => table.tag === Buffer.from(tag, 'latin1').readUInt32BE(0))!;
  const glyphCount = data('maxp').data.readUInt16BE(4);
  const full = data('hhea').data.readUInt16BE(34) - count;
  data('hhea').data.writeUInt16BE(full, 34);
  const hmtx = data('hmtx');
  const shared = Buffer.alloc(full * 4 + (glyphCount - full) * 2);
  hmtx.data.copy(shared, 0, 0, full * 4);
  for (let id = full; id < glyphCount; id += 1) shared.writeInt16BE(hmtx.data.readInt16BE(id * 4 + 2), full * 4 + (id - full) * 2);
  hmtx.data = shared;
  return sfntFile(source.readUInt32BE(0), tables);
}

/** Fonts to subset, each with fontkit's own way of making a subset of it (a certificate font's own writes directly). */
function fonts() {
  const doc = new PDFDocument({ autoFirstPage: false });
  registerCertificateFonts(doc);
  const certificateFonts = ['latin', 'latin-bold', 'symbols', 'symbols-bold', 'telugu', 'telugu-bold'].map((name) => ({ name, font: parsedFont(doc, name) }));
  const otherFonts = [
    // The captcha's font has the hinting tables (cvt, prep, fpgm) the certificate fonts go without, and long glyph offsets.
    { name: 'hinted', font: parsedFile(readFileSync(require.resolve('svg-captcha/fonts/Comismsh.ttf'))) },
    { name: 'shared advances', font: parsedFile(withSharedAdvances(certificateFonts[0]!.font, 60)) },
  ];
  return [...certificateFonts, ...otherFonts].map(({ name, font }) => ({
    name,
    font,
    fontkitSubset: (Object.getPrototypeOf(font) as ParsedFont).createSubset.bind(font),
  }));
}

describe('font subsets written directly', () => {
  it.each(fonts())('are the files fontkit writes, byte for byte, for any glyphs of $name in any order', ({ font, fontkitSubset }) => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: font.numGlyphs - 1 }), { maxLength: 120 }), (glyphIds) => {
        const [byFontkit, direct] = [fontkitSubset(), fontkitSubset()];
        for (const id of glyphIds) {
          byFontkit.includeGlyph(id);
          direct.includeGlyph(id);
        }
        expect(Buffer.from(encodeTrueTypeSubset(direct)).equals(Buffer.from(byFontkit.encode()))).toBe(true);
        // Components of composite glyphs join the subset as they are written, as fontkit adds them.
        expect(direct.glyphs).toEqual(byFontkit.glyphs);
      }),
      { numRuns: 150 },
    );
  });

  it('are what a certificate font embeds', () => {
    const { font, fontkitSubset } = fonts()[0]!;
    const [embedded, byFontkit] = [font.createSubset(), fontkitSubset()];
    for (const id of [36, 71, 3, 180]) {
      embedded.includeGlyph(id);
      byFontkit.includeGlyph(id);
    }
    expect(embedded.encode).not.toBe(byFontkit.encode);
    expect(Buffer.from(embedded.encode()).equals(Buffer.from(byFontkit.encode()))).toBe(true);
  });
});
