import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { isStrongPassword } from '#shared/auth/password';
import { AppError } from '../http/app-error';
import type { Actor, AppDeps } from '../http/types';
import { adminUsers, users } from '../db/schema/index';
import { hashPassword } from '../auth/password-hash';
import { insertVerifiedCredentialUser } from '../auth/credential-user';
import { withActor } from '../db/with-actor';

export type CreateAdminInput = { email: string; password: string; firstName: string; lastName: string };

/**
 * Create a platform admin, or promote the existing user with that email (spec part 2 §4).
 * The account is marked verified: an admin creates it on purpose.
 */
export async function createOrPromoteAdmin(deps: AppDeps, input: CreateAdminInput, actor: Actor) {
  const email = input.email.trim().toLowerCase();
  const [existing] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (!existing && !isStrongPassword(input.password)) throw new AppError('WEAK_PASSWORD', { password: 'weak_password' });
  // A new admin is made in one transaction with no confirmation mail (nobody needs to confirm it).
  const passwordHash = existing ? null : await hashPassword(input.password);
  const userId = existing?.id ?? randomUUID();
  await withActor(deps.db, actor, async (tx) => {
    if (passwordHash && !(await insertVerifiedCredentialUser(tx, { userId, email, firstName: input.firstName, lastName: input.lastName, passwordHash }))) {
      throw new AppError('EMAIL_TAKEN', { email: 'email_taken' }); // registered a moment ago by someone else
    }
    await tx.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    await tx.insert(adminUsers).values({ userId }).onConflictDoNothing();
  });
  return { userId, promoted: !!existing };
}
