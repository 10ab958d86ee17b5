import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grievances } from '../../db/schema.ts';
import { createTestContext, signIn, type TestContext } from '../../test/harness.ts';

let context: TestContext;
const API = '/igrsapi/v1';
const MOBILE = '9848012345';

beforeAll(async () => {
  context = await createTestContext({ RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(() => context.close());

const call = async (login: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  context.app.inject({ method, url: `${API}${url}`, headers: { authorization: `Bearer ${(await signIn(context.app, login)).token}` }, ...(payload ? { payload } : {}) });

const grievance = { sroCode: '701', category: 'delay', complainantName: 'Pothuri Ramana', mobile: MOBILE, description: 'Certified copy applied on 2 November not yet given.', receivedThrough: 'counter' };

describe('grievances an office receives', () => {
  it('are recorded by the office, answered step by step with who and what was said, and closed for good', async () => {
    const recorded = await call('demo_sro', 'POST', '/grievances', grievance);
    expect(recorded.statusCode, recorded.body).toBe(201);
    const id = recorded.json().grievanceId;
    expect(recorded.json()).toMatchObject({ status: 'open', mobileMasked: 'XXXXXX2345', overdue: false });
    const [stored] = await context.database.db.select().from(grievances).where(eq(grievances.id, id));
    expect(JSON.stringify(stored)).not.toContain(MOBILE);

    await call('demo_sro', 'POST', `/grievances/${id}/actions`, { status: 'in-progress', remarks: 'Copy being prepared; called the complainant.' });
    const resolved = await call('demo_sro', 'POST', `/grievances/${id}/actions`, { status: 'resolved', remarks: 'Certified copy delivered on 26 November.' });
    expect(resolved.json().events.map((event: { status: string; by: string }) => `${event.status}:${event.by}`)).toEqual(['open:demo_sro', 'in-progress:demo_sro', 'resolved:demo_sro']);
    expect((await call('demo_sro', 'POST', `/grievances/${id}/actions`, { status: 'rejected', remarks: 'Too late.' })).json().error.code).toBe('GRIEVANCE_CLOSED');

    // The District Registrar sees the district's grievances; an office elsewhere cannot record for this one.
    const district = (await call('demo_dr', 'GET', '/grievances')).json().grievances;
    expect(district.map((entry: { grievanceId: string }) => entry.grievanceId)).toContain(id);
    expect((await call('demo_dr', 'POST', '/grievances', grievance)).json().error.code).toBe('NOT_OWN_OFFICE');
    expect((await call('demo_sro', 'POST', '/grievances', { ...grievance, description: 'short' })).statusCode).toBe(400);
  });
});
