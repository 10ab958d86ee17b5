import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let context: TestContext;
let distDir: string;
const SHELL = '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/igrs/assets/boot-abc123.js"></script></body></html>';
const STYLESHEET = '.lead{font-size:1.25rem}';

/**
 * A stand-in for the web build's renderer, speaking its interface: it reads
 * the portal's frame through the reads it is given and says in the page what
 * it drew, in which language, with what answer, and as which drawing; and
 * which files of the build it could read.
 */
const RENDERER = `
let drawings = 0;
export async function createPageRenderer({ readApi, shell, readBuilt }) {
  const read = (address) => readBuilt(address).then((text) => text, () => 'refused');
  const built = [await read('/igrs/assets/index-abc123.css'), await read('/igrs/../index.html'), await read('/elsewhere/index.html')].join(' | ');
  return async (url, language) => {
    drawings += 1;
    if (url.endsWith('/accessibility')) throw new Error('the renderer failed');
    const frame = await readApi('/igrsapi/v1/frame', { headers: { 'Accept-Language': language } });
    const drawn = '<main><h1>' + [url, language, frame.status, 'drawing ' + drawings].join(' | ') + '</h1><p>' + built + '</p></main>';
    return { html: shell.replace('<div id="root"></div>', () => '<div id="root">' + drawn + '</div>'), complete: true, styleHashes: ['sha256-' + language] };
  };
}
`;

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'igrs-drawn-'));
  await writeFile(path.join(distDir, 'index.html'), SHELL);
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'assets', 'index-abc123.css'), STYLESHEET);
  await writeFile(path.join(distDir, 'renderer.mjs'), RENDERER);
  context = await createTestContext({ WEB_DIST_DIR: distDir, WEB_RENDERER: path.join(distDir, 'renderer.mjs') });
});
afterAll(async () => {
  await context.close();
  await rm(distDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => context.app.inject({ method: 'GET', url, headers });

describe('a page with nothing to fill in', () => {
  it('arrives drawn by the renderer, with the answers it read from the portal itself, and is kept for the next visitor', async () => {
    const first = await get('/igrs/');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/html');
    expect(first.headers.vary).toContain('Cookie');
    expect(first.body).toContain('<h1>/igrs/ | en | 200 | drawing 1</h1>');
    const again = await get('/igrs/', { 'accept-encoding': 'br' });
    expect(again.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(again.rawPayload).toString()).toBe(first.body);
  });

  it('may carry the styles its renderer wrote into it, read from the build and named in its policy, and only those', async () => {
    const drawn = await get('/igrs/');
    expect(drawn.body).toContain(`<p>${STYLESHEET} | refused | refused</p>`);
    expect(drawn.headers['content-security-policy']).toContain("style-src 'self' 'sha256-en';");
    const telugu = await get('/igrs/', { cookie: 'igrs_lang=te' });
    expect(telugu.headers['content-security-policy']).toContain("style-src 'self' 'sha256-te';");
    const shell = await get('/igrs/Departmentlogin');
    expect(shell.headers['content-security-policy']).toContain("style-src 'self';");
  });

  it('is drawn in the language of the visitor\'s cookie', async () => {
    const response = await get('/igrs/about-us', { cookie: 'igrs_lang=te' });
    expect(response.body).toMatch(/<h1>\/igrs\/about-us \| te \| 200 \| drawing \d+<\/h1>/);
    const unknown = await get('/igrs/about-us', { cookie: 'igrs_lang=fr' });
    expect(unknown.body).toMatch(/<h1>\/igrs\/about-us \| en \| 200/);
  });

  it('at another spelling of its address, or with a query, arrives as the shell for the browser to draw', async () => {
    for (const url of ['/igrs/ABOUT-US', '/igrs/about-us/', '/igrs/?page=2', '/igrs/about-us?q=%24']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SHELL);
    }
  });

  it('arrives as the shell when the renderer fails, never as an error', async () => {
    const response = await get('/igrs/accessibility');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(SHELL);
  });
});

describe('a page with a form', () => {
  it('arrives as the shell', async () => {
    for (const url of ['/igrs/Departmentlogin', '/igrs/EClandingPage', '/igrs/circularList']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(SHELL);
    }
  });
});
