import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { openTestDatabase } from '../test/harness.ts';
import { serializeError, serializeRequest } from './log-serializers.ts';

const MARKER_NAME = 'Marker Secret Person';
const MARKER_HASH = '$argon2id$v=19$m=19456,t=2,p=1$markersaltmarkersalt$markerhashmarkerhash';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A real failure from the database: a second account with a login id already taken. */
async function duplicateAccountError(): Promise<unknown> {
  return database.db
    .insert(users)
    .values({ loginId: 'demo_admin', loginName: MARKER_NAME, loginType: 'ADMIN', passwordHash: MARKER_HASH, jurisdictionLevel: 'state', jurisdictionCode: 'AP' })
    .then(() => undefined)
    .catch((error: unknown) => error);
}

describe('what a log line holds of an error', () => {
  it('keeps a database error\'s SQLSTATE, constraint and statement, and none of its values', async () => {
    const error = await duplicateAccountError();
    expect(error).toBeInstanceOf(Error);
    // The error as thrown carries the values: that is what must never reach a log.
    expect(`${String((error as Error).message)} ${JSON.stringify(error)} ${String((error as { cause?: { detail?: string } }).cause?.detail ?? '')}`).toContain(MARKER_HASH.slice(0, 20));
    const logged = JSON.stringify(serializeError(error));
    expect(logged).not.toContain(MARKER_NAME);
    expect(logged).not.toContain(MARKER_HASH.slice(0, 20));
    expect(logged).not.toContain('demo_admin');
    expect(logged).toContain('23505');
    expect(logged).toContain('users_login_id_lower_idx');
    expect(logged).toMatch(/"statement":"insert into \\"users\\"/);
  });

  it('keeps an ordinary error\'s message, and a request without its query string', () => {
    expect(serializeError(new RangeError('page out of range'))).toMatchObject({ type: 'RangeError', message: 'page out of range' });
    expect(serializeRequest({ method: 'GET', url: '/igrsapi/v1/name-search?name=Ramesh', ip: '10.0.0.1' })).toEqual({ method: 'GET', url: '/igrsapi/v1/name-search', remoteAddress: '10.0.0.1' });
  });
});
