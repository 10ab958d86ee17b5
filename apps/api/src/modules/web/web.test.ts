import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_ROUTES } from '@igrs/domain';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let context: TestContext;
let distDir: string;
const SCRIPT = `console.log(${JSON.stringify('portal '.repeat(400))});`;
const SHELL = '<!doctype html><html><body><div id="root"></div><script type="module" src="/igrs/assets/app-abc123.js"></script></body></html>';

beforeAll(async () => {
  distDir = await mkdtemp(path.join(os.tmpdir(), 'igrs-dist-'));
  await mkdir(path.join(distDir, 'assets'));
  await writeFile(path.join(distDir, 'index.html'), SHELL);
  await writeFile(path.join(distDir, 'assets', 'app-abc123.js'), SCRIPT);
  await writeFile(path.join(distDir, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(distDir, 'assets', 'app-abc123.js.gz'), gzipSync(SCRIPT));
  await writeFile(path.join(distDir, 'emblem.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // Without the renderer every page gets the shell; the pages it draws are proven in the browser (e2e/public-pages) and with a stand-in renderer in server-drawn.test.ts.
  context = await createTestContext({ WEB_DIST_DIR: distDir, WEB_RENDERER: path.join(distDir, 'no-renderer.js') });
});
afterAll(async () => {
  await context.close();
  await rm(distDir, { recursive: true, force: true });
});

describe('the web app under /igrs', () => {
  it('redirects / and /igrs to /igrs/', async () => {
    for (const url of ['/', '/igrs']) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/igrs/');
    }
  });

  it.each(PORTAL_ROUTES.map((route) => route.path))('answers the route %s with the app shell', async (routePath) => {
    const response = await context.app.inject({ method: 'GET', url: `/igrs${routePath === '/' ? '/' : routePath}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe(SHELL);
  });

  it('keeps deep links with a query string working', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/igrs/circularList?q=gift&page=2' });
    expect(response.statusCode).toBe(200);
  });

  it('answers an unknown path with 404 and the same shell, which shows the not-found page', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/igrs/no-such-page' });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(SHELL);
  });

  it('serves hashed assets for a year and the shell never from cache', async () => {
    const asset = await context.app.inject({ method: 'GET', url: '/igrs/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const shell = await context.app.inject({ method: 'GET', url: '/igrs/about-us' });
    expect(shell.headers['cache-control']).toBe('no-cache');
  });

  it('sends the build\'s brotli or gzip copy of an asset, as the browser accepts, and the shell compressed too', async () => {
    const url = '/igrs/assets/app-abc123.js';
    const brotli = await context.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    expect(brotli.rawPayload.length).toBeLessThan(SCRIPT.length / 4);
    const gzip = await context.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await context.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);

    const shell = await context.app.inject({ method: 'GET', url: '/igrs/about-us', headers: { 'accept-encoding': 'br' } });
    expect(shell.headers['content-encoding']).toBe('br');
    expect(shell.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(shell.rawPayload).toString()).toBe(SHELL);
  });

  it('sends a strict Content-Security-Policy without inline script', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/igrs/' });
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("frame-ancestors 'none'");
    // The older header agrees: no framing at all, not even by the portal itself.
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('answers unknown paths outside /igrs with a plain 404', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/wp-admin' });
    expect(response.statusCode).toBe(404);
  });
});
