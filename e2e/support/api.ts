import { inject } from 'vitest';
import { API_BASE_PATH, toYearMonthDay } from '@igrs/domain';
import { baseUrl } from './browser.ts';
import { DEMO_PASSWORD } from './sign-in.ts';

/** Calls the running portal's API as a JSON client; any answer but 2xx fails the test with its body. */
export async function api<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}${API_BASE_PATH}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** An access token for a demo login, through the real login route and captcha. */
export async function apiToken(loginId: string): Promise<string> {
  const captcha = await api<{ captchaId: string }>('/captcha');
  const { token } = await api<{ token: string }>('/users/login', {
    method: 'POST',
    body: { loginId, password: DEMO_PASSWORD, captchaId: captcha.captchaId, captchaText: inject('captchaAnswer') },
  });
  return token;
}

/**
 * Registers a document today through the Sub-Registrar's API, paying exactly
 * what the portal's own duty calculator asks (a document without property,
 * so nothing depends on a village's local body).
 */
export async function registerToday<T>(token: string, particulars: Record<string, unknown> & { transactionMajorCode: string; transactionMinorCode: string; considerationRupees: number; marketValueRupees: number }): Promise<T> {
  const today = toYearMonthDay(new Date());
  const duty = await api<{ stampDuty: number; transferDuty: number; registrationFee: number; userCharges: number }>('/duty/calculate', {
    method: 'POST',
    body: {
      majorCode: particulars.transactionMajorCode,
      minorCode: particulars.transactionMinorCode,
      marketValue: particulars.marketValueRupees,
      consideration: particulars.considerationRupees,
    },
  });
  return api<T>('/register/documents', {
    method: 'POST',
    token,
    body: {
      ...particulars,
      executedOn: today,
      presentedOn: today,
      dutyPaid: {
        stampDutyRupees: duty.stampDuty,
        transferDutyRupees: duty.transferDuty,
        registrationFeeRupees: duty.registrationFee,
        userChargesRupees: duty.userCharges,
      },
    },
  });
}

/**
 * Sets the portal's office clock (the portal runs with TEST_CLOCK) to 11:00
 * in India on a day, so the office can act on a slot or appointment the
 * journey booked for that day; null sets it back to the machine's time.
 */
export async function setOfficeDay(day: string | null): Promise<void> {
  const response = await fetch(`${baseUrl()}${API_BASE_PATH}/test-clock`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ now: day === null ? null : `${day}T11:00:00+05:30` }),
  });
  if (response.status !== 204) throw new Error(`PUT /test-clock: ${response.status} ${await response.text()}`);
}
