import type { MiddlewareHandler } from 'hono';
import { eq } from 'drizzle-orm';
import { AppError } from '../http/app-error';
import type { AppEnv, Membership, SignedInUser } from '../http/types';
import { adminUsers, sessions, userRoles } from '../db/schema/index';

/** Reads the Better Auth session (if any) and the user's store membership. */
export const loadSession: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { auth, db, config } = c.get('deps');
  c.set('user', null);
  c.set('membership', null);
  const found = await auth.api.getSession({ headers: c.req.raw.headers });
  if (found) {
    const maxAgeMs = config.SESSION_MAX_AGE_DAYS * 86_400_000;
    if (new Date(found.session.createdAt).getTime() + maxAgeMs < Date.now()) {
      // Absolute lifetime reached: the session ends however active it was.
      await db.delete(sessions).where(eq(sessions.id, found.session.id));
    } else {
      const user: SignedInUser = {
        id: found.user.id,
        email: found.user.email,
        name: found.user.name,
        emailVerified: found.user.emailVerified,
        sessionId: found.session.id,
      };
      c.set('user', user);
      const [role] = await db
        .select({ storeId: userRoles.storeId, role: userRoles.role, isFirstLogin: userRoles.isFirstLogin })
        .from(userRoles)
        .where(eq(userRoles.userId, user.id))
        .limit(1);
      if (role) c.set('membership', role satisfies Membership);
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

export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHENTICATED');
  const { db } = c.get('deps');
  const [admin] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.userId, user.id)).limit(1);
  if (!admin) throw new AppError('ADMIN_ONLY');
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
