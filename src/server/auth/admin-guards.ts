import type { Context, MiddlewareHandler } from 'hono';
import { AppError } from '../http/app-error';
import type { AppEnv, SignedInUser } from '../http/types';
import { currentSettings, currentSettingsInMemory } from '../config/settings-cache';
import { adminRefusal, adminStandingOf, type AdminStanding } from './admin-standing';

/** The caller's admin standing, asked once per request (kept on the context). */
export async function standingOf(c: Context<AppEnv>, user: SignedInUser): Promise<AdminStanding> {
  let standing = c.get('adminStanding');
  if (!standing) {
    standing = await adminStandingOf(c.get('deps').db, user);
    c.set('adminStanding', standing);
  }
  return standing;
}

/** 'admin' routes: a platform admin with every power (the second factor given when required). */
export const requireAdmin: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHENTICATED');
  const standing = await standingOf(c, user);
  if (standing !== 'verified') throw await adminRefusal(c.get('deps').db, user, standing);
  await next();
};

/** 'adminUnverified' routes (the second factor's own): any platform admin, code given or not. */
export const requireAdminUnverified: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHENTICATED');
  if ((await standingOf(c, user)) === 'none') throw new AppError('ADMIN_ONLY');
  await next();
};

/**
 * Maintenance mode (system settings, decision 037): store API routes answer 503 MAINTENANCE_MODE to
 * everyone but verified platform admins. Placed after the access guard; costs no query while it is off.
 */
export const refuseDuringMaintenance: MiddlewareHandler<AppEnv> = async (c, next) => {
  const db = c.get('deps').db;
  // The copy in memory when it is current (every request but the first after a change): no await for it.
  if ((currentSettingsInMemory(db) ?? (await currentSettings(db))).maintenance_mode) {
    const user = c.get('user');
    if (!user || (await standingOf(c, user)) !== 'verified') throw new AppError('MAINTENANCE_MODE');
  }
  await next();
};

/**
 * The community board: a store member (as requireMember) or a verified platform admin. An admin
 * without their second factor is a plain user here: no store → refused, no admin powers.
 */
export const requireCommunity: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) throw new AppError('UNAUTHENTICATED');
  const isAdmin = (await standingOf(c, user)) === 'verified';
  const membership = c.get('membership');
  const isMember = membership !== null && !(membership.isFirstLogin && membership.role !== 'employee');
  if (!isAdmin && !isMember) throw new AppError('NO_STORE');
  await next();
};
