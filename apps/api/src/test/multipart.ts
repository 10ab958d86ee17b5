import { randomBytes } from 'node:crypto';

export interface MultipartPart {
  name: string;
  value: string | Buffer;
  fileName?: string;
}

/** A multipart/form-data body as a browser sends it, for routes that take uploads. */
export function multipartBody(parts: readonly MultipartPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----igrs-${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.fileName ? `; filename="${part.fileName}"\r\nContent-Type: application/octet-stream` : ''}\r\n\r\n`,
    ),
    Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
