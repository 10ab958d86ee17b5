/**
 * Who signs in. The spec names the agency and officer types; a department
 * also needs its Sub-Registrars, an administrator and stamp vendors.
 */
export const LOGIN_TYPES = [
  'AGENCY',
  'CCLA',
  'CIG',
  'DIGCARD',
  'DAG',
  'INCOMETAX',
  'DIG',
  'DR',
  'DR_AUDIT',
  'SUPTDTCARD',
  'SRO',
  'ADMIN',
  'VENDOR',
] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

export const DEPARTMENT_LOGIN_TYPES = LOGIN_TYPES.filter((type): type is Exclude<LoginType, 'VENDOR'> => type !== 'VENDOR');

export function isLoginType(value: string): value is LoginType {
  return (LOGIN_TYPES as readonly string[]).includes(value);
}

/** A signed-in caller as the menus and permissions see it. */
export interface Principal {
  loginId: string;
  loginType: LoginType;
  /** Agencies only: a master user manages the agency's sub users. */
  isMasterUser: boolean;
}

/** Demo login ids, one per login type (agencies have a master and a sub user). */
export function demoLoginIds(): Principal[] {
  return LOGIN_TYPES.flatMap((loginType): Principal[] =>
    loginType === 'AGENCY'
      ? [
          { loginId: 'demo_agency_master', loginType, isMasterUser: true },
          { loginId: 'demo_agency', loginType, isMasterUser: false },
        ]
      : [{ loginId: `demo_${loginType.toLowerCase()}`, loginType, isMasterUser: false }],
  );
}
