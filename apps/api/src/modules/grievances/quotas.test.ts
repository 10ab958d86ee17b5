import { mkdtemp, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_QUOTAS } from '@igrs/domain';
import { grievanceAttachments } from '../../db/schema.ts';
import { TEST_SECRETS } from '../../test/databases.ts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';
import { multipartBody } from '../../test/multipart.ts';
import { PLAIN_PDF } from '../../test/registries.ts';
import { attachToGrievance, type GrievanceStore } from './service.ts';

let context: TestContext;
let uploadDir: string;
const API = '/igrsapi/v1';
const MOBILE = '9848077001';

beforeAll(async () => {
  context = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
  uploadDir = await mkdtemp(path.join(os.tmpdir(), 'igrs-grievance-quota-'));
});
afterAll(() => context.close());

const storeWith = (quotas: Partial<typeof STORAGE_QUOTAS>): GrievanceStore => ({
  db: context.database.db,
  encryptionKey: Buffer.from(TEST_SECRETS.DATA_ENCRYPTION_KEY, 'base64'),
  uploadDir,
  quotas: { ...STORAGE_QUOTAS, ...quotas },
});

/** A grievance the office recorded at its counter, open for the complainant's papers. */
async function openGrievance(): Promise<string> {
  const { token } = await signIn(context.app, 'demo_sro');
  const recorded = await context.app.inject({
    method: 'POST',
    url: `${API}/grievances`,
    headers: { authorization: `Bearer ${token}` },
    payload: { sroCode: '701', category: 'delay', complainantName: 'Pothuri Ramana', mobile: MOBILE, description: 'Certified copy applied on 2 November not yet given.', receivedThrough: 'counter' },
  });
  expect(recorded.statusCode, recorded.body).toBe(201);
  return recorded.json().grievanceId;
}

const attach = (store: GrievanceStore, id: string, from: string) => attachToGrievance(store, id, MOBILE, { fileName: 'receipt.pdf', bytes: PLAIN_PDF }, 'en', new Date(), from);
const papersOf = (ids: readonly string[]) => context.database.db.select().from(grievanceAttachments).where(inArray(grievanceAttachments.grievanceId, [...ids]));
const refusals = (outcomes: PromiseSettledResult<unknown>[]) => outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [[(outcome.reason as { statusCode: number }).statusCode, (outcome.reason as { code: string }).code]] : []));

describe('quotas of papers filed with grievances', () => {
  it('records the address a paper came from', async () => {
    const id = await openGrievance();
    const { payload, headers } = multipartBody([{ name: 'mobile', value: MOBILE }, { name: 'file', value: PLAIN_PDF, fileName: 'receipt.pdf' }]);
    const added = await context.app.inject({ method: 'POST', url: `${API}/grievances/${id}/attachments`, headers, payload });
    expect(added.statusCode, added.body).toBe(201);
    const [paper] = await context.database.db.select().from(grievanceAttachments).where(eq(grievanceAttachments.grievanceId, id));
    expect(paper!.uploadedFrom).toBe('127.0.0.1');
  });

  it("keeps a grievance's papers within its quota, however many are sent at once", async () => {
    const id = await openGrievance();
    await attach(storeWith({}), id, '10.0.0.1');
    const size = (await papersOf([id]))[0]!.sizeBytes;
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, () => attach(storeWith({ bytesPerGrievance: 2 * size }), id, '10.0.0.1')));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(refusals(outcomes)).toEqual(Array.from({ length: 5 }, () => [413, 'STORAGE_QUOTA_EXCEEDED']));
    expect(await papersOf([id])).toHaveLength(2);
  });

  it('keeps what one address sends in a day within its quota across grievances sent to at once, and lets other addresses file', async () => {
    const ids = await Promise.all([openGrievance(), openGrievance(), openGrievance(), openGrievance()]);
    await attach(storeWith({}), ids[0]!, '10.0.0.2');
    const size = (await papersOf([ids[0]!]))[0]!.sizeBytes;
    const store = storeWith({ grievanceBytesPerAddressPerDay: 3 * size });
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, (_, index) => attach(store, ids[index % ids.length]!, '10.0.0.2')));
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(2);
    expect(refusals(outcomes)).toEqual(Array.from({ length: 6 }, () => [413, 'STORAGE_QUOTA_EXCEEDED']));
    const fromThere = (await papersOf(ids)).filter((paper) => paper.uploadedFrom === '10.0.0.2');
    expect(fromThere).toHaveLength(3);
    // Another address still files, and nothing refused was left on disk.
    await attach(store, ids[1]!, '10.0.0.3');
    const onDisk = (await readdir(uploadDir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    expect(onDisk).toHaveLength((await context.database.db.select().from(grievanceAttachments)).filter((paper) => paper.uploadedFrom?.startsWith('10.')).length);
  });
});
