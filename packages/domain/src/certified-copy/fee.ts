/**
 * The fee for one certified copy, as the department charges for the online
 * certified copy service: registration fee ₹200, user charges ₹100 and stamp
 * duty ₹20, ₹320 in all (IGRS Andhra Pradesh, certified copy fee schedule).
 */
export const CERTIFIED_COPY_FEE_PER_COPY = { registrationFeeRupees: 200, userChargesRupees: 100, stampDutyRupees: 20 } as const;
export type CertifiedCopyFeeComponent = keyof typeof CERTIFIED_COPY_FEE_PER_COPY;

export const CERTIFIED_COPY_FEE_COMPONENTS = Object.keys(CERTIFIED_COPY_FEE_PER_COPY) as CertifiedCopyFeeComponent[];

export const CERTIFIED_COPY_RUPEES_PER_COPY = CERTIFIED_COPY_FEE_COMPONENTS.reduce((sum, component) => sum + CERTIFIED_COPY_FEE_PER_COPY[component], 0);

export interface CertifiedCopyFee {
  copies: number;
  /** Each component for all the copies. */
  components: Record<CertifiedCopyFeeComponent, number>;
  totalRupees: number;
}

export function certifiedCopyFee(copies: number): CertifiedCopyFee {
  const components = Object.fromEntries(
    CERTIFIED_COPY_FEE_COMPONENTS.map((component) => [component, copies * CERTIFIED_COPY_FEE_PER_COPY[component]]),
  ) as Record<CertifiedCopyFeeComponent, number>;
  return { copies, components, totalRupees: copies * CERTIFIED_COPY_RUPEES_PER_COPY };
}
