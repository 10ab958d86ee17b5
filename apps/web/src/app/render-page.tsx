import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { QueryClientProvider, dehydrate, type Query } from '@tanstack/react-query';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { APP_BASE_PATH, type Language } from '@igrs/domain';
import { initServerI18n } from '../i18n/index.ts';
import { firstScreenStyles } from './first-screen-styles.ts';
import { setApiTransport } from '../lib/api-client.ts';
import { pageStateMarkup } from './page-state.ts';
import { createPortalQueryClient } from './query-client.ts';
import { routes } from './router.tsx';

/**
 * One page of the portal as its HTML document. `complete` when every answer
 * it asked for came: a page drawn without some (a read refused as too many,
 * say) is sent, but drawn again for the next visitor. `styleHashes` are the
 * Content-Security-Policy sources (`sha256-…`) of the styles written into it.
 */
export interface DrawnDocument {
  html: string;
  complete: boolean;
  styleHashes: string[];
}

/** Draws one page of the portal in a language. */
export type PageRenderer = (url: string, language: Language) => Promise<DrawnDocument>;

/**
 * How often a page is drawn at most while the answers and code it asks for
 * arrive: a query may be asked only once another has answered, and a part
 * may appear only with an answer.
 */
const MOST_DRAWS = 5;

/** How long a draw waits for a part whose code was still loading; the code then stays loaded, so only the first page to use a part waits. */
const CODE_WAIT_MS = 20;

/** How React marks a part it could not draw yet (code loaded on demand): the browser draws it, saying so as an error. */
const LEFT_TO_BROWSER = '<!--$!-->';

const ROOT = '<div id="root"></div>';

/** The built page's stylesheets, as Vite links them. */
const STYLESHEET_LINK = /<link rel="stylesheet"([^>]*) href="([^"]+)"([^>]*)>/g;

async function styleHash(css: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(css));
  return `sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}`;
}

/**
 * The built page with the styles its drawing needs written into it and its
 * stylesheets only fetched ahead, so the page paints without waiting for
 * them; boot.ts applies them before the page is taken over.
 */
async function withFirstScreenStyles(html: string, stylesFor: (html: string) => string): Promise<{ html: string; styleHashes: string[] }> {
  const css = stylesFor(html);
  // A style that could end its own element early is left out: the page then waits for its stylesheets as it was built to.
  if (!css || /<\/style/i.test(css)) return { html, styleHashes: [] };
  let first = true;
  const written = html.replace(STYLESHEET_LINK, (_link, before: string, href: string, after: string) => {
    const style = first ? `<style>${css}</style>` : '';
    first = false;
    return `${style}<link rel="preload" as="style"${before} href="${href}"${after}>`;
  });
  return { html: written, styleHashes: [await styleHash(css)] };
}

function isEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

export interface RendererOptions {
  /** Answers the pages' queries from the server's own routes. */
  readApi: typeof fetch;
  /** The built page the drawing goes into. */
  shell: string;
  /** A file of the build by the address the built page links it at. */
  readBuilt: (address: string) => Promise<string>;
}

/**
 * The pages with nothing to fill in are drawn on the server with the same
 * components, routes, strings and queries as in the browser, with the styles
 * they need written in, so the first paint needs no script and waits for no
 * stylesheet; the browser then takes the page over (boot.ts, main.tsx).
 */
export async function createPageRenderer({ readApi, shell, readBuilt }: RendererOptions): Promise<PageRenderer> {
  if (!shell.includes(ROOT)) throw new Error(`The built page has no ${ROOT} to draw into`);
  // Without its stylesheets a page is still drawn, and waits for them as it was built to.
  const stylesFor = await Promise.all([...shell.matchAll(STYLESHEET_LINK)].map(([, , href]) => readBuilt(href!))).then(
    (stylesheets) => firstScreenStyles(stylesheets.join('\n')),
    () => () => '',
  );
  setApiTransport(readApi);
  const strings = await initServerI18n();
  const handler = createStaticHandler(routes, { basename: APP_BASE_PATH });

  return async (url, language) => {
    const context = await handler.query(new Request(new URL(url, 'http://portal')));
    if (context instanceof Response) throw new Error(`The page ${url} answered ${context.status} instead of drawing`);
    const router = createStaticRouter(handler.dataRoutes, context);
    const queryClient = createPortalQueryClient();
    // Asking again would hold the page back; the browser asks again for what failed here.
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
    const draw = () =>
      renderToString(
        <StrictMode>
          <I18nextProvider i18n={strings[language]}>
            <QueryClientProvider client={queryClient}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </QueryClientProvider>
          </I18nextProvider>
        </StrictMode>,
      );
    const waiting = () => queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && isEnabled(query) });

    let markup = draw();
    for (let drawn = 1; drawn < MOST_DRAWS && (waiting().length > 0 || markup.includes(LEFT_TO_BROWSER)); drawn += 1) {
      const codeLoading = markup.includes(LEFT_TO_BROWSER) ? [new Promise((resolve) => setTimeout(resolve, CODE_WAIT_MS))] : [];
      await Promise.all([...waiting().map((query) => query.fetch().catch(() => undefined)), ...codeLoading]);
      markup = draw();
    }
    // A failed answer is not handed over: the browser starts that query afresh, showing it as waiting, so it is drawn so here too.
    const unanswered = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'error' || (query.state.status === 'pending' && isEnabled(query)) });
    const failed = unanswered.filter((query) => query.state.status === 'error');
    if (failed.length > 0) {
      for (const query of failed) queryClient.getQueryCache().remove(query);
      markup = draw();
    }
    const state = pageStateMarkup({ language, queries: dehydrate(queryClient) });
    // Replaced by functions: a `$` in the department's content is text, not a replacement pattern.
    const drawn = shell.replace(/<html lang="[a-z]+"/, () => `<html lang="${language}"`).replace(ROOT, () => `<div id="root">${markup}</div>${state}`);
    const { html, styleHashes } = await withFirstScreenStyles(drawn, stylesFor);
    return { html, styleHashes, complete: unanswered.length === 0 && !markup.includes(LEFT_TO_BROWSER) };
  };
}
