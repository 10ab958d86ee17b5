import { inflateSync } from 'node:zlib';

interface PdfObject {
  dictionary: string;
  stream?: Buffer;
}

/** Objects found through the cross-reference table, so bytes inside binary streams are never taken for objects. */
function readObjects(pdf: Uint8Array): Map<string, PdfObject> {
  const bytes = Buffer.from(pdf);
  const text = bytes.toString('latin1');
  const xref = text.lastIndexOf('\nxref');
  const [, firstText, countText] = text.slice(xref).match(/xref\s+(\d+)\s+(\d+)/) ?? [];
  const first = Number(firstText);
  const entries = text.slice(text.indexOf('\n', text.indexOf(`${firstText} ${countText}`, xref)) + 1).match(/\d{10} \d{5} [nf]/g) ?? [];
  const objects = new Map<string, PdfObject>();
  entries.slice(0, Number(countText)).forEach((entry, index) => {
    if (!entry.endsWith('n')) return;
    const offset = Number(entry.slice(0, 10));
    const header = text.slice(offset).match(/^(\d+) 0 obj\s*/);
    if (!header) return;
    const bodyStart = offset + header[0].length;
    const streamAt = text.indexOf('stream', bodyStart);
    const endAt = text.indexOf('endobj', bodyStart);
    if (streamAt === -1 || streamAt > endAt) {
      objects.set(String(first + index), { dictionary: text.slice(bodyStart, endAt) });
      return;
    }
    const dictionary = text.slice(bodyStart, streamAt);
    const length = Number(dictionary.match(/\/Length (\d+)/)?.[1] ?? 0);
    const dataStart = streamAt + (text[streamAt + 6] === '\r' ? 8 : 7);
    const raw = bytes.subarray(dataStart, dataStart + length);
    objects.set(String(first + index), { dictionary, stream: dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw });
  });
  return objects;
}

/** UTF-16 units in hex; pdfkit writes those of a ligature apart with spaces (`<0c4d 0c30>`). */
const hexToText = (hex: string) => String.fromCharCode(...(hex.replace(/\s+/g, '').match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));

/** Glyph code → text, from a font's ToUnicode CMap (bfchar and bfrange entries). */
function readCmap(cmap: string): Map<string, string> {
  const glyphs = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const entry of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) glyphs.set(entry[1]!.toLowerCase(), hexToText(entry[2]!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const entry of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g)) {
      const low = parseInt(entry[1]!, 16);
      const high = parseInt(entry[2]!, 16);
      const width = entry[1]!.length;
      const targets = entry[3]!.startsWith('[') ? [...entry[3]!.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((target) => hexToText(target[1]!)) : undefined;
      for (let code = low; code <= high; code += 1) {
        const text = targets ? targets[code - low] : String.fromCodePoint(parseInt(entry[3]!.slice(1, -1), 16) + code - low);
        if (text !== undefined) glyphs.set(code.toString(16).padStart(width, '0'), text);
      }
    }
  }
  return glyphs;
}

/**
 * The text of a PDF made by pdfkit with embedded fonts, one string per text
 * operation, so tests can read what a certificate says. Not a general PDF
 * reader: it knows the Identity-H fonts and hex strings pdfkit writes.
 */
export function pdfTextRuns(pdf: Uint8Array): string[] {
  const objects = readObjects(pdf);
  const fonts = new Map<string, Map<string, string>>();
  for (const object of objects.values()) {
    const fontDictionary = object.dictionary.match(/\/Font\s*<<([\s\S]*?)>>/);
    if (!fontDictionary) continue;
    for (const [, name, reference] of fontDictionary[1]!.matchAll(/\/(\S+)\s+(\d+) 0 R/g)) {
      const unicode = objects.get(reference!)?.dictionary.match(/\/ToUnicode (\d+) 0 R/);
      const cmap = unicode ? objects.get(unicode[1]!)?.stream : undefined;
      if (cmap) fonts.set(name!, readCmap(cmap.toString('latin1')));
    }
  }
  const runs: string[] = [];
  for (const object of objects.values()) {
    const content = object.stream?.toString('latin1');
    if (!content?.includes(' Tf')) continue;
    let glyphs: Map<string, string> | undefined;
    for (const operation of content.matchAll(/\/(\S+)\s+[\d.]+\s+Tf|(\[[^\]]*\]\s*TJ|<[0-9a-fA-F]*>\s*Tj)/g)) {
      if (operation[1]) {
        glyphs = fonts.get(operation[1]);
        continue;
      }
      const hexStrings = [...operation[2]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => hex[1]!);
      runs.push(hexStrings.map((hex) => (hex.match(/.{4}/g) ?? []).map((code) => glyphs?.get(code.toLowerCase()) ?? '').join('')).join(''));
    }
  }
  return runs;
}

export const pdfText = (pdf: Uint8Array) => pdfTextRuns(pdf).join(' ');
