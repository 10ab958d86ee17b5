import type { FastifyReply } from 'fastify';
import { nameForType } from './uploads.ts';

/**
 * Sends a file the portal keeps or prints: as a download, never rendered in
 * the portal's own origin, under a name whose extension follows its type (a
 * paper kept before names did still downloads as what it is).
 */
export function sendFile(reply: FastifyReply, file: { fileName: string; contentType: string; bytes: Buffer | Uint8Array }) {
  const fileName = nameForType(file.fileName, file.contentType);
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(file.bytes));
}
