import { eq } from 'drizzle-orm';
import { isStrongPassword } from '#shared/auth/password';
import { AppError } from '../http/app-error';
import type { Actor, AppDeps } from '../http/types';
import { adminUsers, profiles, users } from '../db/schema/index';
import { withActor } from '../db/with-actor';

export type CreateAdminInput = { email: string; password: string; firstName: string; lastName: string };

/**
 * Create a platform admin, or promote the existing user with that email (spec part 2 §4).
 * The account is marked verified: an admin creates it on purpose.
 */
export async function createOrPromoteAdmin(deps: AppDeps, input: CreateAdminInput, actor: Actor) {
  const email = input.email.trim().toLowerCase();
  let [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  const promoted = !!user;
  if (!user) {
    if (!isStrongPassword(input.password)) throw new AppError('WEAK_PASSWORD', { password: 'weak_password' });
    const result = await deps.auth.api.signUpEmail({
      body: { email, password: input.password, name: `${input.firstName} ${input.lastName}` },
    });
    user = { id: result.user.id };
  }
  const userId = user.id;
  await withActor(deps.db, actor, async (tx) => {
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    if (!promoted) {
      await tx.update(profiles).set({ firstName: input.firstName, lastName: input.lastName }).where(eq(profiles.id, userId));
    }
    await tx.insert(adminUsers).values({ userId }).onConflictDoNothing();
  });
  return { userId, promoted };
}
