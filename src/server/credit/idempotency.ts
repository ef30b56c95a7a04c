import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/with-actor';
import { idempotencyKeys } from '../db/schema/index';
import { AppError } from '../http/app-error';
import type { Db } from '../db/client';
import { DELETE_BATCH, DELETE_PAUSE_MS, deleteInBatches } from '../db/batched-delete';

/**
 * How long a key and its response are kept: a retry within this time answers the first response; a
 * key older than this is deleted (deleteExpiredIdempotencyKeys) and may be used again. Clients retry
 * within seconds or minutes; 24 hours is what payment APIs promise.
 */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** A response kept for an Idempotency-Key, answered again when the same request is retried. */
export type StoredResponse<T> = { status: number; body: T };

/** sha256 of method, path and the canonical (parsed, fixed key order) body. */
export function hashRequest(method: string, path: string, canonicalBody: unknown): string {
  return crypto.createHash('sha256').update(`${method} ${path}\n${JSON.stringify(canonicalBody)}`).digest('hex');
}

/**
 * What an Idempotency-Key holds, read after a write that did not claim it (the key was there
 * already): null when there is no such key, IDEMPOTENCY_KEY_REUSED when it was used for another
 * request, IDEMPOTENCY_IN_PROGRESS when its first request has not finished. A statement of its own:
 * it sees a claim that committed while the write waited on it.
 */
export async function readStoredResponse<T>(db: Db | Tx, storeId: string, key: string, requestHash: string): Promise<StoredResponse<T> | null> {
  const [existing] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.storeId, storeId), eq(idempotencyKeys.key, key)))
    .limit(1);
  if (!existing) return null;
  if (existing.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  if (existing.status !== 'done' || existing.responseStatus === null) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
  return { status: existing.responseStatus, body: existing.response as T };
}

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
