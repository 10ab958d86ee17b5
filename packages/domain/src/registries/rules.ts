import { decideOfficeAction, decideOfficesDecision, type Principal } from '../auth/index.ts';
import { REGISTRY_DEFINITIONS, type RegistryKind } from './kinds.ts';

export type RegistrarRefusal = NonNullable<ReturnType<typeof decideOfficeAction>> | 'NOT_THE_REGISTRAR';

/**
 * The one decision on who decides an entry: a marriage, the Marriage
 * Registrar of the office it was made to; a firm or a society, the District
 * Registrar whose district holds that office — not the office itself, nor an
 * officer above the district, nor the District Registrar (Audit), who inspects.
 */
export function decideRegistrar(principal: Principal, kind: RegistryKind, sroCode: string): RegistrarRefusal | undefined {
  if (REGISTRY_DEFINITIONS[kind].registrar === 'office') return decideOfficeAction(principal, 'act', sroCode);
  const covered = decideOfficesDecision(principal, [sroCode]);
  if (covered) return covered;
  return principal.jurisdiction.level === 'district' ? undefined : 'NOT_THE_REGISTRAR';
}
