/**
 * The counter keeps working offline (issue 24, decision 051): the device's queue of gives,
 * payments, new customers and cash logs, the copies of the screens it last read, and what shows
 * them. Other features reach it only through this entry.
 */
export { AsOfNotice } from './as-of';
export { newEntryKey } from './entry-key';
export { NotSyncedBadge, describeEntry, refusalText, useOwnQueue } from './not-synced-badge';
export { OfflineSync } from './offline-sync';
export { amountThatFits, creditStateWithWaiting, waitingDeltaCents, waitingForCustomer } from './pending';
export { ownerOf, type CashLogBody, type CustomerBody, type LedgerQueueEntry, type QueueEntry } from '#client/lib/offline-queue/queue-db';
export { sendOrKeep, type Submitted } from './send-or-keep';
export { useSignOutGuard } from './sign-out-guard';
export { requestSync } from './sync-runner';
