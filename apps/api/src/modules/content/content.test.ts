import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_LISTS, CONTENT_PAGES, toYearMonthDay, type ContentListResponse, type ContentPageResponse } from '@igrs/domain';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

async function getList(list: string, query = ''): Promise<ContentListResponse> {
  const response = await context.app.inject({ method: 'GET', url: `/igrsapi/v1/content/lists/${list}${query}` });
  expect(response.statusCode).toBe(200);
  return response.json<ContentListResponse>();
}

describe('content pages', () => {
  it.each(CONTENT_PAGES)('serves the %s page with sections in both languages', async (page) => {
    const response = await context.app.inject({ method: 'GET', url: `/igrsapi/v1/content/pages/${page}` });
    expect(response.statusCode).toBe(200);
    const body = response.json<ContentPageResponse>();
    expect(body.page).toBe(page);
    expect(body.sections.length).toBeGreaterThan(0);
    for (const section of body.sections) {
      expect(section.heading.en.length).toBeGreaterThan(0);
      expect(section.heading.te).toMatch(/[\u0C00-\u0C7F]/);
    }
  });

  it('has the about-us sections the spec names, with cadre strength as a table', async () => {
    const body = (await context.app.inject({ method: 'GET', url: '/igrsapi/v1/content/pages/about-us' })).json<ContentPageResponse>();
    const keys = body.sections.map((section) => section.key);
    expect(keys).toEqual(expect.arrayContaining(['introduction', 'functionalities', 'organisation-structure', 'cadre-strength']));
    const cadre = body.sections.find((section) => section.key === 'cadre-strength');
    expect(cadre?.table?.rows.length).toBeGreaterThan(3);
  });

  it('refuses an unknown page with a 400 naming the field', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/content/pages/secret' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(response.json().error.details[0].field).toBe('params.page');
  });
});

