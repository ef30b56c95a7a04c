import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { isStrongPassword } from '#shared/auth/password';
import type { AdminUser } from '#shared/admin/admin-users.schemas';
import { AppError } from '../http/app-error';
import type { Actor, AppDeps } from '../http/types';
import { adminUsers, profiles, users } from '../db/schema/index';
import { hashPassword } from '../auth/password-hash';
import { insertVerifiedCredentialUser } from '../auth/credential-user';
import { withActor } from '../db/with-actor';
import { readSystemSettings } from '../config/settings-store';

export type CreateAdminInput = { email: string; password: string; firstName: string; lastName: string };

/** The server's strength rule plus the minimum length of the system settings (8..128). */
export async function checkAdminPassword(deps: AppDeps, password: string) {
  const { password_min_length: minLength } = await readSystemSettings(deps.db);
  if (!isStrongPassword(password) || password.length < minLength) throw new AppError('WEAK_PASSWORD', { password: 'weak_password' });
}

async function findUserId(deps: AppDeps, email: string): Promise<string | null> {
  const [found] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return found?.id ?? null;
}

/**
 * Create a platform admin, or promote the existing user with that email (spec part 2 §4).
 * The account is marked verified: an admin creates it on purpose.
 */
export async function createOrPromoteAdmin(deps: AppDeps, input: CreateAdminInput, actor: Actor) {
  const email = input.email.trim().toLowerCase();
  const existingId = await findUserId(deps, email);
  if (!existingId) await checkAdminPassword(deps, input.password);
  // A new admin is made in one transaction with no confirmation mail (nobody needs to confirm it).
  const passwordHash = existingId ? null : await hashPassword(input.password);
  const userId = existingId ?? randomUUID();
  await withActor(deps.db, actor, async (tx) => {
    if (passwordHash && !(await insertVerifiedCredentialUser(tx, { userId, email, firstName: input.firstName, lastName: input.lastName, passwordHash }))) {
      throw new AppError('EMAIL_TAKEN', { email: 'email_taken' }); // registered a moment ago by someone else
    }
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    await tx.insert(adminUsers).values({ userId }).onConflictDoNothing();
  });
  return { userId, promoted: !!existingId };
}

/** Create admin on the admin users screen: a new account only; an existing email is 409 (promote it instead). */
export async function createNewAdmin(deps: AppDeps, input: CreateAdminInput, actor: Actor) {
  if (await findUserId(deps, input.email)) throw new AppError('EMAIL_TAKEN', { email: 'email_taken' });
  return createOrPromoteAdmin(deps, input, actor);
}

/** Promote an existing account by email; an unknown address is 404 (nothing is created). */
export async function promoteExistingUser(deps: AppDeps, email: string, actor: Actor) {
  const userId = await findUserId(deps, email);
  if (!userId) throw new AppError('NOT_FOUND');
  await withActor(deps.db, actor, (tx) => tx.insert(adminUsers).values({ userId }).onConflictDoNothing());
  return { userId, promoted: true };
}

/** Every platform admin with their profile, oldest first. */
export async function listAdminUsers(deps: AppDeps, selfId: string): Promise<AdminUser[]> {
  const rows = await deps.db
    .select({ userId: adminUsers.userId, email: users.email, firstName: profiles.firstName, lastName: profiles.lastName, createdAt: adminUsers.createdAt })
    .from(adminUsers)
    .innerJoin(users, eq(users.id, adminUsers.userId))
    .leftJoin(profiles, eq(profiles.id, adminUsers.userId))
    .orderBy(asc(adminUsers.createdAt), asc(adminUsers.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), isSelf: row.userId === selfId }));
}

/**
 * Remove a user's admin rights (the account stays). Never oneself, never the last admin: every
 * admin row is locked first, so two admins deleting each other at once cannot leave none.
 */
export async function deleteAdminUser(deps: AppDeps, targetUserId: string, actor: Actor) {
  if (targetUserId === actor.userId) throw new AppError('ADMIN_CANNOT_DELETE_SELF');
  await withActor(deps.db, actor, async (tx) => {
    const rows = await tx.select({ userId: adminUsers.userId }).from(adminUsers).orderBy(asc(adminUsers.id)).for('update');
    if (!rows.some((row) => row.userId === targetUserId)) throw new AppError('NOT_FOUND');
    if (rows.length <= 1) throw new AppError('LAST_ADMIN');
    await tx.delete(adminUsers).where(eq(adminUsers.userId, targetUserId));
  });
}
