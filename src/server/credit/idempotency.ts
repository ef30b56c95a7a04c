import { sql } from 'drizzle-orm';
import { OCCURRED_AT_MAX_AGE_HOURS } from '#shared/offline/occurred-at';
import { idempotencyKeys } from '../db/schema/index';
import type { Db } from '../db/client';
import { DELETE_BATCH, DELETE_PAUSE_MS, deleteInBatches } from '../db/batched-delete';

/**
 * How long a key and its response are kept: a retry within this time answers the first response; a
 * key older than this is deleted (deleteExpiredIdempotencyKeys) and may be used again. A write kept
 * on a device offline is sent up to 72 hours after the tap (OCCURRED_AT_MAX_AGE_HOURS, decision
 * 051), so a key lives that long and a day more: a retry of a write the server applied finds its
 * key and answers the first response whatever its age; once the key is gone the tap is more than
 * 72 hours old and the retry is refused for its age (ENTRY_TOO_OLD), never applied twice.
 */
export const IDEMPOTENCY_KEY_TTL_HOURS = OCCURRED_AT_MAX_AGE_HOURS + 24;

export { hashRequest, readStoredResponse, type StoredResponse } from '../http/idempotency-keys';

/**
 * Delete the keys older than IDEMPOTENCY_KEY_TTL_HOURS (all stores), oldest first, in batches of
 * DELETE_BATCH along idempotency_keys_created_at_idx, DELETE_PAUSE_MS apart. Returns how many were deleted. Safe to run from
 * several processes at once: a row another run deleted is simply not counted here.
 */
export async function deleteExpiredIdempotencyKeys(db: Db, now: Date = new Date(), pauseMs = DELETE_PAUSE_MS): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000);
  return deleteInBatches(
    db,
    sql`
      delete from ${idempotencyKeys}
      where (store_id, key) in (
        select store_id, key from ${idempotencyKeys}
        where created_at < ${cutoff}
        order by created_at
        limit ${DELETE_BATCH}
      )`,
    pauseMs,
  );
}
