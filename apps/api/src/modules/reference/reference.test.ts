import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_LIST_NAMES } from '@igrs/domain';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

describe('GET /igrsapi/v1/reference/:list', () => {
  it.each(REFERENCE_LIST_NAMES)('serves %s, cacheable', async (list) => {
    const response = await context.app.inject({ method: 'GET', url: `/igrsapi/v1/reference/${list}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('max-age=86400');
    const body = response.json();
    expect(body.list).toBe(list);
    expect(body.entries.length).toBeGreaterThan(0);
    const again = await context.app.inject({ method: 'GET', url: `/igrsapi/v1/reference/${list}`, headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('gives codes with both languages', async () => {
    const body = (await context.app.inject({ method: 'GET', url: '/igrsapi/v1/reference/stages-of-construction' })).json();
    expect(body.entries.map((entry: { code: string }) => entry.code)).toEqual(['1', '2', '3', '4', '5']);
    expect(body.entries[0].description.te).toMatch(/[\u0C00-\u0C7F]/);
  });

  it('keeps the RFZeroMax duplicates as data, and they agree', async () => {
    const { entries } = (await context.app.inject({ method: 'GET', url: '/igrsapi/v1/reference/rf-zero-max' })).json();
    const byKey = new Map<string, Set<number>>();
    for (const entry of entries as { majorCode: string; minorCode: string; max: number }[]) {
      const key = `${entry.majorCode}/${entry.minorCode}`;
      byKey.set(key, (byKey.get(key) ?? new Set()).add(entry.max));
    }
    expect(entries.length).toBeGreaterThan(byKey.size);
    for (const maxima of byKey.values()) expect(maxima.size).toBe(1);
    expect([...byKey.get('01/11')!]).toEqual([2000]);
  });

  it('refuses an unknown list', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/igrsapi/v1/reference/passwords' })).statusCode).toBe(400);
  });
});
