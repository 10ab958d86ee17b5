export { applicationRoutes } from './routes.ts';
export { liveSlotOf, releaseSlot, takeSlot } from './repository.ts';
export { APPLICATION_PAYMENT_PURPOSE, applicationPaymentPurpose, refuseOutsideBookingWindow, refuseUnofferedSlot, type Applications } from './service.ts';
export { DRAFT_SWEEP_INTERVAL_MS, startDraftExpiry, sweepAbandonedDrafts } from './expiry.ts';
