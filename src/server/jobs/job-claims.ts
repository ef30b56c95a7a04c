import crypto from 'node:crypto';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Tx } from '../db/with-actor';

/**
 * Once-only job runs across instances and across a database failover (decision 062). A run of a
 * job for a period (an hour of housekeeping, the backup after the last one) is claimed by inserting
 * a row keyed by (job, period); the instance whose insert wins runs it, the others skip. The claim
 * is a committed row — on a synchronous standby too — not a session lock that dies with the old
 * primary's connection. A claim left unfinished (its instance died, or its connection went with the
 * old primary mid-run) is given back by its run as it fails, or else taken over once its lease has
 * run out — by any instance, on whichever server is the primary then: the job's steps are idempotent, so the rest is done and nothing twice. A finished period is never run again. `finish(tx)` marks the period done inside
 * the work's own last transaction, so "done" and the work's last write commit or fail together.
 */
export type ClaimOutcome<T> = { ran: true; value: T } | { ran: false; reason: 'done' | 'running-elsewhere' };

/** This process, as a claim names it (host and pid, plus a random tag: a pid is reused after restarts). */
export const instanceName = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;

export type ClaimOptions = { job: string; period: string; leaseMs: number; instance?: string };

/** Claim (job, period) for this instance; true when this instance may run it now. */
export async function claimPeriod(db: Db, options: ClaimOptions): Promise<boolean> {
  const instance = options.instance ?? instanceName;
  const { rows } = await db.execute<{ job: string }>(sql`
    insert into job_claims (job, period, claimed_by, lease_until)
    values (${options.job}, ${options.period}, ${instance}, now() + make_interval(secs => ${options.leaseMs / 1000}))
    on conflict (job, period) do update
      set claimed_by = excluded.claimed_by, claimed_at = now(), lease_until = excluded.lease_until, attempts = job_claims.attempts + 1
      where job_claims.finished_at is null and job_claims.lease_until < now()
    returning job`);
  return rows.length > 0;
}

/** Mark (job, period) done — inside the work's last transaction when given one. */
export async function finishPeriod(db: Db | Tx, options: ClaimOptions): Promise<void> {
  await db.execute(sql`
    update job_claims set finished_at = now()
    where job = ${options.job} and period = ${options.period} and claimed_by = ${options.instance ?? instanceName}`);
}

/**
 * Run `work` for (job, period) once across instances. `work` gets `finish`, to call inside its last
 * transaction; when it does not, the period is marked done after it returns.
 */
export async function runOncePerPeriod<T>(db: Db, options: ClaimOptions, work: (finish: (tx: Tx) => Promise<void>) => Promise<T>): Promise<ClaimOutcome<T>> {
  if (!(await claimPeriod(db, options))) return { ran: false, reason: (await isFinished(db, options)) ? 'done' : 'running-elsewhere' };
  let isFinishedInWork = false;
  try {
    const value = await work(async (tx) => {
      await finishPeriod(tx, options);
      isFinishedInWork = true;
    });
    if (!isFinishedInWork) await finishPeriod(db, options);
    return { ran: true, value };
  } catch (error) {
    // The run stopped (a failed step, or its connection lost in a failover): give the period back at
    // once, so the next tick of any instance runs it — on the new primary, where the claim row is too.
    // If even that fails, the lease runs out by itself.
    await releasePeriod(db, options).catch(() => undefined);
    throw error;
  }
}

async function releasePeriod(db: Db, options: ClaimOptions): Promise<void> {
  await db.execute(sql`
    update job_claims set lease_until = now()
    where job = ${options.job} and period = ${options.period} and claimed_by = ${options.instance ?? instanceName} and finished_at is null`);
}

async function isFinished(db: Db, options: ClaimOptions): Promise<boolean> {
  const { rows } = await db.execute<{ done: boolean }>(sql`
    select finished_at is not null as done from job_claims where job = ${options.job} and period = ${options.period}`);
  return rows[0]?.done ?? false;
}

/** The UTC hour of `now` ('2026-11-26T14'): housekeeping's period. */
export const hourPeriod = (now: Date) => now.toISOString().slice(0, 13);

/** Claims of periods older than 30 days (housekeeping): a period that old is never claimed again. */
export async function deleteOldJobClaims(db: Db): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    with gone as (delete from job_claims where claimed_at < now() - interval '30 days' returning 1) select count(*)::int as n from gone`);
  return rows[0]?.n ?? 0;
}
