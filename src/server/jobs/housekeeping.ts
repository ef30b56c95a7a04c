import type { Db } from '../db/client';
import { deleteExpiredIdempotencyKeys } from '../credit/idempotency';
import { deleteOldRequestCounters } from '../abuse/request-counter';
import { deleteOldCommunityEvents } from '../realtime/community-events';
import { deleteAbandonedUploads } from '../community/media-read';
import type { FileStorage } from '../storage/storage';
import { sendTrialNotices } from '../billing/trial-notices';
import { deleteOldOutboxMail, OUTBOX_RETENTION_DAYS } from '../mail/outbox-retention';
import { deleteOldStatementViews, STATEMENT_VIEW_RETENTION_DAYS } from '../statements/statement-view-retention';
import type { NoticeDeps } from '../billing/owner-notices';
import { runRecorded } from './job-runs';

export type HousekeepingOptions = {
  /** Between runs (default: hourly). */
  intervalMs?: number;
  /** Before the first run, so it never competes with start-up (default: one minute). */
  firstRunMs?: number;
  log?: (line: string) => void;
  /** Where community uploads live: uploads never attached to a post are removed after a day. */
  storage?: FileStorage;
  /** With mail: the owners' trial emails (trial ends in 3 days, trial ended) are sent too. */
  notices?: Omit<NoticeDeps, 'db'>;
};

/**
 * Periodic clean-up while the server runs: deleting expired Idempotency-Keys, request counters of
 * windows that are over, old community events, outbox emails (decision 045) and statement link views
 * (decision 050). Timers are
 * unref'd (they never keep the process alive); a failed run is logged and tried again next time.
 * Returns a function that stops it. With several processes (WEB_CONCURRENCY) each runs it; the
 * deletes are idempotent.
 */
export function startHousekeeping(db: Db, options: HousekeepingOptions = {}): () => void {
  const log = options.log ?? ((line: string) => console.log(line));
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await runRecorded(db, 'housekeeping', () => housekeepOnce(db, options, log));
    } catch (error) {
      log(`[housekeeping] failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      running = false;
    }
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    void run();
    interval = setInterval(() => void run(), options.intervalMs ?? 3_600_000);
    interval.unref();
  }, options.firstRunMs ?? 60_000);
  first.unref();
  return () => {
    clearTimeout(first);
    if (interval) clearInterval(interval);
  };
}

/** One housekeeping pass; its last run is recorded in job_runs (System Status). */
async function housekeepOnce(db: Db, options: HousekeepingOptions, log: (line: string) => void): Promise<void> {
  const deleted = await deleteExpiredIdempotencyKeys(db);
  if (deleted > 0) log(`[housekeeping] deleted ${deleted} expired idempotency keys`);
  const counters = await deleteOldRequestCounters(db);
  if (counters > 0) log(`[housekeeping] deleted ${counters} old request counters`);
  const events = await deleteOldCommunityEvents(db);
  if (events > 0) log(`[housekeeping] deleted ${events} community events older than a week`);
  const mail = await deleteOldOutboxMail(db);
  if (mail > 0) log(`[housekeeping] deleted ${mail} outbox emails older than ${OUTBOX_RETENTION_DAYS} days`);
  const views = await deleteOldStatementViews(db);
  if (views > 0) log(`[housekeeping] deleted ${views} statement link views older than ${STATEMENT_VIEW_RETENTION_DAYS} days`);
  const uploads = options.storage ? await deleteAbandonedUploads(db, options.storage) : 0;
  if (uploads > 0) log(`[housekeeping] deleted ${uploads} community uploads never attached to a post`);
  if (options.notices) {
    const told = await sendTrialNotices({ db, ...options.notices });
    if (told > 0) log(`[housekeeping] sent ${told} trial emails`);
  }
}
