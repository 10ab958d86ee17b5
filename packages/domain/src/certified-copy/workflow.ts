import type { BilingualText } from '../i18n/index.ts';

export const CERTIFIED_COPY_STATUSES = ['requested', 'paid', 'ready', 'delivered'] as const;
export type CertifiedCopyStatus = (typeof CERTIFIED_COPY_STATUSES)[number];

export const CERTIFIED_COPY_STATUS_LABELS = {
  requested: { en: 'Requested', te: 'అభ్యర్థించబడింది' },
  paid: { en: 'Fee paid', te: 'రుసుము చెల్లించబడింది' },
  ready: { en: 'Ready', te: 'సిద్ధంగా ఉంది' },
  delivered: { en: 'Delivered', te: 'అందజేయబడింది' },
} as const satisfies Record<CertifiedCopyStatus, BilingualText>;

/**
 * The moves a request may make. Each step is taken once and never undone: a
 * fee recorded, a copy issued under a verification code or a copy handed over
 * cannot be taken back by the portal.
 */
const TRANSITIONS: Readonly<Record<CertifiedCopyStatus, readonly CertifiedCopyStatus[]>> = {
  requested: ['paid'],
  paid: ['ready'],
  ready: ['delivered'],
  delivered: [],
};

export function nextStatuses(status: CertifiedCopyStatus): readonly CertifiedCopyStatus[] {
  return TRANSITIONS[status];
}

export function canMove(from: CertifiedCopyStatus, to: CertifiedCopyStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** The staff actions and the status each one leads to. */
export const CERTIFIED_COPY_ACTIONS = { payment: 'paid', ready: 'ready', delivered: 'delivered' } as const satisfies Record<string, CertifiedCopyStatus>;
export type CertifiedCopyAction = keyof typeof CERTIFIED_COPY_ACTIONS;

/** The status a request must be in for an action. */
export function statusBefore(action: CertifiedCopyAction): CertifiedCopyStatus {
  const target = CERTIFIED_COPY_ACTIONS[action];
  const from = CERTIFIED_COPY_STATUSES.find((status) => canMove(status, target));
  if (!from) throw new Error(`No status leads to ${target}`);
  return from;
}

/** The action that moves a request on from its status; none once delivered. */
export function nextAction(status: CertifiedCopyStatus): CertifiedCopyAction | undefined {
  const [next] = nextStatuses(status);
  return (Object.keys(CERTIFIED_COPY_ACTIONS) as CertifiedCopyAction[]).find((action) => CERTIFIED_COPY_ACTIONS[action] === next);
}

/** The issued copy can be downloaded from the moment it is produced. */
export function hasIssuedCopy(status: CertifiedCopyStatus): boolean {
  return status === 'ready' || status === 'delivered';
}
