import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrameResponse } from '@igrs/domain';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ CERTIFIED_COPY_URL: 'https://copies.example.gov.in/request', INSTAGRAM_URL: 'https://www.instagram.com/igrs_ap' });
});
afterAll(() => context.close());

describe('GET /igrsapi/v1/frame', () => {
  it('gives both leaders with portraits that download as images', async () => {
    const body = (await context.app.inject({ method: 'GET', url: '/igrsapi/v1/frame' })).json<FrameResponse>();
    expect(body.leaders.map((leader) => leader.role)).toEqual(['chief-minister', 'registration-minister']);
    for (const leader of body.leaders) {
      expect(leader.name.te).toMatch(/[\u0C00-\u0C7F]/);
      const portrait = await context.app.inject({ method: 'GET', url: leader.portraitUrl });
      expect(portrait.statusCode).toBe(200);
      expect(portrait.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it('holds the two notifications: a notaries spreadsheet and the card user manual', async () => {
    const body = (await context.app.inject({ method: 'GET', url: '/igrsapi/v1/frame' })).json<FrameResponse>();
    expect(body.notifications.map((notification) => notification.title.en)).toEqual(['Notaries List Notice', 'Card User Manual']);
    const [notaries, manual] = body.notifications;
    const sheet = await context.app.inject({ method: 'GET', url: notaries!.file.url });
    expect(sheet.headers['content-type']).toContain('spreadsheetml');
    expect(sheet.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const pdf = await context.app.inject({ method: 'GET', url: manual!.file.url });
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('takes outside links from configuration', async () => {
    const body = (await context.app.inject({ method: 'GET', url: '/igrsapi/v1/frame' })).json<FrameResponse>();
    expect(body.links.certifiedCopy).toBe('https://copies.example.gov.in/request');
    expect(body.links.instagram).toBe('https://www.instagram.com/igrs_ap');
    expect(body.links.onlinePayment).toMatch(/^https:\/\//);
  });
});

describe('POST /igrsapi/v1/visitors', () => {
  it('counts a browser session once, however often it asks', async () => {
    const first = await context.app.inject({ method: 'POST', url: '/igrsapi/v1/visitors' });
    expect(first.statusCode).toBe(200);
    const cookie = first.cookies.find((entry) => entry.name === 'igrs_visit');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/igrsapi/v1/visitors' });
    expect(cookie?.maxAge).toBeUndefined();
    expect(cookie?.expires).toBeUndefined();
    const start = first.json<{ count: number }>().count;

    const sameSession = await context.app.inject({ method: 'POST', url: '/igrsapi/v1/visitors', cookies: { igrs_visit: '1' } });
    expect(sameSession.json()).toEqual({ count: start });

    const otherSession = await context.app.inject({ method: 'POST', url: '/igrsapi/v1/visitors' });
    expect(otherSession.json()).toEqual({ count: start + 1 });
  });

  it('loses no count when many sessions arrive at once', async () => {
    const before = (await context.app.inject({ method: 'POST', url: '/igrsapi/v1/visitors', cookies: { igrs_visit: '1' } })).json<{ count: number }>().count;
    const responses = await Promise.all(Array.from({ length: 20 }, () => context.app.inject({ method: 'POST', url: '/igrsapi/v1/visitors' })));
    const counts = responses.map((response) => response.json<{ count: number }>().count).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 20 }, (_, index) => before + index + 1));
  });

  it('refuses a visit posted from another site', async () => {
    const response = await context.app.inject({ method: 'POST', url: '/igrsapi/v1/visitors', headers: { 'sec-fetch-site': 'cross-site' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CROSS_SITE_REQUEST');
    const byOrigin = await context.app.inject({ method: 'POST', url: '/igrsapi/v1/visitors', headers: { origin: 'https://evil.example', host: 'localhost' } });
    expect(byOrigin.statusCode).toBe(403);
  });
});
