/** Spec §9: a PDF sent as base64 is decoded in slices of this many characters. */
export const PDF_DECODE_CHUNK_SIZE = 512;

/**
 * Decodes base64 into byte chunks of at most `chunkSize` bytes each, so that a
 * large document never has to exist twice as one giant string and array.
 */
export function base64ToByteChunks(base64: string, chunkSize = PDF_DECODE_CHUNK_SIZE): Uint8Array[] {
  const binary = atob(base64.replace(/\s+/g, ''));
  const chunks: Uint8Array[] = [];
  for (let offset = 0; offset < binary.length; offset += chunkSize) {
    const slice = binary.slice(offset, offset + chunkSize);
    const bytes = new Uint8Array(slice.length);
    for (let index = 0; index < slice.length; index += 1) bytes[index] = slice.charCodeAt(index);
    chunks.push(bytes);
  }
  return chunks;
}
