import type { LoginType, Principal } from './login-types.ts';
import { canOpenPage, type MenuOptions } from './menus.ts';
import type { StaffPageId } from './staff-pages.ts';

/**
 * Who may call an API route or open a page: everyone, any signed-in caller,
 * a caller renewing a session whose access token may have expired, the listed
 * login types, or those whose menu holds a page (so the menu and the
 * permission can never disagree).
 */
export type AccessRule =
  | 'public'
  | 'signed-in'
  | 'session-renewal'
  | { readonly loginTypes: readonly LoginType[] }
  | { readonly menuPage: StaffPageId };

export type AccessDecision = 'allowed' | 'unauthenticated' | 'forbidden';

export function decideAccess(rule: AccessRule, principal: Principal | undefined, options: MenuOptions = {}): AccessDecision {
  if (rule === 'public') return 'allowed';
  if (!principal) return 'unauthenticated';
  if (rule === 'signed-in' || rule === 'session-renewal') return 'allowed';
  if ('loginTypes' in rule) return rule.loginTypes.includes(principal.loginType) ? 'allowed' : 'forbidden';
  return canOpenPage(principal, rule.menuPage, options) ? 'allowed' : 'forbidden';
}
