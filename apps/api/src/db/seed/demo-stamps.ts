import { eq } from 'drizzle-orm';
import { STAMP_DENOMINATIONS, STAMP_KINDS, stampSerial, toYearMonthDay } from '@igrs/domain';
import type { Database } from '../client.ts';
import { stampPapers, stampVendors, users } from '../schema.ts';

/** The demo vendor's depot (its Sub-Registrar office) and what the depot holds of each denomination. */
export const DEMO_DEPOT_SRO = '701';
export const DEMO_DEPOT_PAPERS = { 'non-judicial': 400, judicial: 100 } as const;
/** Papers the demo vendor holds from before the portal, so a sale can be tried at once. */
export const DEMO_VENDOR_OPENING = { kind: 'non-judicial', denomination: 100, papers: 25 } as const;

/**
 * The demo vendor's licence, in force for the financial year of the day it is
 * seeded, and its depot's stock; created only where missing.
 */
export async function seedDemoStamps(db: Database, now = new Date()): Promise<void> {
  const [vendor] = await db.select({ id: users.id }).from(users).where(eq(users.loginId, 'demo_vendor'));
  if (!vendor) return;
  if ((await db.select({ id: stampVendors.userId }).from(stampVendors).where(eq(stampVendors.userId, vendor.id))).length > 0) return;
  const today = toYearMonthDay(now);
  const [year = 0, month = 1] = today.split('-').map(Number);
  const fyStart = month >= 4 ? year : year - 1;
  await db.transaction(async (tx) => {
    await tx.insert(stampVendors).values({
      userId: vendor.id,
      licenceNumber: `AP/GNT/SV/${fyStart}/0142`,
      name: 'Demo Stamp Vendor, Battiprolu',
      address: 'Door 3-41, Bazar Street, Battiprolu, Guntur District',
      depotSroCode: DEMO_DEPOT_SRO,
      validFrom: `${fyStart}-04-01`,
      validTo: `${fyStart + 1}-03-31`,
      kinds: [...STAMP_KINDS],
      status: 'active',
      maxPapersPerIndent: 1000,
    });
    const rows = STAMP_KINDS.flatMap((kind) =>
      STAMP_DENOMINATIONS[kind].flatMap((denomination) =>
        Array.from({ length: DEMO_DEPOT_PAPERS[kind] }, (_, index) => {
          const opening = kind === DEMO_VENDOR_OPENING.kind && denomination === DEMO_VENDOR_OPENING.denomination && index < DEMO_VENDOR_OPENING.papers;
          return {
            serial: stampSerial(kind, denomination, 1_000_001 + index),
            kind,
            denomination,
            depotSroCode: DEMO_DEPOT_SRO,
            status: opening ? 'vendor' : 'depot',
            vendorUserId: opening ? vendor.id : null,
            issuedAt: opening ? new Date(`${fyStart}-04-01T10:00:00+05:30`) : null,
          };
        }),
      ),
    );
    for (let start = 0; start < rows.length; start += 500) await tx.insert(stampPapers).values(rows.slice(start, start + 500));
  });
}
