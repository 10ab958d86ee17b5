import { randomUUID } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { MAX_APPLICATION_DOCUMENT_BYTES, validationMessage, type APPLICATION_DOCUMENT_TYPES, type Language } from '@igrs/domain';
import { HttpProblem } from '../plugins/errors.ts';
import { isWholeJpeg, isWholePng } from './image-check.ts';
import { readPdf, UnreadablePdf } from './pdf-check.ts';

type RecognisedType = (typeof APPLICATION_DOCUMENT_TYPES)[number];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);

/** What a file claims to be by its first bytes; the name and the type the browser sends are the uploader's to choose, so neither counts. */
export function recognisedType(bytes: Uint8Array): RecognisedType | undefined {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  return undefined;
}

/** The extensions a kept file's name may end in, the first being the one given when its name has another. */
const EXTENSIONS: Record<RecognisedType, readonly string[]> = { 'application/pdf': ['pdf'], 'image/jpeg': ['jpg', 'jpeg'], 'image/png': ['png'] };

/** A file name as shown back to people: its last path part, printable characters only, not too long. */
function cleanFileName(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? '';
  const printable = [...last.normalize('NFC')]
    .filter((character) => character.charCodeAt(0) > 0x1f && character !== '\u007f' && !'"<>|*?:'.includes(character))
    .join('')
    .trim();
  return (printable || 'document').slice(-120);
}

/**
 * The name a file is kept and given back under: the uploader's, cleaned, with
 * the extension of what the file was found to be, so a PDF sent as
 * `deed.html` is saved and downloaded as `deed.pdf`. Other types keep the name.
 */
export function nameForType(name: string, contentType: string): string {
  const extensions = EXTENSIONS[contentType as RecognisedType];
  const cleaned = cleanFileName(name);
  if (!extensions) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 ? cleaned.slice(dot + 1).toLowerCase() : '';
  if (extensions.includes(extension)) return cleaned;
  const stem = dot > 0 && /^[\p{L}\p{N}_-]{1,10}$/u.test(extension) ? cleaned.slice(0, dot) : cleaned;
  return `${stem.slice(0, 110)}.${extensions[0]}`;
}

/** A file as it is kept: the bytes stored (a PDF as qpdf rewrote it), the type found, and the name to show. */
export interface CheckedUpload {
  contentType: RecognisedType;
  fileName: string;
  bytes: Buffer;
}

/**
 * A file someone uploads, checked before anything is kept: not empty, within
 * the size allowed, and wholly what its first bytes say. A PDF is read and
 * rewritten by qpdf and refused if anything in it acts on its own (a script,
 * a launch, an embedded file, a link out, an automatic action, an XFA form);
 * a JPEG or PNG must decode whole, with nothing after its end. Each refusal
 * names the file field.
 */
export async function checkUpload(file: { fileName: string; bytes: Uint8Array }, language: Language): Promise<CheckedUpload> {
  const { bytes } = file;
  const refuse = (key: 'fileEmpty' | 'fileTooLarge' | 'fileActiveContent' | 'filePdfUnreadable' | 'fileImageDamaged') =>
    new HttpProblem(400, 'VALIDATION_FAILED', [{ field: 'body.file', message: validationMessage(key, language) }]);
  if (bytes.length === 0) throw refuse('fileEmpty');
  if (bytes.length > MAX_APPLICATION_DOCUMENT_BYTES) throw refuse('fileTooLarge');
  const contentType = recognisedType(bytes);
  if (!contentType) throw new HttpProblem(415, 'UNSUPPORTED_MEDIA_TYPE', [{ field: 'body.file', message: validationMessage('fileNotPdfOrImage', language) }]);
  const fileName = nameForType(file.fileName, contentType);
  if (contentType === 'application/pdf') {
    let reading;
    try {
      reading = await readPdf(bytes, REWRITTEN_PDF_MAX_BYTES);
    } catch (error) {
      if (error instanceof UnreadablePdf) throw refuse('filePdfUnreadable');
      throw error;
    }
    if (reading.activeNames.length > 0) throw refuse('fileActiveContent');
    return { contentType, fileName, bytes: reading.bytes };
  }
  if (!(contentType === 'image/jpeg' ? isWholeJpeg(bytes) : isWholePng(bytes))) throw refuse('fileImageDamaged');
  return { contentType, fileName, bytes: Buffer.from(bytes) };
}

/** A PDF rewritten without object streams grows; past this it is not a scanned paper of 5 MB. */
const REWRITTEN_PDF_MAX_BYTES = 4 * MAX_APPLICATION_DOCUMENT_BYTES;

/** Keeps an upload under the upload folder by a random name of its own, readable by the portal alone; answers where, relative to the folder. */
export async function keepUpload(uploadDir: string, area: string, bytes: Uint8Array): Promise<string> {
  const storedAs = path.join(area, randomUUID());
  const fullPath = path.join(uploadDir, storedAs);
  await mkdir(path.dirname(fullPath), { recursive: true, mode: 0o700 });
  await writeFile(fullPath, bytes, { mode: 0o600, flag: 'wx' });
  return storedAs;
}

export async function dropUpload(uploadDir: string, storedAs: string): Promise<void> {
  await unlink(path.join(uploadDir, storedAs)).catch(() => undefined);
}

/** A multipart upload's text fields and its `file`, read whole; an upload the parser refuses is answered 400 or 413 on the file field. */
export async function readMultipart(request: FastifyRequest, language: Language): Promise<{ fields: Record<string, string>; file: { fileName: string; bytes: Buffer } | undefined }> {
  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') file = { fileName: part.filename, bytes };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpProblem(413, 'PAYLOAD_TOO_LARGE', [{ field: 'body.file', message: validationMessage('fileTooLarge', language) }]);
    if (typeof statusCode === 'number' && statusCode < 500) throw error;
    throw new HttpProblem(400, 'VALIDATION_FAILED', [{ field: 'body', message: validationMessage('invalidValue', language) }]);
  }
  return { fields, file };
}

/** The two fields of an upload: `kind`, one of those given, and `file`; anything else is read past. */
export async function readUpload<Kind extends string>(request: FastifyRequest, language: Language, kinds: readonly Kind[]): Promise<{ kind: Kind; fileName: string; bytes: Buffer }> {
  const { fields, file } = await readMultipart(request, language);
  const kind = fields.kind;
  const problems = [
    ...(kinds.some((known) => known === kind) ? [] : [{ field: 'body.kind', message: validationMessage('unknownChoice', language) }]),
    ...(file ? [] : [{ field: 'body.file', message: validationMessage('required', language) }]),
  ];
  if (problems.length > 0 || !file) throw new HttpProblem(400, 'VALIDATION_FAILED', problems);
  return { kind: kind as Kind, ...file };
}

/** Room for the multipart framing and the kind field around the largest file. */
export const MULTIPART_OVERHEAD_BYTES = 16 * 1024;

/** Refuses a request whose declared length already says the file is too large, before reading it. */
export function refuseOversized(request: FastifyRequest, language: Language): void {
  if (!request.isMultipart()) throw new HttpProblem(415, 'UNSUPPORTED_MEDIA_TYPE');
  if (Number(request.headers['content-length'] ?? 0) > MAX_APPLICATION_DOCUMENT_BYTES + MULTIPART_OVERHEAD_BYTES) {
    throw new HttpProblem(413, 'PAYLOAD_TOO_LARGE', [{ field: 'body.file', message: validationMessage('fileTooLarge', language) }]);
  }
}
