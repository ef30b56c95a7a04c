import { sql } from 'drizzle-orm';
import type { DailyResetResult } from '#shared/admin/daily-reset.schemas';
import type { Db } from '../db/client';
import type { Actor } from '../db/actor';
import { securityAuditLog } from '../db/schema/index';
import { withActor } from '../db/with-actor';
import { tryWithSessionLock } from '../db/session-lock';
import { AppError } from '../http/app-error';
import { recordJobRun } from '../jobs/job-runs';

export const DAILY_RESET_JOB = 'daily-credit-reset';

/**
 * The all-stores daily credit reset (decision 039, amended): every customer whose daily credit is
 * active today in their store's time zone (daily_credit_on = that day) may take credit again, as the
 * owner's per-customer reset does (daily_credit_on → null). Stale dates are already inactive and
 * stay untouched.
 * - Once at a time: a session advisory lock, tried not waited for, held across the whole run; a second
 *   caller (another admin, another instance) is refused with DAILY_RESET_IN_PROGRESS.
 * - Store by store, one short transaction each: a row it resets is locked only until that store's
 *   transaction commits, so a Give Credit elsewhere never waits for the whole platform's reset.
 * - In each store's transaction app.audit_bulk = 'on' keeps the per-row audit trigger quiet, and ONE
 *   audit row records that store's reset with the admin's id and the count: every committed change is
 *   audited, even if the run stops half-way (a rerun resets the rest; the reset is idempotent).
 * - The run is recorded in job_runs (System Status shows it).
 */
export async function resetAllDailyCredit(db: Db, actor: Actor, now: Date = new Date()): Promise<DailyResetResult> {
  const outcome = await tryWithSessionLock(db, DAILY_RESET_JOB, async () => {
    let total = 0;
    for (const store of await storesWithCreditToday(db, now)) total += await resetStore(db, actor, store, now);
    await recordJobRun(db, { name: DAILY_RESET_JOB, startedAt: now, finishedAt: new Date(), isOk: true, details: { customersReset: total, by: actor.userId } });
    return total;
  });
  if (!outcome.ran) throw new AppError('DAILY_RESET_IN_PROGRESS');
  return { customersReset: outcome.value, ranAt: now.toISOString() };
}

type StoreDay = { storeId: string; today: string };

/** The stores with at least one customer whose daily credit is today's (one read, no locks), with that day. */
async function storesWithCreditToday(db: Db, now: Date): Promise<StoreDay[]> {
  const { rows } = await db.execute<{ store_id: string; today: string }>(sql`
    select s.id as store_id, (${now}::timestamptz at time zone s.timezone)::date::text as today
    from stores s
    where exists (select 1 from customers c where c.store_id = s.id and c.daily_credit_on >= (${now}::timestamptz at time zone s.timezone)::date)
    order by s.id`);
  return rows.map((r) => ({ storeId: r.store_id, today: r.today }));
}

/** One store's reset in one short transaction, with its one audit row; the count of customers reset. */
function resetStore(db: Db, actor: Actor, store: StoreDay, now: Date): Promise<number> {
  return withActor(db, actor, async (tx) => {
    await tx.execute(sql`select set_config('app.audit_bulk', 'on', true)`);
    const cleared = await tx.execute<{ count: number }>(sql`
      with cleared as (
        update customers set daily_credit_on = null, updated_at = ${now}
        where store_id = ${store.storeId} and daily_credit_on >= ${store.today}::date
        returning 1)
      select count(*)::int as count from cleared`);
    await tx.execute(sql`select set_config('app.audit_bulk', 'off', true)`);
    const count = Number(cleared.rows[0]?.count ?? 0);
    if (count > 0) {
      await tx.insert(securityAuditLog).values({
        action: 'UPDATE',
        tableName: 'customers',
        userId: actor.userId,
        storeId: store.storeId,
        ipAddress: actor.ip,
        userAgent: actor.userAgent?.slice(0, 100) ?? null,
        newValues: { bulkAction: 'daily_credit_reset', allStores: true, customersReset: count, dailyCreditOn: null },
      });
    }
    return count;
  });
}
