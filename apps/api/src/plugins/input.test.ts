import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OFFICE } from '@igrs/domain';
import { createTestContext, signIn, type TestContext } from '../test/harness.ts';

let context: TestContext;
let sro: string;
beforeAll(async () => {
  context = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
  sro = (await signIn(context.app, 'demo_sro')).token;
});
afterAll(() => context.close());

const requestCopy = (applicantName: string, language = 'en') =>
  context.app.inject({
    method: 'POST',
    url: '/igrsapi/v1/certified-copies',
    headers: { authorization: `Bearer ${sro}`, 'accept-language': language },
    payload: { sroCode: DEMO_OFFICE, bookNumber: 1, documentNumber: 999_999, year: 2020, applicantName, purpose: 'other', copies: 1 },
  });

describe('every string a request carries', () => {
  it('is refused with the field named when it holds a control character or half of a surrogate pair', async () => {
    for (const name of ['Ramesh\u0000Babu', 'Ramesh\u001bBabu', 'Ramesh\u0085', 'Ramesh \uD800']) {
      const refused = await requestCopy(name);
      expect(refused.statusCode, JSON.stringify(name)).toBe(400);
      expect(refused.json().error.details).toEqual([{ field: 'body.applicantName', message: 'Remove the invisible control characters from this text (they cannot be printed or stored).' }]);
    }
    const telugu = await requestCopy('Ramesh\u0007', 'te');
    expect(telugu.json().error.details[0].message).toMatch(/[\u0C00-\u0C7F]/);
  });

  it('keeps line breaks, tabs and whole characters beyond the basic plane', async () => {
    const answer = await requestCopy('Ramesh\tBabu 𝓡');
    expect(answer.json().error?.details?.[0]?.field).not.toBe('body.applicantName');
  });

  it('is refused beyond any field\'s length, in the query and the path too', async () => {
    expect((await requestCopy('x'.repeat(20_000))).json().error.details[0]).toMatchObject({ field: 'body.applicantName', message: 'This text is longer than this field allows. Shorten it.' });
    const query = await context.app.inject({ method: 'GET', url: `/igrsapi/v1/sro-offices?q=${encodeURIComponent('Guntur\u0000')}` });
    expect(query.statusCode).toBe(400);
    expect(query.json().error.details[0].field).toBe('querystring.q');
    const path = await context.app.inject({ method: 'GET', url: `/igrsapi/v1/content/pages/${'a'.repeat(12_000)}` });
    expect(path.statusCode).toBe(400);
    expect(path.json().error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'params.page' }] });
  });

  it('is taken in one Unicode form, however it was typed', async () => {
    // "é" typed as e and a combining accent is stored as the one character.
    const decomposed = await requestCopy('Re\u0301nuka');
    expect(decomposed.statusCode).toBe(404);
    const staff = await context.app.inject({ method: 'GET', url: '/igrsapi/v1/sro-offices?q=Gu\u0308ntur' });
    expect(staff.statusCode).toBe(200);
  });
});

describe('a request nested too deeply or holding too many values', () => {
  const deep = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const post = (payload: string, language = 'en') =>
    context.app.inject({
      method: 'POST',
      url: '/igrsapi/v1/certified-copies',
      headers: { authorization: `Bearer ${sro}`, 'content-type': 'application/json', 'accept-language': language },
      payload,
    });

  it('is refused with 400 before anything walks it, however deep', async () => {
    for (const depth of [33, 3_000, 100_000]) {
      const refused = await post(deep(depth));
      expect(refused.statusCode, `${depth} deep`).toBe(400);
      expect(refused.json().error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'body.a.a.a', message: 'This request nests its fields too deeply to be read.' }] });
    }
    const telugu = await post(deep(3_000), 'te');
    expect(telugu.json().error.details[0].message).toMatch(/[\u0C00-\u0C7F]/);
    // Within the bound the body reaches the route's own checks.
    const within = await post(deep(30));
    expect(within.statusCode).toBe(400);
    expect(within.json().error.details[0].message).not.toMatch(/deeply/);
  });

  it('is refused with 400 when it holds too many values, as an array or as keys', async () => {
    const items = await post(JSON.stringify({ applicantName: 'Ramesh', copies: Array.from({ length: 200_000 }, () => 0) }));
    expect(items.statusCode).toBe(400);
    expect(items.json().error.details[0]).toEqual({ field: 'body.copies', message: 'This request holds too many fields or items to be read.' });
    const keys = await post(JSON.stringify(Object.fromEntries(Array.from({ length: 30_000 }, (_, index) => [`k${index}`, index]))));
    expect(keys.statusCode).toBe(400);
    expect(keys.json().error.details[0].message).toBe('This request holds too many fields or items to be read.');
  });
});
