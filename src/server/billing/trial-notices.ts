import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { OwnerNoticeKind } from './billing-mail';
import { notifyOwner, type NoticeDeps } from './owner-notices';

export const TRIAL_ENDING_NOTICE_DAYS = 3;

type Claimed = { store_id: string; trial_end_date: string | Date };

/**
 * Claim, in one statement, the trial notices now due (the occasion is the trial's end, so an
 * extended trial is told again about its new end): every process may run it, each is claimed once.
 * Trials that ended more than 30 days ago are not told (a first run on an old database stays quiet).
 */
async function claimDue(db: Db, kind: OwnerNoticeKind, now: Date): Promise<Claimed[]> {
  const nowIso = now.toISOString();
  const window =
    kind === 'trial_ending'
      ? sql`s.trial_end_date > ${nowIso}::timestamptz and s.trial_end_date <= ${nowIso}::timestamptz + make_interval(days => ${TRIAL_ENDING_NOTICE_DAYS})`
      : sql`s.trial_end_date <= ${nowIso}::timestamptz and s.trial_end_date > ${nowIso}::timestamptz - interval '30 days'`;
  const result = await db.execute(sql`
    insert into billing_notices (store_id, kind, occasion)
    select s.id, ${kind}, extract(epoch from s.trial_end_date)::bigint::text
    from stores s
    where s.subscription_status = 'trial' and s.owner_id is not null and ${window}
    on conflict do nothing
    returning store_id, (select trial_end_date from stores where id = store_id) as trial_end_date`);
  const rows: unknown = Array.isArray(result) ? result : ((result as unknown as { rows?: Claimed[] }).rows ?? []);
  return rows as Claimed[];
}

/** The housekeeping job's part: 'trial ends in 3 days' and 'trial ended' emails, each once. */
export async function sendTrialNotices(deps: NoticeDeps, now: Date = new Date()): Promise<number> {
  let sent = 0;
  for (const kind of ['trial_ending', 'trial_ended'] as const) {
    for (const row of await claimDue(deps.db, kind, now)) {
      await notifyOwner(deps, kind, row.store_id, { date: new Date(row.trial_end_date).toISOString() });
      sent += 1;
    }
  }
  return sent;
}
