/**
 * What the statements feature takes from other modules, in one place: the customers feature through
 * its public entry (decision 048), the rest from infrastructure (abuse, auth, db).
 */
export { findCustomerRow as findStoreCustomer } from '../customers/index';
export { isOverLimit, type RequestLimit } from '../abuse/request-counter';
export { actorOf } from '../auth/session.middleware';
export { DELETE_BATCH, DELETE_PAUSE_MS, deleteRowsBefore } from '../db/batched-delete';
