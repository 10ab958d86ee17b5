import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { pathBelowBase, type Language } from '@igrs/domain';
import { asPortalsOwnReads } from '../../plugins/load-shedding.ts';

/**
 * A page drawn by the web build's renderer; `complete` when every answer it
 * asked for came; `styleHashes`, the Content-Security-Policy sources of the
 * styles written into it.
 */
export interface DrawnDocument {
  html: string;
  complete: boolean;
  styleHashes: string[];
}

/** The web build's page renderer (apps/web/src/app/render-page.tsx), built by `vite build --ssr`. */
interface RendererModule {
  createPageRenderer(options: {
    readApi: typeof fetch;
    shell: string;
    readBuilt: (address: string) => Promise<string>;
  }): Promise<(url: string, language: Language) => Promise<DrawnDocument>>;
}

export type DrawPage = (url: string, language: Language, visitorIp: string) => Promise<DrawnDocument>;

/**
 * For whom and in which language a page is being drawn: its reads of the API
 * count against that visitor's limits, as the browser's own reads would, and
 * are answered in the page's language.
 */
const drawing = new AsyncLocalStorage<{ visitorIp: string; language: Language }>();

function pathOf(input: Parameters<typeof fetch>[0]): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? `${input.pathname}${input.search}` : input.url;
}

/**
 * Loads the renderer when the web app has been built with it, and gives it
 * the portal's own routes to read from, in process: a page's queries are
 * answered by the same handlers, rules and limits as the browser's. Only
 * reads, and with no cookie or token: a drawn page is what anyone sees.
 */
export async function loadPageRenderer(app: FastifyInstance, { file, shell, distDir }: { file: string; shell: string; distDir: string }): Promise<DrawPage | undefined> {
  if (!existsSync(file)) return undefined;
  const { createPageRenderer } = (await import(pathToFileURL(file).href)) as RendererModule;
  const readApi: typeof fetch = async (input, init) => {
    if ((init?.method ?? 'GET') !== 'GET') throw new Error('A page drawn on the server only reads');
    const current = drawing.getStore();
    const answer = await asPortalsOwnReads(() =>
      app.inject({
        method: 'GET',
        url: pathOf(input),
        headers: { accept: 'application/json', 'accept-language': current?.language ?? 'en' },
        remoteAddress: current?.visitorIp,
      }),
    );
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), { status: answer.statusCode, headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') } });
  };
  // Only the build's own files, by the addresses its page links them at.
  const readBuilt = async (address: string) => {
    const below = pathBelowBase(address);
    if (!below || below.split('/').includes('..')) throw new Error(`${address} is not a file of the web build`);
    return readFile(path.join(distDir, below), 'utf8');
  };
  const render = await createPageRenderer({ readApi, shell, readBuilt });
  return (url, language, visitorIp) => drawing.run({ visitorIp, language }, () => render(url, language));
}
