import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { backupFrequencyOptions, latestBackupSchema, type LatestBackup } from '#shared/settings/system-settings';
import type { Db } from '../db/client';
import { systemSettings } from '../db/schema/index';
import { scheduledBackupFolder } from './scheduled-folder';
import { createBackup } from './create-backup';
import { readSystemSettings } from '../config/settings-store';
import { runOncePerPeriod } from '../jobs/job-claims';
import { errorMessage, startRepeating } from '../jobs/repeat';

/** How many of its own backup files the schedule keeps for a database (the newest; decision 038). */
export const BACKUPS_KEPT = 7;

/** The schedule's file names (`npm run backup` writes corner-store-…): only these are ever pruned. */
const SCHEDULED_PREFIX = 'corner-store-scheduled';
const SCHEDULED_NAME = /^corner-store-scheduled-\d{8}-\d{6}(-\d+)?\.csbackup$/;

export const SCHEDULED_BACKUP_JOB = 'scheduled-backup';
/** Longer than a backup takes: an unfinished claim older than this belonged to an instance that is gone. */
const SCHEDULED_BACKUP_LEASE_MS = 30 * 60_000;

/** The system_settings row holding the last scheduled backup (not a setting: never listed or sent as one). */
export const LAST_BACKUP_KEY = 'backup.last';

const HOUR = 3_600_000;
export const backupPeriodMs: Record<(typeof backupFrequencyOptions)[number], number> = {
  hourly: HOUR,
  daily: 24 * HOUR,
  weekly: 7 * 24 * HOUR,
  monthly: 30 * 24 * HOUR,
};

/** The last scheduled backup (file name, size, when), or null when none ran yet. */
export async function latestBackup(db: Db): Promise<LatestBackup | null> {
  const [row] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, LAST_BACKUP_KEY));
  const parsed = latestBackupSchema.safeParse(row?.value);
  return parsed.success ? parsed.data : null;
}

export type ScheduledBackupDeps = {
  db: Db;
  pool: pg.Pool;
  /** DATA_DIR/backups: each database's scheduled backups go into a folder of their own in it. */
  root: string;
  /** DATA_DIR/files, as `npm run backup` takes it. */
  filesDir: string | null;
  migrationsFolder: string;
  now?: () => Date;
  kept?: number;
};

/** Keep the newest `kept` scheduled backups of the folder (names carry the time: they sort by it); nothing else goes. */
export function pruneBackups(dir: string, kept: number): string[] {
  const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => SCHEDULED_NAME.test(name)) : [];
  const removed = names.sort().reverse().slice(kept);
  for (const name of removed) fs.rmSync(path.join(dir, name), { force: true });
  return removed;
}

/**
 * Run the scheduled backup when it is due (the last one is older than the frequency's period):
 * the same backup as `npm run backup`, into this database's own folder (scheduledBackupFolder), then
 * prune that folder's scheduled files to BACKUPS_KEPT, then record file, size and time.
 * Once across instances and across a failover (decision 062): the run that follows the last recorded
 * backup is claimed in job_claims; another instance that sees the same last backup finds the claim
 * and skips; one that saw an older "last" (a run finished meanwhile) claims a period already done.
 * Returns the backup written, or null when none was due or another instance has it.
 */
export async function runScheduledBackupIfDue(deps: ScheduledBackupDeps): Promise<LatestBackup | null> {
  const now = deps.now?.() ?? new Date();
  const settings = await readSystemSettings(deps.db);
  const last = await latestBackup(deps.db);
  if (last && now.getTime() - Date.parse(last.finishedAt) < backupPeriodMs[settings.backup_frequency]) return null;
  // The backup that follows the last one: claimed once across instances (decision 062).
  const claim = { job: SCHEDULED_BACKUP_JOB, period: `after ${last?.finishedAt ?? 'none'}`, leaseMs: SCHEDULED_BACKUP_LEASE_MS };
  const outcome = await runOncePerPeriod(deps.db, claim, async (finish) => {
    const dir = await scheduledBackupFolder(deps.pool, deps.root);
    const result = await createBackup({ pool: deps.pool, dir, filesDir: deps.filesDir, migrationsFolder: deps.migrationsFolder, now, namePrefix: SCHEDULED_PREFIX });
    const kept = deps.kept ?? BACKUPS_KEPT;
    pruneBackups(dir, kept);
    const record: LatestBackup = {
      file: path.basename(result.file),
      sizeBytes: result.bytes,
      finishedAt: new Date().toISOString(),
      frequency: settings.backup_frequency,
      kept,
    };
    // The record and the claim's end commit together: a backup recorded is a period done.
    await deps.db.transaction(async (tx) => {
      await tx
        .insert(systemSettings)
        .values({ key: LAST_BACKUP_KEY, value: record, updatedBy: 'system' })
        .onConflictDoUpdate({ target: systemSettings.key, set: { value: record, updatedBy: 'system', updatedAt: new Date() } });
      await finish(tx);
    });
    return record;
  });
  return outcome.ran ? outcome.value : null;
}

/**
 * While the server runs: look every 5 minutes whether the backup is due (first look after two
 * minutes, never competing with start-up). Timers are unref'd; a failure is logged and tried again.
 */
export function startBackupSchedule(deps: ScheduledBackupDeps, options: { checkMs?: number; firstMs?: number; log?: (line: string) => void } = {}): () => void {
  const log = options.log ?? ((line: string) => console.log(line));
  const task = async () => {
    const done = await runScheduledBackupIfDue(deps);
    if (done) log(`[backup] scheduled backup written: ${done.file} (${(done.sizeBytes / 1024).toFixed(1)} kB)`);
  };
  return startRepeating(task, {
    firstMs: options.firstMs ?? 120_000,
    everyMs: options.checkMs ?? 300_000,
    onError: (error) => log(`[backup] scheduled backup failed: ${errorMessage(error)}`),
  });
}
