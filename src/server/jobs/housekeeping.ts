import type { Db } from '../db/client';
import { deleteExpiredIdempotencyKeys } from '../credit/index';
import { deleteOldRequestCounters } from '../abuse/request-counter';
import { deleteOldCommunityEvents, deleteAbandonedUploads } from '../community/index';
import type { FileStorage } from '../storage/storage';
import { sendTrialNotices } from '../billing/index';
import { deleteOldOutboxMail, OUTBOX_RETENTION_DAYS } from '../mail/outbox-retention';
import { deleteOldStatementViews, STATEMENT_VIEW_RETENTION_DAYS } from '../statements/index';
import type { NoticeDeps } from '../billing/index';
import { runRecorded } from './job-runs';
import { deleteOldJobClaims, hourPeriod, runOncePerPeriod } from './job-claims';
import { errorMessage, startRepeating } from './repeat';

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
 * Returns a function that stops it. With several instances, one pass per UTC hour runs, on whichever
 * instance claims that hour first (decision 062); a pass cut short (its instance died, or the primary
 * failed over under it) is finished by the next tick that claims it — every step is idempotent.
 */
export function startHousekeeping(db: Db, options: HousekeepingOptions = {}): () => void {
  const log = options.log ?? ((line: string) => console.log(line));
  const claim = () => ({ job: HOUSEKEEPING_JOB, period: hourPeriod(new Date()), leaseMs: HOUSEKEEPING_LEASE_MS });
  const pass = () => runOncePerPeriod(db, claim(), () => runRecorded(db, HOUSEKEEPING_JOB, () => housekeepOnce(db, options, log))).then(() => undefined);
  return startRepeating(pass, {
    firstMs: options.firstRunMs ?? 60_000,
    everyMs: options.intervalMs ?? 3_600_000,
    onError: (error) => log(`[housekeeping] failed: ${errorMessage(error)}`),
  });
}

export const HOUSEKEEPING_JOB = 'housekeeping';
/** Longer than any pass takes: an unfinished claim older than this belonged to an instance that is gone. */
const HOUSEKEEPING_LEASE_MS = 15 * 60_000;

/** One housekeeping pass; its last run is recorded in job_runs (System Status). */
export async function housekeepOnce(db: Db, options: HousekeepingOptions, log: (line: string) => void): Promise<void> {
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
  const claims = await deleteOldJobClaims(db);
  if (claims > 0) log(`[housekeeping] deleted ${claims} job claims older than 30 days`);
  const uploads = options.storage ? await deleteAbandonedUploads(db, options.storage) : 0;
  if (uploads > 0) log(`[housekeeping] deleted ${uploads} community uploads never attached to a post`);
  if (options.notices) {
    const told = await sendTrialNotices({ db, ...options.notices });
    if (told > 0) log(`[housekeeping] sent ${told} trial emails`);
  }
}
