import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../db/with-actor';
import { idempotencyKeys } from '../db/schema/index';
import { AppError } from '../http/app-error';
import type { Actor } from '../http/types';

/** A response kept for an Idempotency-Key, answered again when the same request is retried. */
export type StoredResponse<T> = { status: number; body: T };

/** Nothing stored yet: the caller does the work and then calls completeIdempotencyKey. */
type Claim<T> = { kind: 'claimed' } | { kind: 'replay'; response: StoredResponse<T> };

/** sha256 of method, path and the canonical (parsed, fixed key order) body. */
export function hashRequest(method: string, path: string, canonicalBody: unknown): string {
  return crypto.createHash('sha256').update(`${method} ${path}\n${JSON.stringify(canonicalBody)}`).digest('hex');
}

/**
 * Claim a key inside the caller's transaction. The row is written as 'pending' and turns 'done'
 * with the response in the same transaction, so a failed attempt rolls back and keeps no key.
 * On PostgreSQL a concurrent request with the same key waits on the unique index until the first
 * commits (then it sees 'done' and replays) or rolls back (then it claims the key itself).
 */
export async function claimIdempotencyKey<T>(tx: Tx, storeId: string, key: string, requestHash: string): Promise<Claim<T>> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({ storeId, key, requestHash, status: 'pending' })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (inserted.length > 0) return { kind: 'claimed' };
  return readExistingClaim<T>(tx, storeId, key, requestHash);
}

/**
 * The key was already there (the insert did nothing): replay its stored response, or refuse. A
 * separate statement on purpose: under READ COMMITTED it takes a new snapshot, so it sees a
 * concurrent claim of the same key that committed while our insert waited on it.
 */
async function readExistingClaim<T>(tx: Tx, storeId: string, key: string, requestHash: string): Promise<Claim<T>> {
  const [existing] = await tx
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.storeId, storeId), eq(idempotencyKeys.key, key)))
    .limit(1);
  if (!existing) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
  if (existing.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
  if (existing.status !== 'done' || existing.responseStatus === null) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
  return { kind: 'replay', response: { status: existing.responseStatus, body: existing.response as T } };
}

/** Keep the response with the key (status 'done'). */
export async function completeIdempotencyKey<T>(tx: Tx, storeId: string, key: string, response: StoredResponse<T>) {
  await tx
    .update(idempotencyKeys)
    .set({ status: 'done', responseStatus: response.status, response: response.body as object })
    .where(and(eq(idempotencyKeys.storeId, storeId), eq(idempotencyKeys.key, key)));
}

/**
 * Run `work` at most once per key: without a key it simply runs; with one it claims the key,
 * replays a stored response, or stores the new one. `work` is told the key it claimed; when it
 * stores the response with the key itself, in its own last statement (`storedWithKey: true`), no
 * separate update is sent.
 */
export async function runIdempotent<T>(
  tx: Tx,
  request: {
    storeId: string;
    key: string | undefined;
    hash: string;
    /** Set when the caller already tried the claim itself (startLedgerTransaction): whether it got the key. */
    claimed?: boolean;
  },
  work: (claimedKey: string | undefined) => Promise<StoredResponse<T> & { storedWithKey?: boolean }>,
): Promise<StoredResponse<T> & { isReplay: boolean }> {
  const { storeId, key, hash } = request;
  if (!key) {
    const { status, body } = await work(undefined);
    return { status, body, isReplay: false };
  }
  const claim =
    request.claimed === undefined
      ? await claimIdempotencyKey<T>(tx, storeId, key, hash)
      : request.claimed
        ? ({ kind: 'claimed' } as const)
        : await readExistingClaim<T>(tx, storeId, key, hash);
  if (claim.kind === 'replay') return { ...claim.response, isReplay: true };
  const { status, body, storedWithKey } = await work(key);
  if (!storedWithKey) await completeIdempotencyKey(tx, storeId, key, { status, body });
  return { status, body, isReplay: false };
}

/**
 * The first statement of a ledger write's transaction, one round trip instead of two: the audit
 * settings withActor sets (app.actor_id, app.ip, app.user_agent, local to the transaction) and, with
 * an Idempotency-Key, the claim (the same INSERT … ON CONFLICT DO NOTHING as claimIdempotencyKey).
 * idempotency_keys has no trigger, and the settings are in place before any later statement fires an
 * audit trigger. Returns whether the key was claimed (true without a key); when it was not, the
 * caller passes `claimed: false` to runIdempotent, which reads the stored response.
 */
export async function setActorAndClaim(
  tx: Tx,
  actor: Actor,
  request: { storeId: string; key: string | undefined; hash: string },
): Promise<boolean> {
  const settings = sql`set_config('app.actor_id', ${actor.userId ?? ''}, true),
    set_config('app.ip', ${actor.ip ?? ''}, true),
    set_config('app.user_agent', ${(actor.userAgent ?? '').slice(0, 100)}, true)`;
  if (!request.key) {
    await tx.execute(sql`select ${settings}`);
    return true;
  }
  const result = await tx.execute<{ claimed: boolean }>(sql`
    with claim as (
      insert into ${idempotencyKeys} (store_id, key, request_hash, status)
      values (${request.storeId}, ${request.key}, ${request.hash}, 'pending')
      on conflict do nothing
      returning key
    )
    select ${settings}, exists (select 1 from claim) as claimed`);
  return result.rows[0]?.claimed === true;
}
