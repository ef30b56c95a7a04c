/** The credit feature's public entry: what it offers the rest of the server; nothing else in credit/ is imported from outside (decision 048, server half). */
export { creditRoutes } from './credit.routes';
export { giveCredit, recordPayment } from './credit.service';
export { deleteExpiredIdempotencyKeys } from './idempotency';
export { checkLedger } from './ledger-check';
