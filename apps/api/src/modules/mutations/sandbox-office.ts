import { createHash } from 'node:crypto';
import { API_BASE_PATH, LAND_RECORDS_PARTNER_IDS, toYearMonthDay, type LandRecordsPartnerId, type MutationOutcome, type MutationRequestView } from '@igrs/domain';
import { partnerCallHeaders, type PartnerKeys } from './partners.ts';

/** One HTTP call as the sandbox makes it: to this portal, in production to nobody. */
export type PartnerTransport = (call: { method: 'GET' | 'POST'; url: string; headers: Record<string, string>; body: string }) => Promise<{ status: number; body: string }>;

/** Requests are left this long before the sandbox decides them, so a registration shows its request as sent first. */
export const SANDBOX_DECIDES_AFTER_MS = 60_000;
const PAGE = 100;
/** At most this many requests read a round: the sandbox is a demonstration, not a load. */
const ROUND_LIMIT = 500;

/**
 * One in ten is rejected, decided on the day it was sent: the same outcome
 * every time, so that a retried report, or another process's, agrees with
 * the first.
 */
function sandboxOutcome(request: MutationRequestView, partner: LandRecordsPartnerId): MutationOutcome {
  const rejected = createHash('sha256').update(request.requestNumber).digest()[0]! < 26;
  const decidedOn = toYearMonthDay(new Date(request.sentAt));
  return {
    outcome: rejected ? 'rejected' : 'mutated',
    decidedOn,
    orderNumber: `SANDBOX/${partner}/${request.requestNumber}`,
    remarks: rejected ? 'Rejected by the sandbox land records office (demonstration only)' : '',
  };
}

/**
 * A stand-in for the revenue department's and the local bodies' systems in
 * the demonstration, speaking the same signed protocol as they would: it
 * reads the requests still to decide and reports an outcome for each sent
 * more than a minute ago. Its order numbers say SANDBOX. It leaves alone
 * what was sent before it opened (the demonstration register's own history,
 * which awaits the real offices).
 */
export class SandboxLandRecordsOffice {
  constructor(
    private readonly keys: PartnerKeys,
    private readonly transport: PartnerTransport,
    private readonly openedAt = new Date(),
  ) {}

  /** One round over both partners; answers how many requests it decided. */
  async decidePending(now = new Date()): Promise<number> {
    let decided = 0;
    for (const partner of LAND_RECORDS_PARTNER_IDS) {
      const key = this.keys.get(partner);
      if (!key) continue;
      let after = 0;
      for (let read = 0; read < ROUND_LIMIT; read += PAGE) {
        const url = `${API_BASE_PATH}/land-records/mutations?status=sent&after=${after}&limit=${PAGE}`;
        const listed = await this.transport({ method: 'GET', url, headers: partnerCallHeaders(partner, key, 'GET', url, '', now), body: '' });
        if (listed.status !== 200) throw new Error(`The portal answered the sandbox land records office ${listed.status}`);
        const page = JSON.parse(listed.body) as { requests: MutationRequestView[]; next: number | null };
        for (const request of page.requests) {
          const sentAt = Date.parse(request.sentAt);
          if (sentAt < this.openedAt.getTime() || now.getTime() - sentAt < SANDBOX_DECIDES_AFTER_MS) continue;
          const outcomeUrl = `${API_BASE_PATH}/land-records/mutations/${encodeURIComponent(request.requestNumber)}/outcome`;
          const body = JSON.stringify(sandboxOutcome(request, partner));
          const reported = await this.transport({
            method: 'POST',
            url: outcomeUrl,
            headers: { 'content-type': 'application/json', ...partnerCallHeaders(partner, key, 'POST', outcomeUrl, body, now) },
            body,
          });
          if (reported.status === 200) decided += 1;
        }
        if (page.next === null) break;
        after = page.next;
      }
    }
    return decided;
  }
}
