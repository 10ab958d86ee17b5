import { describe, expect, it } from 'vitest';
import { STORED_LOGIN_KEY, endedByLogout, forgetStoredLogin, loginPathFor, restoreStoredLogin, saveStoredLogin, storedLogin } from './session.ts';

function storage(entries: Record<string, string>) {
  const values = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    clear: () => values.clear(),
    get size() {
      return values.size;
    },
    key: () => null,
    length: 0,
  };
}

describe('restoring the stored login (spec §4, §8)', () => {
  it('restores a record with a token', () => {
    forgetStoredLogin();
    const store = storage({ [STORED_LOGIN_KEY]: JSON.stringify({ token: 't', loginType: 'DR', loginId: 'demo_dr' }) });
    expect(restoreStoredLogin(store)).toBe('restored');
    expect(storedLogin.get()?.loginId).toBe('demo_dr');
  });

  it('signs out a record without a token, removing it', () => {
    forgetStoredLogin();
    const store = storage({ [STORED_LOGIN_KEY]: JSON.stringify({ token: '', loginType: 'DR' }), 'igrs.language': 'te' });
    expect(restoreStoredLogin(store)).toBe('signed-out');
    expect(store.getItem(STORED_LOGIN_KEY)).toBeNull();
    expect(storedLogin.get()).toBeNull();
  });

  it('clears all storage when the record does not parse', () => {
    const store = storage({ [STORED_LOGIN_KEY]: '{not json', 'igrs.language': 'te' });
    expect(restoreStoredLogin(store)).toBe('corrupt');
    expect(store.size).toBe(0);
  });
});

describe('loginPathFor', () => {
  it('sends vendor pages to the vendor login and the rest to the department login', () => {
    expect(loginPathFor('/Vendor/Stampindentserivepage')).toBe('/Vendor/Vendorlogin');
    expect(loginPathFor('/reports/Dashboard')).toBe('/Departmentlogin');
  });
});

describe('ending a sign-in', () => {
  it('remembers a logout until the next sign-in, so the login page does not send the next user back', () => {
    forgetStoredLogin('logout');
    expect(endedByLogout()).toBe(true);
    saveStoredLogin({ token: 't', loginId: 'demo_sro', loginName: 'Demo', loginType: 'SRO', isMasterUser: 'N', loginEmail: null, lastLogin: null, loginMobile: null, loginAadhar: null, jurisdictionLevel: 'office', jurisdictionCode: '701', jurisdictionName: { en: 'SRO BATTIPROLU', te: 'ఎస్ఆర్ఓ భట్టిప్రోలు' } }, storage({}));
    expect(endedByLogout()).toBe(false);
    forgetStoredLogin();
    expect(endedByLogout()).toBe(false);
  });
});
