import { eq } from 'drizzle-orm';
import { isStrongPassword } from '#shared/auth/password';
import type { SignUpInput } from '#shared/auth/auth.schemas';
import { AppError } from '../http/app-error';
import type { Actor, AppDeps } from '../http/types';
import { profiles, stores, userRoles, users } from '../db/schema/index';
import { withActor } from '../db/with-actor';
import { formatStoreAddress } from '#shared/stores/store.schemas';
import { trialEndFrom } from '#shared/subscription/subscription';
import { accountExistsEmail } from './signup.mail';

/**
 * Sign-up with the store's information: the user (Better Auth, Argon2id), the profile, the store
 * and the owner role (first login, so /setup confirms the store) — one store per owner.
 * An email that already has an account gets the same answer (no enumeration) and a notice by mail.
 */
export async function signUpOwner(deps: AppDeps, input: SignUpInput, actor: Actor): Promise<{ userId: string | null }> {
  if (!isStrongPassword(input.password)) throw new AppError('WEAK_PASSWORD', { password: 'weak_password' });

  const [existing] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (existing) {
    await deps.mailer.send(accountExistsEmail(input.email, deps.config.appUrl)).catch(() => undefined);
    return { userId: null };
  }

  const result = await deps.auth.api.signUpEmail({
    body: { email: input.email, password: input.password, name: `${input.firstName} ${input.lastName}` },
  });
  const userId = result.user.id;
  const [created] = await deps.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!created) return { userId: null }; // a concurrent sign-up with the same email won

  try {
    await createOwnerStore(deps, input, { ...actor, userId });
  } catch (error) {
    // All or nothing: a user must never be left without the store they signed up with.
    await deps.db.delete(users).where(eq(users.id, userId));
    throw error;
  }
  return { userId };
}

/** The profile names, the store and the owner role of a just-created user, in one transaction. */
async function createOwnerStore(deps: AppDeps, input: SignUpInput, actor: Actor & { userId: string }) {
  const { userId } = actor;
  const now = new Date();
  await withActor(deps.db, actor, async (tx) => {
    await tx
      .update(profiles)
      .set({ firstName: input.firstName, lastName: input.lastName, updatedAt: now })
      .where(eq(profiles.id, userId));
    const [store] = await tx
      .insert(stores)
      .values({
        name: input.storeName,
        address: formatStoreAddress({ street: input.storeStreet, city: input.storeCity, state: input.storeState, zip: input.storeZip }),
        street: input.storeStreet,
        city: input.storeCity,
        state: input.storeState,
        zip: input.storeZip,
        phone: input.storePhone,
        ownerId: userId,
        timezone: input.timezone ?? 'UTC',
        trialStartDate: now,
        trialEndDate: trialEndFrom(now),
      })
      .returning({ id: stores.id });
    await tx.insert(userRoles).values({ userId, storeId: store!.id, role: 'store_owner', isFirstLogin: true });
  });
}
