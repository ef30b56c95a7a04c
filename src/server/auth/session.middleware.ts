import type { MiddlewareHandler } from 'hono';
import { eq, sql } from 'drizzle-orm';
import { AppError } from '../http/app-error';
import type { AppEnv, Membership, SignedInUser } from '../http/types';
import type { Db } from '../db/client';
import { perDatabase } from '../db/raw-rows';
import { profiles, sessions, stores, userRoles, users } from '../db/schema/index';
import { personNameSql } from '../db/person-name';
import { lapseReason, type LapseReason } from '#shared/subscription/subscription';
import { LAST_SEEN_STEP_MS } from './last-seen';
import { readCookie, sessionCookieSettings, verifySignedCookie } from './session-cookie';
import { currentSettings } from '../config/settings-cache';

/**
 * The session, its user, the user's store membership and that store's time zone, in one query by
 * token (sessions.token is unique, user_roles.user_id is unique). Prepared once per database.
 */
function prepareSessionLookup(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.updatedAt,
      userId: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      displayName: personNameSql,
      storeId: userRoles.storeId,
      role: userRoles.role,
      isFirstLogin: userRoles.isFirstLogin,
      timezone: stores.timezone,
      subscriptionStatus: stores.subscriptionStatus,
      trialEndDate: stores.trialEndDate,
      subscriptionEndDate: stores.subscriptionEndDate,
      paymentSubscriptionId: stores.paymentSubscriptionId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(profiles, eq(profiles.id, sessions.userId))
    .leftJoin(userRoles, eq(userRoles.userId, sessions.userId))
    .leftJoin(stores, eq(stores.id, userRoles.storeId))
    .where(eq(sessions.token, sql.placeholder('token')))
    .limit(1)
    .prepare('cs_session_lookup');
}

const sessionLookup = perDatabase((db) => prepareSessionLookup(db));

/** Whether the store may only read (decision 027): from the row the session lookup already joined. */
function storeLapse(
  found: { subscriptionStatus: string | null; trialEndDate: Date | null; subscriptionEndDate: Date | null; paymentSubscriptionId: string | null },
  now: number,
): LapseReason | null {
  if (found.subscriptionStatus === null) return null;
  return lapseReason(
    {
      status: found.subscriptionStatus,
      trialEndDate: found.trialEndDate?.toISOString() ?? null,
      subscriptionEndDate: found.subscriptionEndDate?.toISOString() ?? null,
      renewsByCard: !!found.paymentSubscriptionId,
    },
    new Date(now),
  );
}

/**
 * Reads the Better Auth session (if any) and the user's store membership.
 *
 * This does what `auth.api.getSession` does for a database session — verify the signed session
 * cookie (same cookie name, same HMAC-SHA256 signature), load the session row by token, refuse and
 * delete it when expired, move its expiry forward once it is `updateAge` past its last refresh
 * (unless the user chose not to be remembered) — and adds the absolute lifetime, the membership and
 * the store's time zone and the user's display name, all from one round trip. The row is read on every request, so sign-out,
 * revocation and password-reset revocation take effect immediately.
 */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { auth, db, config } = c.get('deps');
  c.set('user', null);
  c.set('membership', null);
  const cookieHeader = c.req.header('cookie');
  if (cookieHeader) {
    const settings = await sessionCookieSettings(auth);
    const token = verifySignedCookie(readCookie(cookieHeader, settings.sessionCookieName), settings.secret);
    if (token) {
      const [found] = await sessionLookup(db, 'session').execute({ token });
      if (found) {
        const now = Date.now();
        const expiresAt = found.expiresAt.getTime();
        const maxAgeMs = config.SESSION_MAX_AGE_DAYS * 86_400_000;
        const idleMs = (await currentSettings(db)).session_timeout * 60_000 + LAST_SEEN_STEP_MS;
        if (expiresAt < now || found.createdAt.getTime() + maxAgeMs < now || found.lastSeenAt.getTime() + idleMs < now) {
          // Idle timeout passed (as Better Auth does, or the platform's session timeout since the
          // last request), or the absolute lifetime reached however active the session was: the
          // session ends.
          await db.delete(sessions).where(eq(sessions.id, found.sessionId));
        } else if (await refreshIfDue(c.get('deps').db, found, cookieHeader, settings, now)) {
          const user: SignedInUser = {
            id: found.userId,
            email: found.email,
            name: found.name,
            emailVerified: found.emailVerified,
            sessionId: found.sessionId,
            displayName: found.displayName ?? found.name,
          };
          c.set('user', user);
          if (found.storeId && found.role && found.isFirstLogin !== null) {
            c.set('membership', {
              storeId: found.storeId,
              role: found.role,
              isFirstLogin: found.isFirstLogin,
              timezone: found.timezone ?? 'UTC',
              lapsed: storeLapse(found, now),
            } satisfies Membership);
          }
        }
      }
    }
  }
  await next();
};

