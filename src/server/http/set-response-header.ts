import type { Context } from 'hono';

/**
 * Set a header on the response already made (after `await next()`), in place.
 *
 * hono's `c.header()` after the handler has answered rebuilds the Response from `res.body` — a web
 * ReadableStream — which turns @hono/node-server's light string/byte response into a full web
 * Response streamed out chunk by chunk. Setting the header on the existing Headers keeps the body as
 * it is. Responses whose headers are immutable (e.g. a fetched Response) fall back to `c.header()`.
 */
export function setResponseHeader(c: Context, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.header(name, value);
  }
}
