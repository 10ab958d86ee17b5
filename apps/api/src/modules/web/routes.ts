import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { APP_BASE_PATH, matchPortalRoute, pathBelowBase } from '@igrs/domain';

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>IGRS</title></head>
<body><main><h1>The web app has not been built</h1><p>Run <code>npm run build</code> and start the server again.</p></main></body></html>`;

/**
 * Serves the built single-page app under /igrs. Every path of the shared route
 * table answers 200 with the app shell so deep links and reloads work; any
 * other path answers 404 with the same shell, which shows its not-found page.
 */
export const webRoutes: FastifyPluginAsync<{ distDir: string }> = async (app, { distDir }) => {
  const indexFile = path.join(distDir, 'index.html');
  const built = existsSync(indexFile);
  const shell = built ? readFileSync(indexFile, 'utf8') : NOT_BUILT_PAGE;
  // The shell is the same for every page: compressed once here, sent as the browser accepts.
  const shellEncodings = { br: brotliCompressSync(shell), gzip: gzipSync(shell, { level: 9 }) };

  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: `${APP_BASE_PATH}/`,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside every text file; the browser gets the one it accepts.
      preCompressed: true,
      setHeaders: (response, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  app.get('/', async (_request, reply) => reply.redirect(`${APP_BASE_PATH}/`));
  app.get(APP_BASE_PATH, async (_request, reply) => reply.redirect(`${APP_BASE_PATH}/`));
  app.get(`${APP_BASE_PATH}/*`, async (request, reply) => {
    const below = pathBelowBase(request.url) ?? '/';
    const known = matchPortalRoute(below) !== undefined;
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    reply.status(known ? 200 : 404).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').type('text/html; charset=utf-8');
    return encoding ? reply.header('Content-Encoding', encoding).send(shellEncodings[encoding]) : reply.send(shell);
  });
};
