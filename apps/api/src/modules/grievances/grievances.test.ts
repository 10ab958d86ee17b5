import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grievanceAttachments, grievances } from '../../db/schema.ts';
import { multipartBody } from '../../test/multipart.ts';
import { PLAIN_PDF } from '../../test/registries.ts';
import { TEST_CAPTCHA_ANSWER, createTestContext, signIn, signInNewAccount, type TestContext } from '../../test/harness.ts';

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

describe('grievances anyone files online', () => {
  const filing = async (overrides: object = {}) => {
    const captcha = (await context.app.inject({ method: 'GET', url: `${API}/captcha` })).json().captchaId;
    return context.app.inject({
      method: 'POST',
      url: `${API}/grievances/filings`,
      payload: { sroCode: '701', category: 'bribe-demand', complainantName: 'Gollapudi Anitha', mobile: '9848098480', description: 'An agent outside the office asked for money to get my slot moved.', captchaId: captcha, captchaText: TEST_CAPTCHA_ANSWER, ...overrides },
    });
  };
  const status = (id: string, mobile: string) => context.app.inject({ method: 'POST', url: `${API}/grievances/${id}/status`, payload: { mobile } });

  it('get a reference the complainant follows with the mobile, and reach the office that answers', async () => {
    const filed = await filing();
    expect(filed.statusCode, filed.body).toBe(201);
    const { grievanceId } = filed.json();
    const mine = await status(grievanceId, '9848098480');
    expect(mine.json()).toMatchObject({ grievanceId, status: 'open', level: 'office', category: 'bribe-demand' });
    // Someone else's mobile, or a reference that does not exist, finds nothing.
    expect((await status(grievanceId, '9848098481')).statusCode).toBe(404);
    const answered = await call('demo_sro', 'POST', `/grievances/${grievanceId}/actions`, { status: 'in-progress', remarks: 'Reported to the police; the office has no agents.' });
    expect(answered.statusCode).toBe(200);
    expect((await status(grievanceId, '9848098480')).json().events.map((event: { remarks: string }) => event.remarks)).toContain('Reported to the police; the office has no agents.');
    // A captcha works once, and a bad one changes nothing.
    expect((await filing({ captchaText: 'wrong1' })).json().error.code).toBe('CAPTCHA_FAILED');
  });

  it('are refused with 400 for an office the state does not have, or a captcha id that names no captcha, in both languages', async () => {
    for (const sroCode of ['999', 'X1', '0']) {
      const refused = await filing({ sroCode });
      expect(refused.statusCode, `${sroCode}: ${refused.body}`).toBe(400);
      expect(refused.json().error).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'body.sroCode', message: 'Choose one of the options offered.' }] });
    }
    const captcha = (await context.app.inject({ method: 'GET', url: `${API}/captcha` })).json().captchaId;
    const telugu = await context.app.inject({
      method: 'POST',
      url: `${API}/grievances/filings`,
      headers: { 'accept-language': 'te' },
      payload: { sroCode: '999', category: 'delay', complainantName: 'Gollapudi Anitha', mobile: '9848098480', description: 'An office that does not exist.', captchaId: captcha, captchaText: TEST_CAPTCHA_ANSWER },
    });
    expect(telugu.statusCode).toBe(400);
    expect(telugu.json().error.details[0].message).toMatch(/[\u0C00-\u0C7F]/);
    for (const captchaId of ['not-a-uuid', '1', "' OR 1=1 --", '00000000-0000-0000-0000-00000000000g']) {
      const refused = await filing({ captchaId });
      expect(refused.statusCode, captchaId).toBe(400);
      expect(refused.json().error.details).toEqual([expect.objectContaining({ field: 'body.captchaId' })]);
    }
    const stored = await context.database.db.select({ sroCode: grievances.sroCode }).from(grievances);
    expect(stored.map((row) => row.sroCode)).not.toContain('999');
  });

  it('climb to the District Registrar when overdue and to the DIG when overdue twice over', async () => {
    const { grievanceId } = (await filing()).json();
    const dig = (await signInNewAccount(context, 'dig_of_guntur_zone', 'DIG', 'GNT')).token;
    const asDig = (remarks: string) =>
      context.app.inject({ method: 'POST', url: `${API}/grievances/${grievanceId}/actions`, headers: { authorization: `Bearer ${dig}` }, payload: { status: 'in-progress', remarks } });
    expect((await asDig('Too early for the zone')).json().error.code).toBe('GRIEVANCE_NOT_ESCALATED');
    await context.database.db.update(grievances).set({ receivedAt: new Date(Date.now() - 9 * 86_400_000) }).where(eq(grievances.id, grievanceId));
    expect((await status(grievanceId, '9848098480')).json().level).toBe('district');
    expect((await call('demo_dr', 'GET', '/grievances')).json().grievances.find((entry: { grievanceId: string }) => entry.grievanceId === grievanceId)).toMatchObject({ overdue: true, level: 'district' });
    await context.database.db.update(grievances).set({ receivedAt: new Date(Date.now() - 15 * 86_400_000) }).where(eq(grievances.id, grievanceId));
    const taken = await asDig('Called for the Sub-Registrar\'s report within two days.');
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().level).toBe('zone');
  });

  it('take up to three papers from the complainant while open, checked by their bytes, each a recorded step the answering office can open', async () => {
    const { grievanceId } = (await filing()).json();
    const attach = (mobile: string, file?: { bytes: Buffer; name: string }) => {
      const { payload, headers } = multipartBody([{ name: 'mobile', value: mobile }, ...(file ? [{ name: 'file', value: file.bytes, fileName: file.name }] : [])]);
      return context.app.inject({ method: 'POST', url: `${API}/grievances/${grievanceId}/attachments`, headers: { ...headers, 'accept-language': 'te' }, payload });
    };
    const receipt = { bytes: PLAIN_PDF, name: 'receipt.pdf' };
    const added = await attach('9848098480', receipt);
    expect(added.statusCode, added.body).toBe(201);
    const { attachments, events } = added.json();
    expect(attachments).toEqual([expect.objectContaining({ fileName: 'receipt.pdf', contentType: 'application/pdf', sizeBytes: expect.any(Number) })]);
    expect(events.at(-1).remarks).toBe('Attachment added: receipt.pdf');

    // Someone without the mobile, a file that is not a PDF or picture, or no file at all: refused, nothing kept.
    expect((await attach('9848098481', receipt)).statusCode).toBe(404);
    const script = await attach('9848098480', { bytes: Buffer.from('#!/bin/sh\necho hi\n'), name: 'photo.jpg' });
    expect(script.statusCode).toBe(415);
    expect(script.json().error.details[0]).toMatchObject({ field: 'body.file', message: expect.stringMatching(/[\u0C00-\u0C7F]/) });
    expect((await attach('9848098480')).json().error.details).toEqual([expect.objectContaining({ field: 'body.file' })]);
    expect(await context.database.db.select().from(grievanceAttachments).where(eq(grievanceAttachments.grievanceId, grievanceId))).toHaveLength(1);

    // The office over it opens the very bytes; an office elsewhere may not.
    const list = (await call('demo_sro', 'GET', '/grievances')).json().grievances.find((entry: { grievanceId: string }) => entry.grievanceId === grievanceId);
    const attachmentId = list.attachments[0].attachmentId;
    const opened = await call('demo_sro', 'GET', `/grievances/${grievanceId}/attachments/${attachmentId}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.rawPayload.length).toBe(attachments[0].sizeBytes);
    expect(opened.headers['content-disposition']).toContain('attachment');
    const elsewhere = (await signInNewAccount(context, 'sro_of_tenali_grievances', 'SRO', '702')).token;
    expect((await context.app.inject({ method: 'GET', url: `${API}/grievances/${grievanceId}/attachments/${attachmentId}`, headers: { authorization: `Bearer ${elsewhere}` } })).statusCode).toBe(403);
    expect((await context.app.inject({ method: 'GET', url: `${API}/grievances/${grievanceId}/attachments/${attachmentId}` })).statusCode).toBe(401);

    // Three at most; none once the grievance is closed.
    expect((await attach('9848098480', receipt)).statusCode).toBe(201);
    expect((await attach('9848098480', receipt)).statusCode).toBe(201);
    expect((await attach('9848098480', receipt)).json().error.details[0].field).toBe('body.file');
    const other = (await filing()).json().grievanceId;
    await call('demo_sro', 'POST', `/grievances/${other}/actions`, { status: 'resolved', remarks: 'Slot restored at the counter.' });
    const { payload, headers } = multipartBody([{ name: 'mobile', value: '9848098480' }, { name: 'file', value: PLAIN_PDF, fileName: 'late.pdf' }]);
    expect((await context.app.inject({ method: 'POST', url: `${API}/grievances/${other}/attachments`, headers, payload })).json().error.code).toBe('GRIEVANCE_CLOSED');
  });
});

describe('the Grievance report', () => {
  it("counts each office's grievances by where they stand, with the overdue and escalated ones, as the register holds them", async () => {
    const answer = await call('demo_dr', 'GET', '/reports/grievances?sroCode=701');
    expect(answer.statusCode, answer.body).toBe(200);
    const cells = answer.json().rows[0].cells;
    const rows = await context.database.db.select().from(grievances).where(eq(grievances.sroCode, '701'));
    const open = rows.filter((row) => row.status === 'open' || row.status === 'in-progress');
    expect(cells).toMatchObject({
      received: rows.length,
      open: rows.filter((row) => row.status === 'open').length,
      resolved: rows.filter((row) => row.status === 'resolved').length,
      overdue: open.filter((row) => Date.now() - row.receivedAt.getTime() > 7 * 86_400_000).length,
      withZone: open.filter((row) => Date.now() - row.receivedAt.getTime() > 14 * 86_400_000).length,
    });
    expect(cells.withZone).toBe(1);
  });
});
