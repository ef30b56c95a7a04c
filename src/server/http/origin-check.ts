import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The JSON API takes state-changing requests only from our own pages:
 * - an Origin header, when sent, must be ours;
 * - a Sec-Fetch-Site header, when sent, must say same-origin (same-site is refused: a sibling
 *   subdomain is another site's code);
 * - a request carrying cookies must prove where it comes from: same-origin Sec-Fetch-Site, or (an
 *   older browser without it) our Origin.
 * A request with neither header nor cookie (a script, a webhook) holds no session to abuse.
 */
export function originCheck(appOrigin: string): MiddlewareHandler {
  const allowed = new URL(appOrigin).origin;
  return async (c, next) => {
    if (!safeMethods.has(c.req.method) && !isSameOrigin(c.req.header('origin'), c.req.header('sec-fetch-site'), !!c.req.header('cookie'), allowed)) {
      throw new AppError('CROSS_SITE_REQUEST');
    }
    await next();
  };
}

function isSameOrigin(origin: string | undefined, fetchSite: string | undefined, hasCookie: boolean, allowed: string): boolean {
  if (origin !== undefined && origin !== allowed) return false;
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  return !hasCookie || origin === allowed;
}
