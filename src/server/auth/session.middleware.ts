import type { MiddlewareHandler } from 'hono';
import { AppError } from '../http/app-error';
import type { AppEnv, Membership, SignedInUser } from '../http/types';
import { lapseReason, type LapseReason } from '#shared/subscription/subscription';
import { readCookie, sessionCookieSettings, verifySignedCookie } from './session-cookie';
import { currentSession } from './session-lookup';

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
 * the store's time zone and the user's display name. The row comes from the instance's session cache
 * while its LISTEN connection is up (every change to it is NOTIFYed by a trigger: decision 056), else
 * from one prepared query; so sign-out, revocation and password-reset revocation take effect at once.
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
      const now = Date.now();
      const found = await currentSession(db, { token, cookieHeader, settings, maxAgeDays: config.SESSION_MAX_AGE_DAYS, now });
      if (found) {
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
  await next();
};

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
