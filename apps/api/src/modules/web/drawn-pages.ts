import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Language } from '@igrs/domain';
import type { DrawPage } from './page-renderer.ts';

/** A drawn page in each form it is sent in. */
export interface DrawnPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

const brotli = (html: string) => promisify(brotliCompress)(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
const gzipped = (html: string) => promisify(gzip)(html, { level: 6 });

/** How long a drawn page is sent as it is: the department changes its pages a few times a day, not by the second. */
const KEPT_MS = 30_000;

/** How many drawn pages a process keeps (every address with its query, in each language); the oldest go first. */
const MOST_KEPT = 500;

/**
 * The pages drawn on the server, kept a short while by address and language.
 * A drawn page shows nothing of who asked for it, so a popular page is drawn
 * once in a while rather than once a visitor, and visitors arriving while it
 * is drawn wait for that same drawing.
 */
export class DrawnPages {
  readonly #kept = new Map<string, { until: number; page: Promise<DrawnPage> }>();

  constructor(private readonly draw: DrawPage) {}

  get(url: string, language: Language, visitorIp: string): Promise<DrawnPage> {
    const key = `${language} ${url}`;
    const now = Date.now();
    const kept = this.#kept.get(key);
    if (kept && kept.until > now) return kept.page;

    const page = this.draw(url, language, visitorIp).then(async (html) => {
      const [br, gzip] = await Promise.all([brotli(html), gzipped(html)]);
      return { html, br, gzip };
    });
    const entry = { until: now + KEPT_MS, page };
    this.#kept.delete(key);
    if (this.#kept.size >= MOST_KEPT) this.#kept.delete(this.#kept.keys().next().value!);
    this.#kept.set(key, entry);
    // A drawing that failed is not kept: the next visitor has it drawn again.
    page.catch(() => {
      if (this.#kept.get(key) === entry) this.#kept.delete(key);
    });
    return page;
  }
}
