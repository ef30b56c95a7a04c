import { randomUUID } from 'node:crypto';
import { createEmailVerificationToken } from 'better-auth/api';
import { currentSettings } from '../config/settings-cache';
import { throwUnlessStrong } from '../config/password-rule';
import type { SignUpInput } from '#shared/auth/auth.schemas';
import { formatStoreAddress } from '#shared/stores/store.schemas';
import { trialEndFrom } from '#shared/subscription/subscription';
import type { Actor, AppDeps } from '../http/types';
import { accounts, profiles, stores, userRoles, users } from '../db/schema/index';
import { withActor, type Tx } from '../db/with-actor';
import { isUniqueViolation } from '../db/errors';
import { enforceMailingLimits } from '../abuse/mail-limits';
import { withAnswerFloor } from '../abuse/answer-floor';
import { hashPassword } from '../auth/password-hash';
import { VERIFICATION_EXPIRES_SECONDS, verificationLink } from '../auth/auth';
import { accountExistsEmail, verificationEmail } from '../mail/templates';
import type { MailMessage } from '../mail/mail-message';
import { sendLater } from '../mail/send-later';
import { storedPhone } from '../phone/stored-phone';

/**
 * Every sign-up answers no sooner than this after it arrived, new address or not. Well above the
 * new-address path (an Argon2id hash, one transaction, a signed token: about 50 ms).
 */
export const SIGNUP_ANSWER_FLOOR_MS = 250;

/**
 * Sign-up with the store's information: the user with a credential account (Argon2id), the
 * profile, the store and the owner role (first login, so /setup confirms the store) — in ONE
 * transaction, so a failure anywhere leaves no user without a store.
 *
 * An address that already has an account gets the same answer in the same time: the password is
 * hashed all the same, one email goes out either way (after the answer), and the answer waits for
 * a fixed floor. Sign-ups are limited per IP and per address (request_counters).
 */
export async function signUpOwner(deps: AppDeps, input: SignUpInput, actor: Actor): Promise<{ userId: string | null }> {
  return withAnswerFloor(SIGNUP_ANSWER_FLOOR_MS, async () => {
    const isIpLimitOn = deps.config.AUTH_IP_RATE_LIMIT === 'on';
    await enforceMailingLimits(deps.db, 'signup', { ip: actor.ip, email: input.email, isIpLimitOn });
    throwUnlessStrong(input.password, (await currentSettings(deps.db)).password_min_length, 'password');
    const storePhone = storedPhone(input.storePhone, input.timezone, 'storePhone');
    const passwordHash = await hashPassword(input.password);
    const { userId, message } = await createOwner(deps, { ...input, storePhone }, passwordHash, actor);
    sendLater(deps.mailer, message);
    return { userId };
  });
}

/** Create everything, or — the address is taken — nothing (userId null); and the one email to send. */
async function createOwner(deps: AppDeps, input: SignUpInput, passwordHash: string, actor: Actor): Promise<{ userId: string | null; message: MailMessage }> {
  const { appUrl } = deps.config;
  const userId = randomUUID();
  try {
    const isCreated = await withActor(deps.db, { ...actor, userId }, (tx) => insertOwner(tx, userId, input, passwordHash));
    if (!isCreated) return { userId: null, message: accountExistsEmail(input.email, appUrl, input.language) };
  } catch (error) {
    // Two sign-ups with one address at once: the loser is told what an existing address is told.
    if (isUniqueViolation(error)) return { userId: null, message: accountExistsEmail(input.email, appUrl, input.language) };
    throw error;
  }
  const { secret } = await deps.auth.$context; // the secret Better Auth checks the link with
  const token = await createEmailVerificationToken(secret, input.email, undefined, VERIFICATION_EXPIRES_SECONDS);
  return { userId, message: verificationEmail(input.email, fullName(input), verificationLink(appUrl, token), input.language) };
}

const fullName = (input: SignUpInput) => `${input.firstName} ${input.lastName}`;

/** The user, its password, profile, store and owner role; false when the address is taken. */
async function insertOwner(tx: Tx, userId: string, input: SignUpInput, passwordHash: string): Promise<boolean> {
  const now = new Date();
  const [user] = await tx
    .insert(users)
    .values({ id: userId, name: fullName(input), email: input.email, emailVerified: false, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!user) return false;
  await tx.insert(accounts).values({ id: randomUUID(), accountId: userId, providerId: 'credential', userId, password: passwordHash, createdAt: now, updatedAt: now });
  await tx.insert(profiles).values({ id: userId, email: input.email, firstName: input.firstName, lastName: input.lastName, language: input.language ?? null });
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
  return true;
}

