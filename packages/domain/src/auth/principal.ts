import type { StoredLogin } from './contracts.ts';
import type { Principal } from './accounts.ts';

/**
 * The caller as the shared decisions see it, from the sign-in record; the
 * server decides again on every call. Kept apart from the contracts so that
 * the pages every visitor loads do not carry their schemas.
 */
export function principalOfStoredLogin(login: StoredLogin): Principal {
  return {
    loginId: login.loginId,
    loginType: login.loginType,
    isMasterUser: login.isMasterUser === 'Y',
    jurisdiction: { level: login.jurisdictionLevel, code: login.jurisdictionCode },
  };
}
