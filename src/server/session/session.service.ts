import { lapseReason } from '#shared/subscription/subscription';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#shared/i18n/languages';
import { sql } from 'drizzle-orm';
import type { SessionContext } from '#shared/session/session.schemas';
import type { Db } from '../db/client';
import { perDatabase, preparedRowsQuery } from '../db/raw-rows';
import { profiles } from '../db/schema/index';
import type { SignedInUser } from '../http/types';

/**
 * The profile's name, the membership with its store and whether the user is a platform admin, in
 * one named prepared statement (issue 28): one round trip for GET /api/session besides the session
 * itself (which comes from the instance's session cache, decision 056).
 */
const contextQuery = perDatabase((db) =>
  preparedRowsQuery(
    db,
    'cs_session_context',
    sql`select p.first_name, p.last_name, r.role, r.is_first_login,
               s.id, s.name, s.address, s.street, s.city, s.state, s.zip, s.phone, s.timezone, s.subscription_status,
               s.trial_end_date, s.subscription_end_date, s.created_at, s.payment_subscription_id is not null, s.employees_share_statements,
               exists (select 1 from admin_users a where a.user_id = ${sql.placeholder('userId')}), p.language,
               (select op.language from profiles op where op.id = s.owner_id)
          from (select 1) as one
          left join profiles p on p.id = ${sql.placeholder('userId')}
          left join user_roles r on r.user_id = ${sql.placeholder('userId')}
          left join stores s on s.id = r.store_id`,
  ),
);

type ContextRow = [
  firstName: string | null, lastName: string | null, role: 'store_owner' | 'employee' | null, isFirstLogin: boolean | null,
  storeId: string | null, name: string, address: string | null, street: string | null, city: string | null, state: string | null,
  zip: string | null, phone: string | null, timezone: string, subscriptionStatus: string, trialEndDate: Date, subscriptionEndDate: Date | null,
  createdAt: Date, renewsByCard: boolean, employeesShareStatements: boolean, isAdmin: boolean, language: string | null,
  storeLanguage: string | null,
];

/** What every signed-in screen needs: the user, the role, the store, admin or not. */
export async function getSessionContext(db: Db, user: SignedInUser): Promise<SessionContext> {
  const [row] = (await contextQuery(db, 'context')({ userId: user.id })) as ContextRow[];
  const [firstName, lastName, role, isFirstLogin, storeId, name, address, street, city, state, zip, phone, timezone] = row!;
  const [subscriptionStatus, trialEndDate, subscriptionEndDate, createdAt, renewsByCard, employeesShareStatements, isAdmin, language, storeLanguage] = row!.slice(13) as [
    string, Date, Date | null, Date, boolean, boolean, boolean, string | null, string | null,
  ];
  const trialEnd = trialEndDate?.toISOString() ?? null;
  const subscriptionEnd = subscriptionEndDate?.toISOString() ?? null;
  return {
    user: {
      id: user.id,
      email: user.email,
      firstName: firstName ?? '',
      lastName: lastName ?? '',
      emailVerified: user.emailVerified,
      language: isLanguage(language) ? language : null,
    },
    // A membership is a user_roles row with its store (the foreign key makes one without a store impossible).
    role: storeId ? role : null,
    isFirstLogin: (storeId ? isFirstLogin : null) ?? false,
    // An admin still to give their second factor is one here (the client shows them the code's page), with no power yet.
    isAdmin,
    store: storeId
      ? {
          id: storeId, name, address, street, city, state, zip, phone, timezone, subscriptionStatus,
          trialEndDate: trialEnd,
          subscriptionEndDate: subscriptionEnd,
          createdAt: createdAt.toISOString(),
          renewsByCard,
          employeesShareStatements,
          language: isLanguage(storeLanguage) ? storeLanguage : DEFAULT_LANGUAGE,
          lapsed: lapseReason({ status: subscriptionStatus, trialEndDate: trialEnd, subscriptionEndDate: subscriptionEnd, renewsByCard }),
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
