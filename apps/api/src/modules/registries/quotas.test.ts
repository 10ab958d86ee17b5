import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE_QUOTAS } from '@igrs/domain';
import { registryDocuments, registryEntries } from '../../db/schema.ts';
import { TEST_SECRETS } from '../../test/databases.ts';
import { createTestContext, signInCitizen, type TestContext } from '../../test/harness.ts';
import { PLAIN_PDF, uploadPaper } from '../../test/registries.ts';
import { uploadRegistryDocument, type Registries } from './service.ts';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => context.close());

describe("a registry filing's papers", () => {
  it('stay within the quota of one filing, however many are sent at once', async () => {
    const citizen = await signInCitizen(context, '9440044001');
    const started = await context.app.inject({ method: 'POST', url: '/igrsapi/v1/registries', headers: { authorization: `Bearer ${citizen}` }, payload: { kind: 'society', sroCode: '701' } });
    expect(started.statusCode, started.body).toBe(201);
    const entryId = started.json().entryId as string;
    expect((await uploadPaper(context, citizen, entryId, 'memorandum', PLAIN_PDF)).statusCode).toBe(201);
    const [first] = await context.database.db.select().from(registryDocuments).where(eq(registryDocuments.entryId, entryId));
    const [entry] = await context.database.db.select({ citizenId: registryEntries.citizenId }).from(registryEntries).where(eq(registryEntries.id, entryId));

    const registries: Registries = {
      db: context.database.db,
      payments: undefined as never,
      transport: context.app.deliveryQueue,
      codeKey: new Uint8Array(32),
      uploadDir: await mkdtemp(path.join(os.tmpdir(), 'igrs-registry-quota-')),
      encryptionKey: Buffer.from(TEST_SECRETS.DATA_ENCRYPTION_KEY, 'base64'),
      quotas: { ...STORAGE_QUOTAS, bytesPerApplication: 3 * first!.sizeBytes },
    };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 6 }, () => uploadRegistryDocument(registries, { citizenId: entry!.citizenId! }, entryId, { kind: 'bye-laws', fileName: 'bye-laws.pdf', bytes: PLAIN_PDF }, { language: 'en', now: new Date() })),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(2);
    const refused = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [[(outcome.reason as { statusCode: number }).statusCode, (outcome.reason as { code: string }).code]] : []));
    expect(refused).toEqual(Array.from({ length: 4 }, () => [413, 'STORAGE_QUOTA_EXCEEDED']));
    expect(await context.database.db.select().from(registryDocuments).where(eq(registryDocuments.entryId, entryId))).toHaveLength(3);
  });
});
