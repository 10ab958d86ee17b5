import { describe, expect, it } from 'vitest';
import { PDF_DECODE_CHUNK_SIZE, base64ToByteChunks } from './pdf.ts';

describe('base64ToByteChunks', () => {
  it('decodes in slices of 512 bytes', () => {
    const bytes = Uint8Array.from({ length: 1300 }, (_, index) => index % 251);
    const chunks = base64ToByteChunks(Buffer.from(bytes).toString('base64'));
    expect(PDF_DECODE_CHUNK_SIZE).toBe(512);
    expect(chunks.map((chunk) => chunk.length)).toEqual([512, 512, 276]);
    expect(Buffer.concat(chunks)).toEqual(Buffer.from(bytes));
  });

  it('keeps a PDF header intact and ignores line breaks in the base64', () => {
    const pdf = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n');
    const wrapped = pdf.toString('base64').replace(/(.{10})/g, '$1\n');
    const decoded = Buffer.concat(base64ToByteChunks(wrapped));
    expect(decoded.subarray(0, 5).toString()).toBe('%PDF-');
    expect(decoded).toEqual(pdf);
  });

  it('gives no chunks for an empty string', () => {
    expect(base64ToByteChunks('')).toEqual([]);
  });
});