/**
 * Better Auth's sliding idle timeout: once `updateAge` has passed since the last refresh, expires_at
 * moves to now + expiresIn (not for "don't remember me" sessions). False when the row vanished in
 * between (signed out concurrently).
 */
async function refreshIfDue(
  db: Db,
  found: { sessionId: string; expiresAt: Date; lastSeenAt: Date },
  cookieHeader: string,
  settings: Awaited<ReturnType<typeof sessionCookieSettings>>,
  now: number,
): Promise<boolean> {
  const due = found.expiresAt.getTime() - settings.expiresInS * 1000 + settings.updateAgeS * 1000 <= now;
  const seenDue = found.lastSeenAt.getTime() + LAST_SEEN_STEP_MS <= now;
  if (!due && !seenDue) return true;
  if (!due || verifySignedCookie(readCookie(cookieHeader, settings.dontRememberCookieName), settings.secret)) {
    // Only the last-seen time (the platform's session timeout counts from it): at most once a minute.
    const touched = await db.update(sessions).set({ updatedAt: new Date(now) }).where(eq(sessions.id, found.sessionId)).returning({ id: sessions.id });
    return touched.length > 0;
  }
  const updated = await db
    .update(sessions)
    .set({ expiresAt: new Date(now + settings.expiresInS * 1000), updatedAt: new Date(now) })
    .where(eq(sessions.id, found.sessionId))
    .returning({ id: sessions.id });
  return updated.length > 0;
}

export const requireUser: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw new AppError('UNAUTHENTICATED');
  await next();
};

/** A store member past first-login setup (owners) or any employee. */
export const requireMember: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw new AppError('UNAUTHENTICATED');
  const membership = c.get('membership');
  if (!membership) throw new AppError('NO_STORE');
  if (membership.isFirstLogin && membership.role !== 'employee') throw new AppError('NO_STORE');
  await next();
};

export const requireOwner: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw new AppError('UNAUTHENTICATED');
  const membership = c.get('membership');
  if (!membership) throw new AppError('NO_STORE');
  if (membership.role !== 'store_owner') throw new AppError('OWNER_ONLY');
  if (membership.isFirstLogin) throw new AppError('NO_STORE');
  await next();
};

/** A route with blockedWhenLapsed: a store whose subscription lapsed may read, not write (402). */
export const requireWritableStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get('membership')?.lapsed) throw new AppError('SUBSCRIPTION_LAPSED');
  await next();
};

/** The actor for audit settings, from the request. */
export function actorOf(c: { get: (key: 'user' | 'clientIp') => unknown; req: { header: (name: string) => string | undefined } }) {
  const user = c.get('user') as SignedInUser | null;
  return {
    userId: user?.id ?? null,
    ip: (c.get('clientIp') as string | null) ?? null,
    userAgent: c.req.header('user-agent') ?? null,
  };
}
