/**
 * What the statements feature takes from other features, in one place: when the server's features
 * expose an index.ts (issue 23), these lines point at those indexes and nothing else changes.
 */
export { findCustomerRow as findStoreCustomer } from '../customers/customer-dto';
export { isOverLimit, type RequestLimit } from '../abuse/request-counter';
export { actorOf } from '../auth/session.middleware';
export { DELETE_BATCH, DELETE_PAUSE_MS } from '../credit/idempotency';
