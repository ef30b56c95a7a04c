import { randomUUID } from 'node:crypto';
import type { Tx } from '../db/with-actor';
import { accounts, profiles, users } from '../db/schema/index';

export type CredentialUserInput = {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  /** From hashPassword (auth/password-hash.ts): Argon2id, as Better Auth stores and checks it. */
  passwordHash: string;
};

/**
 * A user someone else vouches for (an owner's employee, a platform admin made from the command
 * line): the user with a confirmed email, its credential account and its profile, inside the
 * caller's transaction. No confirmation mail. False when the email is already registered (nothing
 * written); a concurrent duplicate surfaces as a unique violation.
 */
export async function insertVerifiedCredentialUser(tx: Tx, input: CredentialUserInput): Promise<boolean> {
  const now = new Date();
  const { userId, email, firstName, lastName } = input;
  const [user] = await tx
    .insert(users)
    .values({ id: userId, name: `${firstName} ${lastName}`.trim(), email, emailVerified: true, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!user) return false;
  await tx.insert(accounts).values({ id: randomUUID(), accountId: userId, providerId: 'credential', userId, password: input.passwordHash, createdAt: now, updatedAt: now });
  await tx.insert(profiles).values({ id: userId, email, firstName, lastName, phone: input.phone ?? null });
  return true;
}
