import type { MiddlewareHandler } from 'hono';
import { standHeader } from './standing-headers';

/** The longest request id taken from the caller's X-Request-Id (hono's requestId default). */
const LIMIT = 255;
const unsafe = /[^\w\-=]/;

/**
 * hono's requestId, with the answer's X-Request-Id named as a standing header (decision 073) instead
 * of set through c.header, which starts a web Headers object for every answer before the route runs:
 * the caller's X-Request-Id when it is short and plain (letters, digits, _, - and =), a new UUID otherwise.
 */
export function requestId(): MiddlewareHandler {
  return (c, next) => {
    let id = c.req.header('X-Request-Id');
    if (!id || id.length > LIMIT || unsafe.test(id)) id = crypto.randomUUID();
    c.set('requestId', id);
    standHeader(c, 'X-Request-Id', id);
    return next();
  };
}
