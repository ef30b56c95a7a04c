import type { MiddlewareHandler } from 'hono';
import { AppError } from './app-error';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The JSON API refuses cross-site requests: a state-changing request whose Origin is not ours
 * (or, without Origin, whose Sec-Fetch-Site says cross-site) is answered 403.
 */
export function originCheck(appOrigin: string): MiddlewareHandler {
  const allowed = new URL(appOrigin).origin;
  return async (c, next) => {
    if (!safeMethods.has(c.req.method)) {
      const origin = c.req.header('origin');
      const fetchSite = c.req.header('sec-fetch-site');
      if (origin ? origin !== allowed : fetchSite === 'cross-site') {
        throw new AppError('CROSS_SITE_REQUEST');
      }
    }
    await next();
  };
}
