import { lapseReason } from '#shared/subscription/subscription';
import { isLanguage, type Language } from '#shared/i18n/languages';
import { eq, sql } from 'drizzle-orm';
import type { SessionContext } from '#shared/session/session.schemas';
import type { Db } from '../db/client';
import { profiles, stores, userRoles } from '../db/schema/index';
import { adminStandingOf } from '../auth/admin-standing';
import type { SignedInUser } from '../http/types';

/** What every signed-in screen needs: the user, the role, the store, admin or not. */
export async function getSessionContext(db: Db, user: SignedInUser): Promise<SessionContext> {
  const [profile] = await db
    .select({ firstName: profiles.firstName, lastName: profiles.lastName, language: profiles.language })
    .from(profiles)
    .where(eq(profiles.id, user.id))
    .limit(1);
  const [membership] = await db
    .select({
      role: userRoles.role,
      isFirstLogin: userRoles.isFirstLogin,
      store: {
        id: stores.id,
        name: stores.name,
        address: stores.address,
        street: stores.street,
        city: stores.city,
        state: stores.state,
        zip: stores.zip,
        phone: stores.phone,
        timezone: stores.timezone,
        subscriptionStatus: stores.subscriptionStatus,
        trialEndDate: stores.trialEndDate,
        subscriptionEndDate: stores.subscriptionEndDate,
        createdAt: stores.createdAt,
        renewsByCard: sql<boolean>`${stores.paymentSubscriptionId} is not null`,
        employeesShareStatements: stores.employeesShareStatements,
      },
    })
    .from(userRoles)
    .innerJoin(stores, eq(stores.id, userRoles.storeId))
    .where(eq(userRoles.userId, user.id))
    .limit(1);
  // An admin still to give their second factor is one here (the client shows them the code's page), with no power yet.
  const standing = await adminStandingOf(db, user);
  const store = membership?.store;
  return {
    user: {
      id: user.id,
      email: user.email,
      firstName: profile?.firstName ?? '',
      lastName: profile?.lastName ?? '',
      emailVerified: user.emailVerified,
      language: isLanguage(profile?.language) ? profile.language : null,
    },
    role: membership?.role ?? null,
    isFirstLogin: membership?.isFirstLogin ?? false,
    isAdmin: standing !== 'none',
    store: store
      ? {
          ...store,
          trialEndDate: store.trialEndDate.toISOString(),
          subscriptionEndDate: store.subscriptionEndDate?.toISOString() ?? null,
          createdAt: store.createdAt.toISOString(),
          lapsed: lapseReason({
            status: store.subscriptionStatus,
            trialEndDate: store.trialEndDate.toISOString(),
            subscriptionEndDate: store.subscriptionEndDate?.toISOString() ?? null,
            renewsByCard: store.renewsByCard,
          }),
        }
      : null,
  };
}

/** Keep the signed-in person's language on their profile: it follows them to any device (issue 27). */
export async function setAccountLanguage(db: Db, user: SignedInUser, language: Language): Promise<void> {
  await db
    .insert(profiles)
    .values({ id: user.id, email: user.email, language })
    .onConflictDoUpdate({ target: profiles.id, set: { language, updatedAt: sql`now()` } });
}
