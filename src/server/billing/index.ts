/** The billing feature's public entry: what it offers the rest of the server; nothing else in billing/ is imported from outside (decision 048, server half). */
export { billingRoutes } from './billing.routes';
export { claimNotice, sendClaimed, type NoticeDeps, type OwnerNotice } from './owner-notices';
export { lockStore, transition, type LockedStore } from './subscription-store';
export { sendTrialNotices } from './trial-notices';
