import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/with-actor';
import { idempotencyKeys } from '../db/schema/index';
import { AppError } from '../http/app-error';
import type { Db } from '../db/client';

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
