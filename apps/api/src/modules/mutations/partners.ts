import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import {
  isLandRecordsPartner,
  LAND_RECORDS_PARTNER_IDS,
  PARTNER_HEADERS,
  PARTNER_SIGNATURE_SKEW_SECONDS,
  partnerSignatureText,
  type LandRecordsPartnerId,
} from '@igrs/domain';
import type { PartnerCall } from '../../plugins/access.ts';

/** Each partner system's signing key. */
export type PartnerKeys = ReadonlyMap<LandRecordsPartnerId, Uint8Array>;

/**
 * The partners' keys: as configured (production sets them, exchanged with the
 * revenue department and the municipal administration), and outside
 * production derived from the portal's own key so the sandbox office can sign.
 */
export function partnerKeys(configured: Partial<Record<LandRecordsPartnerId, string>>, dataEncryptionKey: Uint8Array, production: boolean): PartnerKeys {
  const keys = new Map<LandRecordsPartnerId, Uint8Array>();
  for (const partner of LAND_RECORDS_PARTNER_IDS) {
    const given = configured[partner];
    if (given) keys.set(partner, Buffer.from(given, 'base64'));
    else if (!production) keys.set(partner, Buffer.from(hkdfSync('sha256', dataEncryptionKey, new Uint8Array(0), `igrs land records partner ${partner}`, 32)));
  }
  return keys;
}

export function signPartnerCall(key: Uint8Array, timestamp: string, method: string, pathWithQuery: string, body: string): string {
  return createHmac('sha256', key).update(partnerSignatureText(timestamp, method, pathWithQuery, body)).digest('hex');
}

/** The headers a partner sends with a call, signed now. */
export function partnerCallHeaders(partner: LandRecordsPartnerId, key: Uint8Array, method: string, pathWithQuery: string, body: string, now: Date): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return {
    [PARTNER_HEADERS.partner]: partner,
    [PARTNER_HEADERS.timestamp]: timestamp,
    [PARTNER_HEADERS.signature]: signPartnerCall(key, timestamp, method, pathWithQuery, body),
  };
}

const single = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

/** The partner whose key signed this call within the allowed time, or undefined for anything else. */
export function verifyPartnerCall(keys: PartnerKeys, call: PartnerCall, now: Date): LandRecordsPartnerId | undefined {
  const partner = single(call.headers[PARTNER_HEADERS.partner]);
  const timestamp = single(call.headers[PARTNER_HEADERS.timestamp]);
  const signature = single(call.headers[PARTNER_HEADERS.signature]);
  if (!partner || !timestamp || !signature || !isLandRecordsPartner(partner) || !/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return undefined;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > PARTNER_SIGNATURE_SKEW_SECONDS) return undefined;
  const key = keys.get(partner);
  if (!key) return undefined;
  const expected = Buffer.from(signPartnerCall(key, timestamp, call.method, call.url, call.body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? partner : undefined;
}
