/** A TrueType font as fontkit parsed it: the file it was read from and where each table lies in it. */
export interface TrueTypeFile {
  stream: { buffer: Uint8Array };
  directory: { tables: Record<string, { offset: number; length: number } | undefined> };
}

/** One table of an OpenType file: its tag as four bytes read as a number, its checksum and its data. */
export interface SfntTable {
  tag: number;
  checksum: number;
  data: Uint8Array;
}

/** An OpenType file of the tables given, in their order, each padded to four bytes, under the version (flavour) given. */
export function sfntFile(version: number, tables: readonly SfntTable[]): Buffer {
  const entrySelector = Math.floor(Math.log2(tables.length));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + tables.length * 16);
  header.writeUInt32BE(version, 0);
  header.writeUInt16BE(tables.length, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(tables.length * 16 - searchRange, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach((table, index) => {
    header.writeUInt32BE(table.tag, 12 + index * 16);
    header.writeUInt32BE(table.checksum, 16 + index * 16);
    header.writeUInt32BE(offset, 20 + index * 16);
    header.writeUInt32BE(table.data.length, 24 + index * 16);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    padded.set(table.data);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

/** fontkit's subset of a TrueType font: the glyphs a document uses, in the order it first used them. */
export interface TrueTypeSubset {
  font: TrueTypeFile;
  glyphs: number[];
  includeGlyph(glyphId: number): number;
  encode(): Uint8Array;
}

/** Flags of a composite glyph's component (OpenType, 'glyf'). */
const ARG_1_AND_2_ARE_WORDS = 0x0001;
const WE_HAVE_A_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const WE_HAVE_AN_X_AND_Y_SCALE = 0x0040;
const WE_HAVE_A_TWO_BY_TWO = 0x0080;

/** Where each component's glyph index lies in a composite glyph's data. */
function componentIndexOffsets(glyph: DataView): number[] {
  const offsets: number[] = [];
  let offset = 10;
  let flags: number;
  do {
    flags = glyph.getUint16(offset);
    offsets.push(offset + 2);
    offset += 4 + (flags & ARG_1_AND_2_ARE_WORDS ? 4 : 2);
    if (flags & WE_HAVE_A_SCALE) offset += 2;
    else if (flags & WE_HAVE_AN_X_AND_Y_SCALE) offset += 4;
    else if (flags & WE_HAVE_A_TWO_BY_TWO) offset += 8;
  } while (flags & MORE_COMPONENTS);
  return offsets;
}

/**
 * A subset's font file written straight from the font's own bytes. fontkit's
 * encoder decodes every glyph it copies, only to learn whether it is made of
 * other glyphs, and re-encodes every table field by field through its generic
 * structures: the larger part of embedding a certificate's fonts. Here glyphs
 * are copied as they are, a composite glyph's components added to the subset
 * and renumbered; head is the font's own, hhea and maxp the font's own with
 * the subset's glyph count. The file is fontkit's, byte for byte (a test holds
 * them together), for fonts whose head and hhea fontkit reads back as they are
 * written: it keeps only the named bits of head's macStyle and writes hhea's
 * reserved fields as zero, as a well-formed font has them.
 */
export function encodeTrueTypeSubset(subset: TrueTypeSubset): Uint8Array {
  const { buffer } = subset.font.stream;
  const file = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  const tableOf = (tag: string) => subset.font.directory.tables[tag];
  const bytesOf = (tag: string) => {
    const table = tableOf(tag);
    return table ? buffer.subarray(table.offset, table.offset + table.length) : undefined;
  };
  const head = bytesOf('head')!;
  const longOffsets = new DataView(head.buffer, head.byteOffset).getInt16(50) === 1;
  const locaAt = tableOf('loca')!.offset;
  const glyphStart = (id: number) => (longOffsets ? file.getUint32(locaAt + id * 4) : file.getUint16(locaAt + id * 2) * 2);
  const glyfAt = tableOf('glyf')!.offset;
  const hmtxAt = tableOf('hmtx')!.offset;
  const hhea = bytesOf('hhea')!;
  const metricsCount = new DataView(hhea.buffer, hhea.byteOffset).getUint16(34);

  const glyphs: Uint8Array[] = [];
  const metrics: number[] = [];
  for (let index = 0; index < subset.glyphs.length; index += 1) {
    const id = subset.glyphs[index]!;
    const start = glyphStart(id);
    let glyph = buffer.subarray(glyfAt + start, glyfAt + glyphStart(id + 1));
    if (glyph.length >= 10 && new DataView(glyph.buffer, glyph.byteOffset).getInt16(0) < 0) {
      glyph = Uint8Array.from(glyph);
      const view = new DataView(glyph.buffer);
      for (const at of componentIndexOffsets(view)) view.setUint16(at, subset.includeGlyph(view.getUint16(at)));
    }
    glyphs.push(glyph);
    const metric = hmtxAt + Math.min(id, metricsCount - 1) * 4;
    metrics.push(file.getUint16(metric), id < metricsCount ? file.getInt16(metric + 2) : file.getInt16(hmtxAt + metricsCount * 4 + (id - metricsCount) * 2));
  }

  const glyphCount = glyphs.length;
  const glyfLength = glyphs.reduce((sum, glyph) => sum + glyph.length, 0);
  // The tables PDF asks of an embedded TrueType font, in the order fontkit writes them.
  const tables: { tag: string; length: number; write(into: Uint8Array, view: DataView, at: number): void }[] = [];
  const copied = (tag: string, patch?: (view: DataView, at: number) => void) => {
    const bytes = bytesOf(tag);
    if (!bytes) return;
    tables.push({
      tag,
      length: bytes.length,
      write: (into, view, at) => {
        into.set(bytes, at);
        patch?.(view, at);
      },
    });
  };
  copied('head');
  copied('hhea', (view, at) => view.setUint16(at + 34, glyphCount));
  tables.push({
    tag: 'loca',
    length: (glyphCount + 1) * (longOffsets ? 4 : 2),
    write: (_into, view, at) => {
      let offset = 0;
      for (let index = 0; index <= glyphCount; index += 1) {
        if (longOffsets) view.setUint32(at + index * 4, offset);
        else view.setUint16(at + index * 2, offset >>> 1);
        offset += glyphs[index]?.length ?? 0;
      }
    },
  });
  copied('maxp', (view, at) => view.setUint16(at + 4, glyphCount));
  copied('cvt ');
  copied('prep');
  tables.push({
    tag: 'glyf',
    length: glyfLength,
    write: (into, _view, at) => {
      for (const glyph of glyphs) {
        into.set(glyph, at);
        at += glyph.length;
      }
    },
  });
  tables.push({
    tag: 'hmtx',
    length: glyphCount * 4,
    write: (_into, view, at) => {
      for (let index = 0; index < metrics.length; index += 2) {
        view.setUint16(at + index * 2, metrics[index]!);
        view.setInt16(at + index * 2 + 2, metrics[index + 1]!);
      }
    },
  });
  copied('fpgm');

  const exponent = Math.floor(Math.log2(tables.length));
  const searchRange = 2 ** exponent * 16;
  const directoryLength = 12 + tables.length * 16;
  const out = new Uint8Array(directoryLength + tables.reduce((sum, table) => sum + table.length, 0));
  const view = new DataView(out.buffer);
  // fontkit's own tag for a TrueType file made by it, and checksums of zero, as its encoder writes them.
  out.set([0x74, 0x72, 0x75, 0x65], 0);
  view.setUint16(4, tables.length);
  view.setUint16(6, searchRange);
  view.setUint16(8, exponent);
  view.setUint16(10, tables.length * 16 - searchRange);
  let at = directoryLength;
  tables.forEach((table, index) => {
    const entry = 12 + index * 16;
    for (let character = 0; character < 4; character += 1) out[entry + character] = table.tag.charCodeAt(character);
    view.setUint32(entry + 8, at);
    view.setUint32(entry + 12, table.length);
    table.write(out, view, at);
    at += table.length;
  });
  return out;
}
