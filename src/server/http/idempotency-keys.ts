import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Actor } from '../db/actor';
import { withActor, type Tx } from '../db/with-actor';
import { idempotencyKeys } from '../db/schema/index';
import { AppError } from './app-error';

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

export type IdempotentRequest = { storeId: string; key: string; requestHash: string };

/**
 * A write that is not the ledger's one statement (add a customer, save a cash log) made idempotent
 * with the same table (decision 009's contract): in one transaction, claim the key (`INSERT … ON
 * CONFLICT DO NOTHING`; a concurrent twin waits on the uncommitted claim), do the work, keep its
 * answer beside the key. A key already there answers its stored response (a replay) or is refused
 * as reused. A refused write throws, the transaction rolls back and keeps no key, so a retry is
 * judged again.
 */
export async function runIdempotent<T>(
  db: Db,
  actor: Actor,
  request: IdempotentRequest,
  work: (tx: Tx) => Promise<StoredResponse<T>>,
): Promise<StoredResponse<T> & { isReplay: boolean }> {
  const outcome = await withActor(db, actor, async (tx) => {
    const claimed = await tx.execute(sql`
      insert into ${idempotencyKeys} (store_id, key, request_hash, status)
      values (${request.storeId}, ${request.key}, ${request.requestHash}, 'pending')
      on conflict do nothing
      returning key`);
    if (claimed.rows.length === 0) return null;
    const answer = await work(tx);
    await tx
      .update(idempotencyKeys)
      .set({ status: 'done', responseStatus: answer.status, response: answer.body as object })
      .where(and(eq(idempotencyKeys.storeId, request.storeId), eq(idempotencyKeys.key, request.key)));
    return answer;
  });
  if (outcome) return { ...outcome, isReplay: false };
  const stored = await readStoredResponse<T>(db, request.storeId, request.key, request.requestHash);
  // The claim was there a moment ago and is gone now: its request was refused and rolled back. Judge this one afresh.
  if (!stored) return runIdempotent(db, actor, request, work);
  return { ...stored, isReplay: true };
}
