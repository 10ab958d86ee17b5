import {
  accountKindOf,
  coversJurisdiction,
  coversOffice,
  isAbove,
  isKnownJurisdiction,
  jurisdictionLevelOf,
  officesCovered,
  type Jurisdiction,
} from './jurisdiction.ts';
import type { LoginType } from './login-types.ts';
import type { Principal } from './accounts.ts';
import { canOpenPage, type MenuOptions } from './menus.ts';
import type { StaffPageId } from '../frame/index.ts';

/**
 * Who may call an API route or open a page: everyone, any signed-in caller,
 * a caller renewing a session whose access token may have expired, a citizen
 * signed in with a code sent to their mobile, the listed login types, or
 * those whose menu holds a page (so the menu and the permission can never
 * disagree).
 */
export type AccessRule =
  | 'public'
  | 'citizen'
  | 'signed-in'
  | 'session-renewal'
  /** Another government system (the land records), by a signature over each call with its own key; never a person's session. */
  | 'partner-system'
  | { readonly loginTypes: readonly LoginType[] }
  | { readonly menuPage: StaffPageId };

export type AccessDecision = 'allowed' | 'unauthenticated' | 'forbidden';

export function decideAccess(rule: AccessRule, principal: Principal | undefined, options: MenuOptions = {}): AccessDecision {
  if (rule === 'public') return 'allowed';
  // A partner system is known by its signature, which the access plugin checks; a person's session is not one.
  if (rule === 'partner-system') return 'unauthenticated';
  if (!principal) return 'unauthenticated';
  // A citizen's session is decided where it is read (the access plugin); staff are not citizens.
  if (rule === 'citizen') return 'forbidden';
  if (rule === 'signed-in' || rule === 'session-renewal') return 'allowed';
  if ('loginTypes' in rule) return rule.loginTypes.includes(principal.loginType) ? 'allowed' : 'forbidden';
  return canOpenPage(principal, rule.menuPage, options) ? 'allowed' : 'forbidden';
}

/**
 * Public services guarded against abuse by a captcha and a daily limit (the
 * EC search) waive both for department staff at work, not for outside
 * agencies, income tax or CCLA, who use them as the public does.
 */
export function waivesPublicLimits(principal: Principal | undefined): boolean {
  return principal !== undefined && accountKindOf(principal.loginType) === 'department';
}

/** Why a staff action on an office's records is refused; each is an API error code. */
export type OfficeRefusal = 'NOT_OWN_OFFICE' | 'OUTSIDE_JURISDICTION' | 'READ_ONLY_ACCOUNT';

/**
 * Which login types take decisions on the department's records (register,
 * answer, notify, approve). The District Registrar (Audit) reads and inspects
 * the district's records, and outside agencies read what their menu gives
 * them; the decisions belong to the District Registrar and the offices. Every
 * login type is listed, so a new one must be placed here.
 */
const TAKES_DECISIONS: Record<LoginType, boolean> = {
  SRO: true,
  VENDOR: true,
  DR: true,
  DR_AUDIT: false,
  DIG: true,
  CIG: true,
  DIGCARD: true,
  DAG: true,
  SUPTDTCARD: true,
  ADMIN: true,
  AGENCY: false,
  INCOMETAX: false,
  CCLA: false,
};

export function takesDecisions(loginType: LoginType): boolean {
  return TAKES_DECISIONS[loginType];
}

/**
 * The one decision on where a signed-in caller may act. To act on an office's
 * records (register, cancel, record a fee, issue, deliver) a caller must be
 * department staff of that very office; to read them, the office must lie in
 * the caller's jurisdiction. Outside agencies read state-wide and never act.
 * Answers the refusal, or undefined when allowed.
 */
export function decideOfficeAction(principal: Principal, action: 'act' | 'read', sroCode: string): OfficeRefusal | undefined {
  if (action === 'act') {
    if (!takesDecisions(principal.loginType)) return 'READ_ONLY_ACCOUNT';
    return principal.jurisdiction.level === 'office' && principal.jurisdiction.code === sroCode ? undefined : 'NOT_OWN_OFFICE';
  }
  return coversOffice(principal.jurisdiction, sroCode) ? undefined : 'OUTSIDE_JURISDICTION';
}

/** Refuses when any of the offices lies outside the caller's jurisdiction (an upload covering several offices, say). */
export function decideOfficesCovered(principal: Principal, sroCodes: Iterable<string>): OfficeRefusal | undefined {
  if (accountKindOf(principal.loginType) === 'outside-agency') return 'READ_ONLY_ACCOUNT';
  for (const sroCode of sroCodes) if (!coversOffice(principal.jurisdiction, sroCode)) return 'OUTSIDE_JURISDICTION';
  return undefined;
}

/**
 * A decision on the records of offices the caller supervises (a firm's
 * registration, a grievance's answer, a vendor's licence): the offices must
 * lie in the caller's jurisdiction, and the caller's login must take decisions.
 */
