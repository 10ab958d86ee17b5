import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@igrs/domain';
import { DrawnPages } from './drawn-pages.ts';

function counting({ fail = false, complete = true } = {}) {
  const drawings: string[] = [];
  const draw = async (path: string, language: Language) => {
    drawings.push(`${language} ${path}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (fail) throw new Error('the renderer failed');
    return { html: `<html lang="${language}">${path}</html>`, complete, styleHashes: [] };
  };
  return { drawings, draw };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the pages drawn on the server', () => {
  it('are drawn once for visitors arriving together and sent compressed as drawn', async () => {
    const { drawings, draw } = counting();
    const pages = new DrawnPages(draw);
    const [first, second] = await Promise.all([pages.get('/igrs/', 'en', '10.0.0.1'), pages.get('/igrs/', 'en', '10.0.0.2')]);
    expect(drawings).toEqual(['en /igrs/']);
    expect(second).toBe(first);
    expect(first.html).toBe('<html lang="en">/igrs/</html>');
    expect(brotliDecompressSync(first.br).toString()).toBe(first.html);
    expect(gunzipSync(first.gzip).toString()).toBe(first.html);
  });

  it('are drawn apart for each page and language, and again once thirty seconds have passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { drawings, draw } = counting();
    const pages = new DrawnPages(draw);
    await pages.get('/igrs/', 'en', '10.0.0.1');
    await pages.get('/igrs/', 'te', '10.0.0.1');
    await pages.get('/igrs/about-us', 'en', '10.0.0.1');
    vi.setSystemTime(Date.now() + 29_000);
    await pages.get('/igrs/', 'en', '10.0.0.1');
    expect(drawings).toEqual(['en /igrs/', 'te /igrs/', 'en /igrs/about-us']);
    vi.setSystemTime(Date.now() + 2_000);
    await pages.get('/igrs/', 'en', '10.0.0.1');
    expect(drawings).toEqual(['en /igrs/', 'te /igrs/', 'en /igrs/about-us', 'en /igrs/']);
  });

  it('keep no failed drawing: the next visitor has the page drawn again', async () => {
    const { drawings, draw } = counting({ fail: true });
    const pages = new DrawnPages(draw);
    await expect(pages.get('/igrs/', 'en', '10.0.0.1')).rejects.toThrow('the renderer failed');
    await expect(pages.get('/igrs/', 'en', '10.0.0.1')).rejects.toThrow('the renderer failed');
    expect(drawings).toHaveLength(2);
  });

  it('send a drawing that lacks an answer to those waiting for it, but draw the page again for the next visitor', async () => {
    const { drawings, draw } = counting({ complete: false });
    const pages = new DrawnPages(draw);
    const [first, second] = await Promise.all([pages.get('/igrs/', 'en', '10.0.0.1'), pages.get('/igrs/', 'en', '10.0.0.2')]);
    expect(second).toBe(first);
    expect(drawings).toHaveLength(1);
    await pages.get('/igrs/', 'en', '10.0.0.3');
    expect(drawings).toHaveLength(2);
  });
});
