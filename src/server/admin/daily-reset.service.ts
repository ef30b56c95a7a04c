import { sql } from 'drizzle-orm';
import type { DailyResetResult } from '#shared/admin/daily-reset.schemas';
import type { Db } from '../db/client';
import type { Actor } from '../db/actor';
import { securityAuditLog } from '../db/schema/index';
import { withActor } from '../db/with-actor';
import { AppError } from '../http/app-error';
import { recordJobRun } from '../jobs/job-runs';

export const DAILY_RESET_JOB = 'daily-credit-reset';

/**
 * The all-stores daily credit reset (decision 039): every customer whose daily credit is active
 * today in their store's time zone (daily_credit_on = that day) may take credit again, as the
 * owner's per-customer reset does (daily_credit_on → null). Stale dates are already inactive and
 * stay untouched. One transaction:
 * - a transaction-scoped advisory lock, tried not waited for: a second caller at the same moment (another
 *   admin, another instance) is refused with DAILY_RESET_IN_PROGRESS instead of running it again;
 * - app.audit_bulk = 'on' keeps the per-row audit trigger quiet, and ONE audit row records the bulk
 *   action with the admin's id and the count;
 * - the run is recorded in job_runs (System Status shows it).
 */
export async function resetAllDailyCredit(db: Db, actor: Actor, now: Date = new Date()): Promise<DailyResetResult> {
  const customersReset = await withActor(db, actor, async (tx) => {
    const lock = await tx.execute<{ locked: boolean }>(sql`select pg_try_advisory_xact_lock(hashtextextended(${DAILY_RESET_JOB}, 0)) as locked`);
    if (!lock.rows[0]?.locked) throw new AppError('DAILY_RESET_IN_PROGRESS');
    await tx.execute(sql`select set_config('app.audit_bulk', 'on', true)`);
    const cleared = await tx.execute<{ count: number }>(sql`
      with cleared as (
        update customers c set daily_credit_on = null, updated_at = ${now}
        from stores s
        where s.id = c.store_id and c.daily_credit_on >= (${now}::timestamptz at time zone s.timezone)::date
        returning 1)
      select count(*)::int as count from cleared`);
    await tx.execute(sql`select set_config('app.audit_bulk', 'off', true)`);
    const count = Number(cleared.rows[0]?.count ?? 0);
    await tx.insert(securityAuditLog).values({
      action: 'UPDATE',
      tableName: 'customers',
      userId: actor.userId,
      ipAddress: actor.ip,
      userAgent: actor.userAgent?.slice(0, 100) ?? null,
      newValues: { bulkAction: 'daily_credit_reset', allStores: true, customersReset: count, dailyCreditOn: null },
    });
    await recordJobRun(tx, { name: DAILY_RESET_JOB, startedAt: now, finishedAt: new Date(), isOk: true, details: { customersReset: count, by: actor.userId } });
    return count;
  });
  return { customersReset, ranAt: now.toISOString() };
}
