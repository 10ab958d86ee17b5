import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Language } from '@igrs/domain';
import type { DrawPage } from './page-renderer.ts';

/** A drawn page in each form it is sent in, with the hashes of the styles written into it. */
export interface DrawnPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
  styleHashes: string[];
}

const brotli = (html: string) => promisify(brotliCompress)(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
const gzipped = (html: string) => promisify(gzip)(html, { level: 6 });

/** How long a drawn page is sent as it is: the department changes its pages a few times a day, not by the second. */
const KEPT_MS = 30_000;

/**
 * The pages drawn on the server, kept a short while by page and language (a
 * handful: the pages drawn there, at their own address, in each language). A
 * drawn page shows nothing of who asked for it, so a popular page is drawn
 * once in a while rather than once a visitor, and visitors arriving while it
 * is drawn wait for that same drawing. A drawing that failed, or lacks an
 * answer its page asked for, is sent to those waiting but not kept.
 */
export class DrawnPages {
  readonly #kept = new Map<string, { until: number; page: Promise<DrawnPage> }>();

  constructor(private readonly draw: DrawPage) {}

  get(path: string, language: Language, visitorIp: string): Promise<DrawnPage> {
    const key = `${language} ${path}`;
    const now = Date.now();
    const kept = this.#kept.get(key);
    if (kept && kept.until > now) return kept.page;

    const entry = { until: now + KEPT_MS, page: this.#drawn(path, language, visitorIp) };
    this.#kept.set(key, entry);
    const forget = () => {
      if (this.#kept.get(key) === entry) this.#kept.delete(key);
    };
    entry.page.then((page) => {
      if (!page.complete) forget();
    }, forget);
    return entry.page;
  }

  async #drawn(path: string, language: Language, visitorIp: string): Promise<DrawnPage & { complete: boolean }> {
    const { html, complete, styleHashes } = await this.draw(path, language, visitorIp);
    const [br, gzip] = await Promise.all([brotli(html), gzipped(html)]);
    return { html, br, gzip, styleHashes, complete };
  }
}
