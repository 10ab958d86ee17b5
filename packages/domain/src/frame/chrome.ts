/**
 * Which parts of the page frame a path shows (spec §2.6). The header and the
 * quick-tool strip are hidden on the working screens of staff and vendors,
 * which carry their own navigation bar instead.
 */
export type FramelessFamily =
  | 'reports'
  | 'challan'
  | 'certified-copy'
  | 'vendor'
  | 'department-login-reports'
  | 'dashboard'
  | 'name-search'
  | 'user-creation'
  | 'duty-calculator'
  | 'stock-holding'
  | 'upload';

interface FramelessRule {
  readonly family: FramelessFamily;
  /** `exact` hides the path itself; `tree` hides it and everything below it. */
  readonly match: 'exact' | 'tree';
  readonly path: string;
}

export const FRAMELESS_RULES: readonly FramelessRule[] = [
  { family: 'reports', match: 'tree', path: '/reports' },
  { family: 'challan', match: 'exact', path: '/Challanadetails' },
  { family: 'certified-copy', match: 'tree', path: '/CertifiedCopy' },
  { family: 'certified-copy', match: 'tree', path: '/Certifiedcopy' },
  { family: 'vendor', match: 'tree', path: '/Vendor' },
  { family: 'department-login-reports', match: 'tree', path: '/DepartmentLoginReports' },
  { family: 'dashboard', match: 'tree', path: '/misDashboard' },
  { family: 'name-search', match: 'tree', path: '/NameSearch' },
  { family: 'user-creation', match: 'exact', path: '/Usercreation/CreatenewUser' },
  { family: 'duty-calculator', match: 'tree', path: '/DutyFeeCalculator' },
  { family: 'stock-holding', match: 'exact', path: '/StockHoldingReports' },
  { family: 'upload', match: 'exact', path: '/uploads/MVdataUploads' },
];

/** The path the Property Value strip belongs to; see docs/decisions/0002. */
export const PROPERTY_VALUE_STRIP_PATH = '/Departmentlogin';

function normalise(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed.toLowerCase();
}

/** The family whose header is hidden on this path (below the base), if any. */
export function framelessFamilyOf(path: string): FramelessFamily | undefined {
  const wanted = normalise(path);
  const rule = FRAMELESS_RULES.find((candidate) => {
    const rulePath = normalise(candidate.path);
    return wanted === rulePath || (candidate.match === 'tree' && wanted.startsWith(`${rulePath}/`));
  });
  return rule?.family;
}

export interface FrameParts {
  readonly header: boolean;
  readonly quickTools: boolean;
  readonly propertyValueStrip: boolean;
}

export function frameFor(path: string): FrameParts {
  const shown = framelessFamilyOf(path) === undefined;
  return {
    header: shown,
    quickTools: shown,
    propertyValueStrip: shown && normalise(path) === normalise(PROPERTY_VALUE_STRIP_PATH),
  };
}
