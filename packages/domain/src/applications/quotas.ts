import type { ApplicationStatus } from './contracts.ts';

const MB = 1024 * 1024;

/**
 * How much a caller may keep with the department. Each file is already held
 * to 5 MB and an application to 10 files; these bound what one person (or one
 * address, for filings without an account) can pile up in all, which the
 * per-file limits alone never did.
 */
export const STORAGE_QUOTAS = {
  /**
   * Applications not yet paid that a citizen's account may hold at once. A
   * family registering a few deeds at one time needs two or three; more than
   * five unpaid drafts is someone filling the store, not registering.
   */
  openDraftsPerCitizen: 5,
  /**
   * All files of one application: a scanned deed of a few dozen pages with its
   * link documents and identity proofs comes to 10-15 MB at the scan settings
   * the help page gives.
   */
  bytesPerApplication: 25 * MB,
  /** All files of all the applications of one account: two full applications. */
  bytesPerCitizen: 50 * MB,
  /** The papers of one grievance: a few photographs or a short letter; the office asks for more at the counter. */
  bytesPerGrievance: 8 * MB,
  /**
   * Grievance papers from one client address in a day. An office's shared
   * connection (a document writer's, a MeeSeva centre's) files for many
   * people, so this is several grievances' worth, not one.
   */
  grievanceBytesPerAddressPerDay: 40 * MB,
} as const;
export type StorageQuotas = { readonly [Quota in keyof typeof STORAGE_QUOTAS]: number };

/** Whether adding a file keeps what is stored within a quota (a file exactly filling it is kept). */
export function withinQuota(storedBytes: number, addingBytes: number, limitBytes: number): boolean {
  return storedBytes + addingBytes <= limitBytes;
}

/** Statuses an application can be left in before anything is paid: what counts as a draft, and what expires when abandoned. */
export const UNPAID_DRAFT_STATUSES: readonly ApplicationStatus[] = ['draft', 'submitted'];

/**
 * An application in a draft status with nothing paid and no step for this
 * many days is abandoned: it is withdrawn and its files removed, so that
 * drafts and their Aadhaar-bearing scans are not kept for ever.
 */
export const DRAFT_EXPIRY_DAYS = 30;
/** The applicant is told this many days before a draft expires, so a step (any save) keeps it. */
export const DRAFT_EXPIRY_NOTICE_DAYS = 7;

export type DraftExpiryStep = 'keep' | 'notify' | 'expire';

/**
 * What the periodic sweep does with an unpaid draft whose last step was at
 * `lastStepAt`: nothing yet, tell the applicant (once, `noticeSent` once done
 * since that step), or withdraw it. A draft never told is told first and
 * given the notice period, however long it has lain, so that no applicant
 * loses a draft without a warning.
 */
export function draftExpiryStep(lastStepAt: Date, noticeSentAt: Date | undefined, now: Date): DraftExpiryStep {
  const day = 86_400_000;
  const noticeDue = lastStepAt.getTime() + (DRAFT_EXPIRY_DAYS - DRAFT_EXPIRY_NOTICE_DAYS) * day;
  if (now.getTime() < noticeDue) return 'keep';
  if (!noticeSentAt || noticeSentAt < lastStepAt) return 'notify';
  const expires = Math.max(lastStepAt.getTime() + DRAFT_EXPIRY_DAYS * day, noticeSentAt.getTime() + DRAFT_EXPIRY_NOTICE_DAYS * day);
  return now.getTime() >= expires ? 'expire' : 'keep';
}

/** The day a draft told at `noticeSentAt` expires, for the notice. */
export function draftExpiresOn(lastStepAt: Date, noticeSentAt: Date): Date {
  const day = 86_400_000;
  return new Date(Math.max(lastStepAt.getTime() + DRAFT_EXPIRY_DAYS * day, noticeSentAt.getTime() + DRAFT_EXPIRY_NOTICE_DAYS * day));
}
