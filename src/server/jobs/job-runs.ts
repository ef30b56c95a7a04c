import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobRuns } from '../db/schema/index';
import type { Tx } from '../db/with-actor';

export type JobRunRecord = { name: string; startedAt: Date; finishedAt: Date; isOk: boolean; error?: string | null; details?: Record<string, unknown> | null };

/** Record the last run of a platform job (one row per job, newest wins): the admin's System Status reads it. */
export async function recordJobRun(db: Db | Tx, run: JobRunRecord): Promise<void> {
  const values = { ...run, error: run.error ?? null, details: run.details ?? null };
  await db
    .insert(jobRuns)
    .values(values)
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { startedAt: values.startedAt, finishedAt: values.finishedAt, isOk: values.isOk, error: values.error, details: values.details },
      // an older run finishing late never replaces a newer one
      setWhere: sql`${jobRuns.startedAt} <= excluded.started_at`,
    });
}

/** Run a job and record how it went (a failure is recorded, then thrown again). */
export async function runRecorded<T>(db: Db, name: string, job: () => Promise<T>, details?: (result: T) => Record<string, unknown>): Promise<T> {
  const startedAt = new Date();
  try {
    const result = await job();
    await recordJobRun(db, { name, startedAt, finishedAt: new Date(), isOk: true, details: details?.(result) ?? null });
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await recordJobRun(db, { name, startedAt, finishedAt: new Date(), isOk: false, error: message.slice(0, 500) }).catch(() => undefined);
    throw error;
  }
}
