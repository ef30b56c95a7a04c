import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError } from './app-error';
import { isDatabaseUnavailable } from '../db/errors';
import type { AppEnv } from './types';

/** Every error leaves as { error: { code, fields? } }; unknown errors are logged with the request id; a lost database is 503 DATABASE_UNAVAILABLE (retry). */
export function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof AppError) {
    return c.json(error.toBody(), error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    const code = error.status === 401 ? 'UNAUTHENTICATED' : error.status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED';
    return c.json({ error: { code } }, error.status);
  }
  if (isDatabaseUnavailable(error)) {
    // A restart or failover of the database (decision 053). A write whose connection broke at commit
    // may have been applied: writes that move money carry an Idempotency-Key, so their retry is
    // applied once. The root cause only: the failed query's text would carry its parameters.
    console.warn(`[db] request ${c.get('requestId')} ${c.req.method} ${c.req.path}: database unavailable (${rootMessage(error)})`);
    return c.json({ error: { code: 'DATABASE_UNAVAILABLE' } }, 503);
  }
  console.error(`[error] request ${c.get('requestId')} ${c.req.method} ${c.req.path}`, error);
  return c.json({ error: { code: 'INTERNAL' } }, 500);
}

function rootMessage(error: Error): string {
  let current: unknown = error;
  while (current instanceof Error && current.cause instanceof Error) current = current.cause;
  return current instanceof Error ? current.message : String(current);
}