export function decideOfficesDecision(principal: Principal, sroCodes: Iterable<string>): OfficeRefusal | undefined {
  if (!takesDecisions(principal.loginType)) return 'READ_ONLY_ACCOUNT';
  return decideOfficesCovered(principal, sroCodes);
}

/** Refuses a step on a district's own records (its notaries list) unless the caller's jurisdiction holds the district. */
export function decideDistrictAction(principal: Principal, districtCode: string): OfficeRefusal | undefined {
  if (!takesDecisions(principal.loginType)) return 'READ_ONLY_ACCOUNT';
  return coversJurisdiction(principal.jurisdiction, { level: 'district', code: districtCode }) ? undefined : 'OUTSIDE_JURISDICTION';
}

/** A request someone made of an office: a certified copy, say. */
export interface OfficeRequest {
  /** The office whose records the request is for. */
  sroCode: string;
  /** The login that made the request. */
  requestedBy: string | null;
}

export type RequestStep = 'request' | 'read' | 'act';

/**
 * Requests of an office (a certified copy, say): its own staff take them and
 * act on them (record a fee, issue, deliver); officers above read those in
 * their jurisdiction. An outside agency may ask any office, and reads only its
 * own requests; it never acts on one.
 */
export function decideRequestStep(principal: Principal, step: RequestStep, request: OfficeRequest): OfficeRefusal | 'NOT_OWN_REQUEST' | undefined {
  if (accountKindOf(principal.loginType) === 'outside-agency') {
    if (step === 'act') return 'READ_ONLY_ACCOUNT';
    if (step === 'read' && request.requestedBy?.toLowerCase() !== principal.loginId.toLowerCase()) return 'NOT_OWN_REQUEST';
    return undefined;
  }
  return decideOfficeAction(principal, step === 'read' ? 'read' : 'act', request.sroCode);
}

/**
 * Which requests a caller's queue holds: an outside agency sees its own, an
 * office its own, an officer above the offices in the jurisdiction, the state
 * everything.
 */
export function requestQueueScope(principal: Principal): 'own-requests' | { sroCodes: string[] } | 'all' {
  if (accountKindOf(principal.loginType) === 'outside-agency') return 'own-requests';
  if (principal.jurisdiction.level === 'state') return 'all';
  return { sroCodes: officesCovered(principal.jurisdiction) };
}

/** How long a document found by an outside agency's search stays open to it. */
export const AGENCY_DOCUMENT_WINDOW_MINUTES = 60;

/**
 * An outside agency (a bank, income tax, CCLA) may open a document's details
 * only when one of its own searches showed that document in the last hour, so
 * the name search cannot be used to browse the register; department staff
 * open any document their menu reaches.
 */
export function decideDocumentView(principal: Principal, shownToCallerRecently: boolean): 'DOCUMENT_NOT_IN_RECENT_SEARCH' | undefined {
  return accountKindOf(principal.loginType) === 'outside-agency' && !shownToCallerRecently ? 'DOCUMENT_NOT_IN_RECENT_SEARCH' : undefined;
}

export type ApprovalRefusal = 'SAME_OFFICER' | 'NOT_ABOVE_MAKER' | 'READ_ONLY_ACCOUNT';

/**
 * Maker–checker: what one officer made (a new rate version, say) takes effect
 * only when a second officer above the maker approves it. The state has no
 * level above it, so a state maker's work is checked by another state officer.
 */
export function decideApproval(checker: Principal, maker: { loginId: string; jurisdiction: Jurisdiction }): ApprovalRefusal | undefined {
  if (accountKindOf(checker.loginType) !== 'department' || !takesDecisions(checker.loginType)) return 'READ_ONLY_ACCOUNT';
  if (checker.loginId.toLowerCase() === maker.loginId.toLowerCase()) return 'SAME_OFFICER';
  if (maker.jurisdiction.level === 'state') return checker.jurisdiction.level === 'state' ? undefined : 'NOT_ABOVE_MAKER';
  return isAbove(checker.jurisdiction, maker.jurisdiction) ? undefined : 'NOT_ABOVE_MAKER';
}

/** Whether a creator may give a new account this place: only one it covers itself, at the login type's level. */
export function mayAssignJurisdiction(creator: Principal, loginType: LoginType, jurisdiction: Jurisdiction): boolean {
  return (
    jurisdiction.level === jurisdictionLevelOf(loginType) && isKnownJurisdiction(jurisdiction) && coversJurisdiction(creator.jurisdiction, jurisdiction)
  );
}

/**
 * Revenue targets for each office and month are set by the Commissioner's
 * office: the Commissioner and Inspector General, or the portal's
 * administrator, both over the whole state. Everyone else reads them.
 */
export function decideTargetSetting(principal: Principal): 'TARGETS_SET_BY_COMMISSIONER' | undefined {
  const commissioners: readonly string[] = ['CIG', 'ADMIN'];
  return commissioners.includes(principal.loginType) && principal.jurisdiction.level === 'state' ? undefined : 'TARGETS_SET_BY_COMMISSIONER';
}
