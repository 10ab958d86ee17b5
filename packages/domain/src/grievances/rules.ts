import { decideOfficeAction, decideOfficesDecision, type Principal } from '../auth/index.ts';
import type { GrievanceLevel } from './contracts.ts';

export type GrievanceRefusal = NonNullable<ReturnType<typeof decideOfficeAction>> | 'GRIEVANCE_NOT_ESCALATED';

/**
 * Who answers a grievance: the office it concerns, and the District Registrar
 * over that office at any time; an officer above the district once it has
 * climbed to the zone by going unanswered.
 */
export function decideGrievanceAction(principal: Principal, sroCode: string, level: GrievanceLevel): GrievanceRefusal | undefined {
  if (principal.jurisdiction.level === 'office') return decideOfficeAction(principal, 'act', sroCode);
  const covered = decideOfficesDecision(principal, [sroCode]);
  if (covered) return covered;
  return principal.jurisdiction.level === 'district' || level === 'zone' ? undefined : 'GRIEVANCE_NOT_ESCALATED';
}
