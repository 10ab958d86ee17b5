import i18next from 'i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../i18n/locales/en.json';

class MemoryStorage {
  private readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  clear() {
    this.values.clear();
  }
}

const browserWindow = { localStorage: new MemoryStorage(), sessionStorage: new MemoryStorage() };
vi.stubGlobal('window', browserWindow);
await i18next.init({ lng: 'en', resources: { en: { translation: en } } });

const { apiRequest } = await import('./api-client.ts');
const { messagePopup } = await import('./popups.ts');
const { saveStoredLogin, storedLogin, forgetStoredLogin } = await import('./session.ts');

type Reply = { status: number; body?: unknown };

function json({ status, body }: Reply): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fake server: answers each path from a queue, recording every call with its bearer token. */
function fakeServer(routes: Record<string, Reply[]>) {
  const calls: { path: string; token: string | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace('/igrsapi/v1', '');
      const token = (init.headers as Record<string, string>).Authorization?.replace('Bearer ', '');
      calls.push({ path, token });
      const queue = routes[path];
      const reply = queue && queue.length > 1 ? queue.shift()! : queue?.[0];
      if (!reply) throw new TypeError('network down');
      return json(reply);
    }),
  );
  return calls;
}

function signedIn(token = 'old-token') {
  saveStoredLogin({
    token,
    loginId: 'demo_dr',
    loginName: 'Demo',
    loginType: 'DR',
    isMasterUser: 'N',
    jurisdictionLevel: 'district',
    jurisdictionCode: '07',
    jurisdictionName: { en: 'Guntur district', te: 'గుంటూరు జిల్లా' },
    loginEmail: null,
    lastLogin: null,
    loginMobile: null,
    loginAadhar: null,
  });
}

const UNAUTHORISED: Reply = { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'Please log in to continue.' } } };

beforeEach(() => {
  vi.stubGlobal('window', browserWindow);
  messagePopup.set({ enable: false, message: '', type: 'success' });
  forgetStoredLogin();
});
afterEach(() => vi.unstubAllGlobals());

describe('the 401 rule (spec §4, §8)', () => {
  it('refreshes once, stores the new token and replays the request', async () => {
    signedIn();
    const calls = fakeServer({ '/users/menu': [UNAUTHORISED, { status: 200, body: { menu: [] } }], '/users/token/': [{ status: 200, body: { data: { token: 'new-token' } } }] });
    await expect(apiRequest('/users/menu')).resolves.toEqual({ menu: [] });
    expect(calls).toEqual([
      { path: '/users/menu', token: 'old-token' },
      { path: '/users/token/', token: 'old-token' },
      { path: '/users/menu', token: 'new-token' },
    ]);
    expect(storedLogin.get()?.token).toBe('new-token');
    expect(messagePopup.get().enable).toBe(false);
  });

  it('shares one refresh among requests failing together', async () => {
    signedIn();
    const calls = fakeServer({
      '/users/menu': [UNAUTHORISED, { status: 200, body: { menu: [] } }],
      '/users/sub-users': [UNAUTHORISED, { status: 200, body: { users: [] } }],
      '/users/token/': [{ status: 200, body: { data: { token: 'new-token' } } }],
    });
    await Promise.all([apiRequest('/users/menu'), apiRequest('/users/sub-users')]);
    expect(calls.filter((call) => call.path === '/users/token/')).toHaveLength(1);
  });

  it('says Session Expired and goes to the root when no token is stored', async () => {
    fakeServer({ '/users/menu': [UNAUTHORISED] });
    await expect(apiRequest('/users/menu')).rejects.toThrow();
    expect(messagePopup.get()).toMatchObject({ enable: true, type: 'failure', message: 'Session Expired', redirectOnSuccess: '/' });
  });

  it('says Session Expired when the refresh gives no token', async () => {
    signedIn();
    fakeServer({ '/users/menu': [UNAUTHORISED], '/users/token/': [{ status: 200, body: { data: {} } }] });
    await expect(apiRequest('/users/menu')).rejects.toThrow();
    expect(messagePopup.get()).toMatchObject({ message: 'Session Expired', redirectOnSuccess: '/' });
    expect(storedLogin.get()).toBeNull();
  });

  it('says Refresh Token Failed when the refresh call itself fails', async () => {
    signedIn();
    fakeServer({ '/users/menu': [UNAUTHORISED], '/users/token/': [{ status: 401, body: { error: { code: 'REFRESH_FAILED', message: 'x' } } }] });
    await expect(apiRequest('/users/menu')).rejects.toThrow();
    expect(messagePopup.get()).toMatchObject({ message: 'Refresh Token Failed', redirectOnSuccess: '/' });
  });

  it('says Refresh Token Failed. and goes to the root when the replay is refused too', async () => {
    signedIn();
    const calls = fakeServer({ '/users/menu': [UNAUTHORISED], '/users/token/': [{ status: 200, body: { data: { token: 'new-token' } } }] });
    await expect(apiRequest('/users/menu')).rejects.toThrow();
    expect(calls.filter((call) => call.path === '/users/menu')).toHaveLength(2);
    expect(messagePopup.get()).toMatchObject({ message: 'Refresh Token Failed.', redirectOnSuccess: '/' });
  });

  it('leaves a refused sign-in to the login page', async () => {
    fakeServer({ '/users/login': [{ status: 401, body: { error: { code: 'LOGIN_FAILED', message: 'The login id or password is not correct.' } } }] });
    await expect(apiRequest('/users/login', { method: 'POST', body: {}, skipSessionRule: true })).rejects.toMatchObject({ code: 'LOGIN_FAILED' });
    expect(messagePopup.get().enable).toBe(false);
  });
});

describe('multipart forms', () => {
  it('go as they are, without a JSON content type, and are replayed after a refresh like any request', async () => {
    signedIn();
    const sent: { path: string; headers: Record<string, string>; body: unknown }[] = [];
    const replies: Record<string, Reply[]> = {
      '/market-value/uploads': [UNAUTHORISED, { status: 201, body: { id: 7 } }],
      '/users/token/': [{ status: 200, body: { data: { token: 'new-token' } } }],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        const path = url.replace('/igrsapi/v1', '');
        sent.push({ path, headers: init.headers as Record<string, string>, body: init.body });
        const queue = replies[path]!;
        return json(queue.length > 1 ? queue.shift()! : queue[0]!);
      }),
    );
    const form = new FormData();
    form.set('effectiveFrom', '2026-12-01');
    await expect(apiRequest('/market-value/uploads', { method: 'POST', formData: form })).resolves.toEqual({ id: 7 });
    const uploads = sent.filter((call) => call.path === '/market-value/uploads');
    expect(uploads.map((call) => call.headers.Authorization)).toEqual(['Bearer old-token', 'Bearer new-token']);
    for (const call of uploads) {
      expect(call.body).toBe(form);
      expect(call.headers['Content-Type']).toBeUndefined();
    }
  });
});
