import type { MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv } from './types';

/**
 * The client IP comes from the socket. Only when TRUST_PROXY is set is the left-most
 * X-Forwarded-For address used (the proxy in front must overwrite that header).
 */
export function clientIp(trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    let ip: string | null = null;
    if (trustProxy) {
      ip = c.req.header('x-forwarded-for')?.split(',')[0]?.trim() || null;
    }
    if (!ip) {
      try {
        ip = getConnInfo(c).remote.address ?? null;
      } catch {
        ip = null; // requests made in process (tests) have no socket
      }
    }
    c.set('clientIp', ip ? ip.replace(/^::ffff:/, '') : null);
    await next();
  };
}
