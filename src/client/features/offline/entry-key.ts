import { newIdempotencyKey } from '#client/lib/idempotency-key';

/** The Idempotency-Key of a queued entry: made at the tap, a random UUID, kept with the entry. */
export function newEntryKey(): string {
  return newIdempotencyKey();
}
