import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError } from './app-error';
import type { AppEnv } from './types';

/** Every error leaves as { error: { code, fields? } }; unknown errors are logged with the request id. */
export function handleError(error: Error, c: Context<AppEnv>) {
  if (error instanceof AppError) {
    return c.json(error.toBody(), error.status);
  }
  if (error instanceof HTTPException && error.status < 500) {
    const code = error.status === 401 ? 'UNAUTHENTICATED' : error.status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED';
    return c.json({ error: { code } }, error.status);
  }
  console.error(`[error] request ${c.get('requestId')} ${c.req.method} ${c.req.path}`, error);
  return c.json({ error: { code: 'INTERNAL' } }, 500);
}
