import type { Context, MiddlewareHandler } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import type { Db } from '../db/client';
import type { AppEnv } from './types';

/**
 * Read-your-writes with DATABASE_READ_URL (decision 061). After a request that may have written
 * (anything but GET/HEAD/OPTIONS answered below 400) the browser gets a cookie with the primary's
 * WAL position at that moment; a read through readDb() goes to the replica only once the replica
 * has replayed past it, so a person's own next page shows their own write — on any instance, since
 * the position travels with the person, not in one server's memory.
 */
export const LAST_WRITE_COOKIE = 'cs_last_write';

/** Longer than any lag the replica is allowed (it is not used beyond that lag): then the cookie says nothing new. */
const LAST_WRITE_COOKIE_SECONDS = 120;

/** Where this request's reports, exports and admin lists read: the replica when it may, else the primary. */
export function readDb(c: Context<AppEnv>): Promise<Db> | Db {
  const { db, readReplica } = c.get('deps');
  if (!readReplica) return db;
  return readReplica.choose(getCookie(c, LAST_WRITE_COOKIE));
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Sets the last-write cookie after a request that may have written (only with a read replica). */
export function rememberLastWrite(isHttpsApp: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const replica = c.get('deps').readReplica;
    if (!replica || READ_METHODS.has(c.req.method) || c.res.status >= 400) return;
    try {
      const lsn = await replica.primaryLsn();
      const cookie = generateCookie(LAST_WRITE_COOKIE, lsn.replace('/', '-'), { path: '/api', httpOnly: true, sameSite: 'Lax', secure: isHttpsApp, maxAge: LAST_WRITE_COOKIE_SECONDS });
      try {
        c.res.headers.append('Set-Cookie', cookie); // in place (set-response-header.ts says why)
      } catch {
        c.header('Set-Cookie', cookie, { append: true });
      }
    } catch {
      // The primary went away after the write: the write's own answer stands; the next read finds out.
    }
  };
}
