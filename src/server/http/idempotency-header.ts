import type { Context } from 'hono';
import { z } from 'zod';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '#shared/credit/credit.schemas';
import type { AppEnv } from './types';
import { parseInput } from './validate';

const idempotencyHeaderSchema = z.object({ idempotencyKey: idempotencyKeySchema.optional() });

/** The optional Idempotency-Key header; a malformed one is a 422 field error. */
export function readIdempotencyKey(c: Context<AppEnv>): string | undefined {
  return parseInput(idempotencyHeaderSchema, { idempotencyKey: c.req.header(IDEMPOTENCY_HEADER) }).idempotencyKey;
}

/** A replayed answer says so (the first answer, sent again for a retried key). */
export function markReplay(c: Context<AppEnv>, isReplay: boolean): void {
  if (isReplay) c.header('Idempotent-Replayed', 'true');
}
