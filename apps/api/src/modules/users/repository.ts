import { asc, eq, sql } from 'drizzle-orm';
import {
  isKnownJurisdiction,
  isLoginType,
  jurisdictionLevelOf,
  jurisdictionName,
  JURISDICTION_LEVELS,
  maskNumber,
  type Jurisdiction,
  type LoginType,
  type Principal,
  type UserSummary,
} from '@igrs/domain';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { decryptField, encryptField } from '../../lib/field-encryption.ts';

export type UserRow = typeof users.$inferSelect;

export async function findUserByLoginId(db: Database, loginId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.loginId}) = ${loginId.trim().toLowerCase()}`);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export interface NewUser {
  loginId: string;
  loginName: string;
  loginType: LoginType;
  isMasterUser: boolean;
  masterUserId?: string | null;
  email?: string | null;
  mobile?: string | null;
  aadhaar?: string | null;
  passwordHash: string;
  createdBy?: string | null;
  jurisdiction: Jurisdiction;
}

/** Inserts a user; answers undefined when the login id is taken (in any letter case). */
export async function insertUser(db: Database, key: Uint8Array, user: NewUser): Promise<UserRow | undefined> {
  const rows = await db
    .insert(users)
    .values({
      loginId: user.loginId,
      loginName: user.loginName,
      loginType: user.loginType,
      isMasterUser: user.isMasterUser,
      masterUserId: user.masterUserId ?? null,
      email: user.email || null,
      mobileEncrypted: user.mobile ? encryptField(key, user.mobile) : null,
      aadhaarEncrypted: user.aadhaar ? encryptField(key, user.aadhaar) : null,
      passwordHash: user.passwordHash,
      createdBy: user.createdBy ?? null,
      jurisdictionLevel: user.jurisdiction.level,
      jurisdictionCode: user.jurisdiction.code,
    })
    .onConflictDoNothing()
    .returning();
  return rows[0];
}

export async function listUsers(db: Database, filter: { masterUserId?: string } = {}): Promise<UserRow[]> {
  const query = db.select().from(users);
  return (filter.masterUserId ? query.where(eq(users.masterUserId, filter.masterUserId)) : query).orderBy(asc(users.loginId));
}

export async function setPassword(db: Database, userId: string, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.id, userId));
}

/** Records this sign-in and answers when the user last signed in before it. */
export async function markSignedIn(db: Database, userId: string, now: Date): Promise<Date | null> {
  const [before] = await db.select({ lastLoginAt: users.lastLoginAt }).from(users).where(eq(users.id, userId));
  await db.update(users).set({ lastLoginAt: now }).where(eq(users.id, userId));
  return before?.lastLoginAt ?? null;
}

/**
 * The account as the permissions see it, or undefined when it has no real
 * place at its login type's level (an account made before offices existed):
 * such an account cannot sign in until an administrator gives it one.
 */
export function principalOf(row: UserRow): Principal | undefined {
  const level = JURISDICTION_LEVELS.find((candidate) => candidate === row.jurisdictionLevel);
  if (!isLoginType(row.loginType) || !level || level !== jurisdictionLevelOf(row.loginType)) return undefined;
  const jurisdiction = { level, code: row.jurisdictionCode };
  if (!isKnownJurisdiction(jurisdiction)) return undefined;
  return { loginId: row.loginId, loginType: row.loginType, isMasterUser: row.isMasterUser, jurisdiction };
}

/** The account's place as the sign-in record and user list show it. */
export function placeOf(row: UserRow): Pick<UserSummary, 'jurisdictionLevel' | 'jurisdictionCode' | 'jurisdictionName'> {
  const level = JURISDICTION_LEVELS.find((candidate) => candidate === row.jurisdictionLevel) ?? 'state';
  return { jurisdictionLevel: level, jurisdictionCode: row.jurisdictionCode, jurisdictionName: jurisdictionName({ level, code: row.jurisdictionCode }) };
}

function maskedField(key: Uint8Array, stored: string | null): string | null {
  return stored ? maskNumber(decryptField(key, stored)) : null;
}

export function userSummary(key: Uint8Array, row: UserRow): UserSummary {
  return {
    loginId: row.loginId,
    loginName: row.loginName,
    loginType: row.loginType as UserSummary['loginType'],
    isMasterUser: row.isMasterUser ? 'Y' : 'N',
    loginEmail: row.email,
    loginMobile: maskedField(key, row.mobileEncrypted),
    loginAadhar: maskedField(key, row.aadhaarEncrypted),
    createdAt: row.createdAt.toISOString(),
    lastLogin: row.lastLoginAt?.toISOString() ?? null,
    ...placeOf(row),
  };
}
