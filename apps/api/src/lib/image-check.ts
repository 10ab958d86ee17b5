import { PNG } from 'pngjs';

/** A picture larger than this is not a photograph of a paper; it is refused before its pixels are given memory. */
const MAX_MEGAPIXELS = 50;

const u16 = (bytes: Uint8Array, at: number) => (bytes[at]! << 8) | bytes[at + 1]!;
const u32 = (bytes: Uint8Array, at: number) => ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!;

/** Frame headers (SOF0-SOF15 but DHT, JPG and DAC, which share their range): the picture's size and components. */
const isFrameHeader = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * Where a JPEG ends: after the end-of-image marker reached by walking it the
 * way a decoder reads it, from the start-of-image marker through each
 * segment by its length and each scan's coded data (where 0xFF is followed
 * only by a stuffed zero or a restart marker) to the next marker. A frame
 * header of a picture with a size must come before the first scan.
 * Undefined when the walk leaves the file, meets something that is not a
 * marker, or finds no frame and scan.
 */
export function jpegLength(bytes: Uint8Array): number | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let at = 2;
  let framed = false;
  let scanned = false;
  while (at + 1 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    while (bytes[at + 1] === 0xff) at += 1;
    const marker = bytes[at + 1]!;
    if (marker === 0xd9) return framed && scanned ? at + 2 : undefined;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker === 0x00 || marker === 0xd8 || at + 3 >= bytes.length) return undefined;
    const segmentLength = u16(bytes, at + 2);
    if (segmentLength < 2 || at + 2 + segmentLength > bytes.length) return undefined;
    if (isFrameHeader(marker)) {
      if (segmentLength < 8 || u16(bytes, at + 5) === 0 || u16(bytes, at + 7) === 0) return undefined;
      framed = true;
    }
    at += 2 + segmentLength;
    if (marker !== 0xda) continue;
    if (!framed) return undefined;
    scanned = true;
    while (at + 1 < bytes.length && !(bytes[at] === 0xff && bytes[at + 1] !== 0x00 && bytes[at + 1] !== 0xff && (bytes[at + 1]! < 0xd0 || bytes[at + 1]! > 0xd7))) at += 1;
  }
  return undefined;
}

/**
 * Where a PNG ends: after its IEND chunk, walking chunk by chunk from the
 * signature, IHDR first. The chunks' checksums are the decoder's to check.
 */
export function pngLength(bytes: Uint8Array): number | undefined {
  let at = 8;
  let first = true;
  while (at + 12 <= bytes.length) {
    const length = u32(bytes, at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (first && type !== 'IHDR') return undefined;
    first = false;
    at += 12 + length;
    if (at > bytes.length) return undefined;
    if (type === 'IEND') return at;
  }
  return undefined;
}

/**
 * A JPEG the whole of which is one picture: read marker by marker as a
 * decoder does, it ends exactly at the file's end. Its pixels are not decoded:
 * in JavaScript that takes seconds of the server's thread for a phone photo,
 * and what is kept is served only as a download of type image/jpeg.
 */
export function isWholeJpeg(bytes: Uint8Array): boolean {
  return jpegLength(bytes) === bytes.length;
}

/** A PNG the whole of which is one picture: its chunks end with IEND at the file's end, each checksum holds, and the pixels inflate. */
export function isWholePng(bytes: Uint8Array): boolean {
  if (pngLength(bytes) !== bytes.length) return false;
  const width = u32(bytes, 16);
  const height = u32(bytes, 20);
  if (width === 0 || height === 0 || width * height > MAX_MEGAPIXELS * 1_000_000) return false;
  try {
    PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { checkCRC: true });
    return true;
  } catch {
    return false;
  }
}
