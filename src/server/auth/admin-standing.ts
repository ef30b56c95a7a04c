import { sql } from 'drizzle-orm';
import { systemSettingDefaults } from '#shared/settings/system-settings';
import type { Db } from '../db/client';
import { AppError } from '../http/app-error';

/**
 * What "is a platform admin" means wherever an admin power applies (decision 035, issue 22):
 * - 'none': not a platform admin (no admin_users row);
 * - 'unverified': a platform admin whose session has not given its TOTP code while the system
 *   setting `require_two_factor` is on — no admin power at all; only the routes the manifest
 *   declares 'adminUnverified' (the second factor's own) answer them;
 * - 'verified': a platform admin with every admin power (the code given, or the setting off).
 */
export type AdminStanding = 'none' | 'unverified' | 'verified';

type StandingRow = { admin: boolean; required: boolean; verified: boolean };

/** One round trip: the admin row, the setting (read now, so turning it on applies at once) and this session's code. */
export async function adminStandingOf(db: Db, user: { id: string; sessionId: string }): Promise<AdminStanding> {
  const result = await db.execute<StandingRow>(sql`
    select exists(select 1 from admin_users where user_id = ${user.id}) as admin,
           coalesce((select value = 'true'::jsonb from system_settings where key = 'require_two_factor'), ${systemSettingDefaults.require_two_factor}) as required,
           exists(select 1 from admin_verified_sessions where session_id = ${user.sessionId}) as verified`);
  const row = result.rows[0];
  if (!row?.admin) return 'none';
  return !row.required || row.verified ? 'verified' : 'unverified';
}

/** Why an admin route refuses this standing: not an admin, or the second factor still to give (enrol first, or give the code). */
export async function adminRefusal(db: Db, user: { id: string }, standing: Exclude<AdminStanding, 'verified'>): Promise<AppError> {
  if (standing === 'none') return new AppError('ADMIN_ONLY');
  const result = await db.execute<{ enrolled: boolean }>(
    sql`select exists(select 1 from admin_totp where user_id = ${user.id} and enabled_at is not null) as enrolled`,
  );
  return new AppError(result.rows[0]?.enrolled ? 'TWO_FACTOR_REQUIRED' : 'TWO_FACTOR_ENROLMENT_REQUIRED');
}