describe('content lists', () => {
  it.each(CONTENT_LISTS)('serves the %s list, paginated', async (list) => {
    const body = await getList(list, '?pageSize=5');
    expect(body.list).toBe(list);
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.length).toBeLessThanOrEqual(5);
    expect(body.total).toBeGreaterThanOrEqual(body.items.length);
    expect(body.pageSize).toBe(5);
  });

  it('pages through a list without repeating or losing items', async () => {
    const all = await getList('circulars', '?pageSize=50');
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 3); page += 1) {
      const body = await getList('circulars', `?pageSize=3&page=${page}`);
      seen.push(...body.items.map((item) => item.id));
    }
    expect(seen).toHaveLength(all.total);
    expect(new Set(seen).size).toBe(all.total);
  });

  it('marks circulars, judgements and tenders made up for the demo as such, and the real documents not', async () => {
    for (const list of ['circulars', 'judgements', 'stamp-judgements', 'tenders'] as const) {
      expect((await getList(list, '?pageSize=50')).items.every((item) => item.isDemo), list).toBe(true);
    }
    expect((await getList('act-rules', '?pageSize=50')).items.some((item) => item.isDemo)).toBe(false);
  });

  it('lists the newest items first', async () => {
    const { items } = await getList('circulars', '?pageSize=50');
    const dates = items.map((item) => item.itemDate).filter((date): date is string => date !== null);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('filters by text in either language, case-insensitively', async () => {
    const { items } = await getList('circulars', '?pageSize=1');
    const word = items[0]!.title.en.split(' ').find((part) => part.length > 5)!;
    const english = await getList('circulars', `?q=${encodeURIComponent(word.toUpperCase())}&pageSize=50`);
    expect(english.total).toBeGreaterThan(0);
    for (const item of english.items) {
      const haystack = `${item.title.en} ${item.title.te} ${item.summary.en} ${item.summary.te} ${item.referenceNumber ?? ''}`.toLowerCase();
      expect(haystack).toContain(word.toLowerCase());
    }
    const teluguWord = items[0]!.title.te.split(' ')[0]!;
    const telugu = await getList('circulars', `?q=${encodeURIComponent(teluguWord)}`);
    expect(telugu.items.map((item) => item.id)).toContain(items[0]!.id);
  });

  it('treats LIKE wildcards in the search text as plain characters', async () => {
    expect((await getList('circulars', '?q=%25')).total).toBe(0);
    expect((await getList('circulars', '?q=_')).total).toBe(0);
  });

  it('filters by date range, inclusive', async () => {
    const { items } = await getList('circulars', '?pageSize=50');
    const dates = items.map((item) => item.itemDate!).sort();
    const from = dates[1]!;
    const to = dates[dates.length - 2]!;
    const filtered = await getList('circulars', `?from=${from}&to=${to}&pageSize=50`);
    expect(filtered.total).toBe(dates.filter((date) => date >= from && date <= to).length);
    for (const item of filtered.items) {
      expect(item.itemDate! >= from && item.itemDate! <= to).toBe(true);
    }
  });

  it('filters by group and lists the groups', async () => {
    const body = await getList('act-rules', '?pageSize=50');
    expect(body.groups.map((group) => group.key)).toEqual(
      expect.arrayContaining(['hindu-marriage', 'special-marriage', 'partnership', 'societies']),
    );
    const marriage = await getList('act-rules', '?group=hindu-marriage&pageSize=50');
    expect(marriage.total).toBeGreaterThan(0);
    expect(marriage.items.every((item) => item.group === 'hindu-marriage')).toBe(true);
  });

  it('marks tenders open until their closing date and closed after it', async () => {
    const { items } = await getList('tenders', '?pageSize=50');
    const today = toYearMonthDay(new Date());
    expect(items.some((item) => item.status === 'open')).toBe(true);
    expect(items.some((item) => item.status === 'closed')).toBe(true);
    for (const item of items) {
      expect(item.status).toBe(item.closingDate! >= today ? 'open' : 'closed');
    }
  });

  it('refuses a reversed date range with a field error in the caller\'s language', async () => {
    const english = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/content/lists/circulars?from=2025-01-01&to=2024-01-01' });
    expect(english.statusCode).toBe(400);
    expect(english.json().error.details).toEqual([{ field: 'query.to', message: 'The "from" date must be on or before the "to" date.' }]);
    const telugu = await context.app.inject({
      method: 'GET',
      url: '/igrsapi/v1/content/lists/circulars?from=2025-01-01&to=2024-01-01',
      headers: { 'accept-language': 'te' },
    });
    expect(telugu.json().error.message).toMatch(/[\u0C00-\u0C7F]/);
    expect(telugu.json().error.details[0].message).toMatch(/[\u0C00-\u0C7F]/);
  });

  it.each([
    ['?from=22-11-2026', 'query.from'],
    ['?page=0', 'query.page'],
    ['?pageSize=500', 'query.pageSize'],
    [`?q=${'x'.repeat(101)}`, 'query.q'],
  ])('refuses %s naming %s', async (query, field) => {
    const response = await context.app.inject({ method: 'GET', url: `/igrsapi/v1/content/lists/circulars${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.map((detail: { field: string }) => detail.field)).toContain(field);
  });

  it('refuses an unknown list', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/content/lists/passwords' });
    expect(response.statusCode).toBe(400);
  });
});

describe('file downloads', () => {
  it('serves every linked document with its type, name and integrity', async () => {
    for (const list of CONTENT_LISTS) {
      const { items } = await getList(list, '?pageSize=50');
      for (const item of items.filter((entry) => entry.file)) {
        const file = item.file!;
        const response = await context.app.inject({ method: 'GET', url: file.url });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toContain(file.mediaType);
        expect(response.headers['content-disposition']).toContain(encodeURIComponent(file.fileName));
        expect(response.rawPayload.length).toBe(file.byteSize);
        const etag = `"${createHash('sha256').update(response.rawPayload).digest('hex')}"`;
        expect(response.headers.etag).toBe(etag);
      }
    }
  });

  it('answers 304 when the browser already has the file', async () => {
    const { items } = await getList('circulars', '?pageSize=1');
    const first = await context.app.inject({ method: 'GET', url: items[0]!.file!.url });
    const again = await context.app.inject({ method: 'GET', url: items[0]!.file!.url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('answers 404 for an unknown file', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/files/00000000-0000-4000-8000-000000000000/x.pdf' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});
