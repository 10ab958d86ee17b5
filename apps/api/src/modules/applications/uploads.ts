import type { APPLICATION_DOCUMENT_TYPES } from '@igrs/domain';

type RecognisedType = (typeof APPLICATION_DOCUMENT_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

/** What a file is by its first bytes; the name and the type the browser sends are the uploader's to choose, so neither counts. */
export function recognisedType(bytes: Uint8Array): RecognisedType | undefined {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return undefined;
}

/**
 * PDF names that make a reader run something: scripts, launch actions,
 * embedded files, forms that submit. A scanned deed needs none of them; a
 * file carrying one is refused rather than kept for an officer to open.
 * Names may be written with `#xx` escapes, so those are undone first.
 */
const ACTIVE_PDF_NAMES = /\/(JavaScript|JS|Launch|EmbeddedFile|EmbeddedFiles|RichMedia|SubmitForm|ImportData|XFA)\b/;

export function pdfHasActiveContent(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes).toString('latin1').replace(/#([0-9A-Fa-f]{2})/g, (_whole, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return ACTIVE_PDF_NAMES.test(text);
}

/** A file name as shown back to people: its last path part, printable characters only, not too long. */
export function cleanFileName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const printable = [...last.normalize('NFC')]
    .filter((character) => character.charCodeAt(0) > 0x1f && character !== '\u007f' && !'"<>|*?:'.includes(character))
    .join('')
    .trim();
  return (printable || 'document').slice(-120);
}
