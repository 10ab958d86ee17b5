import { demoLoginIds, verhoeffCheckDigit, type Principal } from '@igrs/domain';
import { hashPassword } from '../../lib/passwords.ts';
import { findUserByLoginId, insertUser } from '../../modules/users/index.ts';
import type { Database } from '../client.ts';

/** The one password every demo account shares; listed in the README. */
export const DEMO_PASSWORD = 'Demo@2026';

const DISPLAY_NAMES: Record<Principal['loginType'], string> = {
  AGENCY: 'Demo Agency',
  CCLA: 'Demo CCLA Officer',
  CIG: 'Demo Commissioner & IG',
  DIGCARD: 'Demo DIG (CARD)',
  DAG: 'Demo Audit (DAG)',
  INCOMETAX: 'Demo Income Tax Officer',
  DIG: 'Demo Deputy Inspector General',
  DR: 'Demo District Registrar',
  DR_AUDIT: 'Demo District Registrar (Audit)',
  SUPTDTCARD: 'Demo Superintendent (CARD)',
  SRO: 'Demo Sub-Registrar',
  ADMIN: 'Demo Administrator',
  VENDOR: 'Demo Stamp Vendor',
};

/** A plausible, valid (check digit included) Aadhaar number that is the same on every run. */
function demoAadhaar(index: number): string {
  const body = `9${String(1000000000 + index * 7919).slice(-10)}`;
  return body + verhoeffCheckDigit(body);
}

/**
 * One account per login type (two for agencies), created only where missing,
 * so a restart keeps passwords the demo users changed.
 */
export async function seedDemoAccounts(db: Database, encryptionKey: Uint8Array): Promise<{ created: string[] }> {
  const accounts = demoLoginIds();
  const missing: { account: Principal; index: number }[] = [];
  for (const [index, account] of accounts.entries()) {
    if (!(await findUserByLoginId(db, account.loginId))) missing.push({ account, index });
  }
  if (missing.length === 0) return { created: [] };
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const master = accounts.find((account) => account.loginType === 'AGENCY' && account.isMasterUser);
  const created: string[] = [];
  await db.transaction(async (tx) => {
    for (const { account, index } of missing) {
      const masterRow = account.loginType === 'AGENCY' && !account.isMasterUser && master ? await findUserByLoginId(tx, master.loginId) : undefined;
      const row = await insertUser(tx, encryptionKey, {
        loginId: account.loginId,
        loginName: account.isMasterUser ? `${DISPLAY_NAMES[account.loginType]} (Master)` : DISPLAY_NAMES[account.loginType],
        loginType: account.loginType,
        isMasterUser: account.isMasterUser,
        masterUserId: masterRow?.id ?? null,
        email: `${account.loginId}@igrs.demo`,
        mobile: String(9_000_000_001 + index),
        aadhaar: demoAadhaar(index),
        passwordHash,
        jurisdiction: account.jurisdiction,
      });
      if (row) created.push(row.loginId);
    }
  });
  return { created };
}
