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

export function isLoginType(value: string): value is LoginType {
  return (LOGIN_TYPES as readonly string[]).includes(value);
}
