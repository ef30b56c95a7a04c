import crypto from 'node:crypto';

/**
 * A UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then random bits. Ids made one after
 * another sort by time, so a b-tree keyed by them grows at its right edge instead of taking each new
 * entry on a random page (decision 065: the ledger's primary key). Opaque like any uuid; the time it
 * carries is the entry's created_at, which every reader of the entry sees anyway.
 */
export function uuidV7(now: number = Date.now()): string {
  const bytes = crypto.randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
