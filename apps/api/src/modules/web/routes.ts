import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { APP_BASE_PATH, LANGUAGES, LANGUAGE_COOKIE, PORTAL_ROUTES, isServerDrawn, languageOrDefault, matchPortalRoute, pathBelowBase, type PortalRoute } from '@igrs/domain';
import { policyWithStyles } from '../../plugins/security.ts';
import { DrawnPages } from './drawn-pages.ts';
import { loadPageRenderer } from './page-renderer.ts';

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>IGRS</title></head>
<body><main><h1>The web app has not been built</h1><p>Run <code>npm run build</code> and start the server again.</p></main></body></html>`;

/**
 * Serves the built single-page app under /igrs. A page for reading is drawn
 * on the server, in the visitor's language, when the build has its renderer,
 * so it paints before any script runs; any other page, or one the renderer
 * fails on, gets the app shell, which draws it in the browser. Every path of
 * the shared route table answers 200 so deep links and reloads work; any other
 * path answers 404 with the shell, which shows its not-found page.
 */
export const webRoutes: FastifyPluginAsync<{ distDir: string; rendererFile: string; drawingWaitMs: number }> = async (app, { distDir, rendererFile, drawingWaitMs }) => {
  const indexFile = path.join(distDir, 'index.html');
  const built = existsSync(indexFile);
  const shell = built ? readFileSync(indexFile, 'utf8') : NOT_BUILT_PAGE;
  // The shell is the same for every page: compressed once here, sent as the browser accepts.
  const shellEncodings = { br: brotliCompressSync(shell), gzip: gzipSync(shell, { level: 9 }) };

  const drawPage = built
    ? await loadPageRenderer(app, { file: rendererFile, shell, distDir }).catch((error: unknown) => {
        app.log.error({ err: error }, 'the page renderer did not load; every page is drawn in the browser');
        return undefined;
      })
    : undefined;
  const drawnPages = drawPage && new DrawnPages(drawPage);
  // Drawn once ahead of the first visitors, so none of them waits for the renderer's first, slowest drawing.
  app.addHook('onListen', () => {
    if (!drawnPages) return;
    const ahead = PORTAL_ROUTES.filter(isServerDrawn).flatMap((route) => LANGUAGES.map((language) => drawnPages.get(addressOf(route), language, '127.0.0.1')));
    void Promise.all(ahead).catch((error: unknown) => app.log.warn({ err: error }, 'a page could not be drawn ahead of the first visitors'));
  });

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
    const route = matchPortalRoute(below);
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
    reply.status(route ? 200 : 404).header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding, Cookie').type('text/html; charset=utf-8');
    // Drawn at its own address only: any other spelling of it, or an address with a query, is drawn in the browser.
    if (drawnPages && route && isServerDrawn(route) && below === route.path && !request.url.includes('?')) {
      try {
        const page = await within(drawingWaitMs, drawnPages.get(addressOf(route), languageOrDefault(request.cookies[LANGUAGE_COOKIE]), request.ip));
        if (page) {
          const policy = reply.getHeader('Content-Security-Policy');
          if (typeof policy === 'string') reply.header('Content-Security-Policy', policyWithStyles(policy, page.styleHashes));
          return encoding ? reply.header('Content-Encoding', encoding).send(page[encoding]) : reply.send(page.html);
        }
        request.log.warn('the page took too long to draw on the server; the browser draws it from the shell');
      } catch (error) {
        request.log.warn({ err: error }, 'the page could not be drawn on the server; the browser draws it from the shell');
      }
    }
    return encoding ? reply.header('Content-Encoding', encoding).send(shellEncodings[encoding]) : reply.send(shell);
  });
};

/** A drawn page's own address, the one it is drawn and kept under. */
function addressOf(route: PortalRoute): string {
  return `${APP_BASE_PATH}${route.path}`;
}

/**
 * A drawing, or nothing once the visitor has waited long enough: they get the
 * shell, which shows the page as soon as its script has run, and the drawing
 * goes on and is kept for the next visitor.
 */
function within<T>(waitMs: number, drawing: Promise<T>): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), waitMs);
  });
  return Promise.race([drawing, late]).finally(() => clearTimeout(timer));
}
