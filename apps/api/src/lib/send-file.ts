import type { FastifyReply } from 'fastify';

/** Sends a file the portal keeps or prints: as a download, never rendered in the portal's own origin. */
export function sendFile(reply: FastifyReply, file: { fileName: string; contentType: string; bytes: Buffer | Uint8Array }) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(file.bytes));
}
