import { describe, expect, it } from 'vitest';
import { PDF_DECODE_CHUNK_SIZE, base64ToByteChunks } from './pdf.ts';

declare function btoa(data: string): string;

function toBase64(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes));
}

function concat(chunks: Uint8Array[]): number[] {
  return chunks.flatMap((chunk) => [...chunk]);
}

describe('base64ToByteChunks', () => {
  it('decodes in slices of 512 bytes', () => {
    const bytes = Uint8Array.from({ length: 1300 }, (_, index) => index % 251);
    const chunks = base64ToByteChunks(toBase64(bytes));
    expect(PDF_DECODE_CHUNK_SIZE).toBe(512);
    expect(chunks.map((chunk) => chunk.length)).toEqual([512, 512, 276]);
    expect(concat(chunks)).toEqual([...bytes]);
  });

  it('keeps a PDF header intact and ignores line breaks in the base64', () => {
    const pdf = Uint8Array.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n', (character) => character.charCodeAt(0));
    const wrapped = toBase64(pdf).replace(/(.{10})/g, '$1\n');
    const decoded = concat(base64ToByteChunks(wrapped));
    expect(String.fromCharCode(...decoded.slice(0, 5))).toBe('%PDF-');
    expect(decoded).toEqual([...pdf]);
  });

  it('gives no chunks for an empty string', () => {
    expect(base64ToByteChunks('')).toEqual([]);
  });
});
