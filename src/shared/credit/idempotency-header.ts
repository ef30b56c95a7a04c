/** The header that makes a write idempotent (decision 009); here without zod, for the service worker's bundle. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
