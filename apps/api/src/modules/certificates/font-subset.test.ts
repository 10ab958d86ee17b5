import fc from 'fast-check';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { encodeTrueTypeSubset, type TrueTypeSubset } from './font-subset.ts';
import { registerCertificateFonts } from './pdf.ts';

interface ParsedFont {
  numGlyphs: number;
  createSubset(): TrueTypeSubset;
}

/** The certificate fonts as a document holds them, and fontkit's own way of making a subset of each (the fonts' own is the direct writer). */
function certificateFonts() {
  const doc = new PDFDocument({ autoFirstPage: false });
  registerCertificateFonts(doc);
  return ['latin', 'latin-bold', 'symbols', 'symbols-bold', 'telugu', 'telugu-bold'].map((name) => {
    doc.font(name);
    const font = (doc as unknown as { _font: { font: ParsedFont } })._font.font;
    const fontkitSubset = (Object.getPrototypeOf(font) as ParsedFont).createSubset.bind(font);
    return { name, font, fontkitSubset };
  });
}

describe('font subsets written directly', () => {
  it.each(certificateFonts())('are the files fontkit writes, byte for byte, for any glyphs of $name in any order', ({ font, fontkitSubset }) => {
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
});
