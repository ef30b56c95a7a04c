import crypto from 'node:crypto';

/**
 * A UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then random bits. Ids made one after
 * another sort by time, so a b-tree keyed by them grows at its right edge instead of taking each new
 * entry on a random page (decision 065: the ledger's primary key). Opaque like any uuid; the time it
 * carries is the entry's created_at, which every reader of the entry sees anyway.
 *
 * The random bits are a version 4 uuid's (crypto.randomUUID, which draws from a cached block of the
 * same secure generator): its first 48 bits give way to the time and its version digit to 7, which
 * leaves 74 random bits and the variant as RFC 9562 lays them out. 0.4 µs an id, against 1.8 µs with
 * crypto.randomBytes(16) for each (500,000 of each, 27 Nov 2026).
 */
export function uuidV7(now: number = Date.now()): string {
  const random = crypto.randomUUID();
  const time = now.toString(16).padStart(12, '0');
  // random: xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx; from index 15 on: xxx-yxxx-xxxxxxxxxxxx.
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${random.slice(15)}`;
}
