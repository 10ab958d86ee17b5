import { asc, eq, sql } from 'drizzle-orm';
import { maskNumber, type LoginType, type UserSummary } from '@igrs/domain';
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
  };
}
