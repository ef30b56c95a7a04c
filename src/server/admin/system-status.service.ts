import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { JobRun, SystemStatus } from '#shared/admin/system-status.schemas';
import type { Db } from '../db/client';
import { jobRuns } from '../db/schema/index';
import type { Mailer } from '../mail/mailer';
import type { FileStorage } from '../storage/storage';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);
const CHECK_TIMEOUT_MS = 5_000;

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS / 1000} s`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The database answers a query; its round trip in milliseconds. */
export async function checkDatabase(db: Db): Promise<SystemStatus['database']> {
  const started = performance.now();
  try {
    await withTimeout(db.execute(sql`select 1`), 'The database');
    return { isOk: true, latencyMs: Math.round((performance.now() - started) * 10) / 10, error: null };
  } catch (error) {
    return { isOk: false, latencyMs: null, error: message(error) };
  }
}

/** SMTP: the transport's verify() (connect, greet, authenticate). Outbox mode has nothing to verify: it says so. */
export async function checkMail(mailer: Mailer): Promise<SystemStatus['mail']> {
  const mode = mailer.currentMode ? await mailer.currentMode() : mailer.mode;
  if (mode === 'outbox' || !mailer.verify) return { mode, isOk: true, error: null };
  try {
    await withTimeout(mailer.verify(), 'The mail server');
    return { mode: 'smtp', isOk: true, error: null };
  } catch (error) {
    return { mode: 'smtp', isOk: false, error: message(error) };
  }
}

/** File storage takes a small file, gives it back, and deletes it (local directory or object storage alike). */
export async function checkStorage(storage: FileStorage): Promise<SystemStatus['storage']> {
  const key = `system-status/probe-${randomUUID()}.txt`;
  const bytes = Buffer.from(`probe ${new Date().toISOString()}`);
  try {
    await withTimeout(storage.put(key, bytes), 'File storage');
    const back = await storage.get(key);
    await storage.delete(key);
    if (!back || !back.equals(bytes)) return { isOk: false, error: 'The file read back differs from the file written' };
    return { isOk: true, error: null };
  } catch (error) {
    return { isOk: false, error: message(error) };
  }
}

/** Where `npm run backup` writes: ./backups of the working directory (the schedule: scheduledBackupFolder). */
export const defaultBackupsDir = () => path.resolve('backups');

/** The newest backup of several directories (manual ones and this database's scheduled ones). */
export async function newestBackup(dirs: string[]): Promise<SystemStatus['backup']> {
  const found = (await Promise.all(dirs.map((dir) => lastBackup(dir)))).filter((b) => b !== null);
  return found.sort((a, b) => Date.parse(b.at) - Date.parse(a.at))[0] ?? null;
}

/** The newest *.csbackup file in the backups directory, or null when there is none (or no directory). */
export async function lastBackup(dir: string = defaultBackupsDir()): Promise<SystemStatus['backup']> {
  let names: string[];
  try {
    names = (await fs.readdir(dir)).filter((name) => name.endsWith('.csbackup'));
  } catch {
    return null;
  }
  const stats = await Promise.all(names.map(async (name) => ({ name, stat: await fs.stat(path.join(dir, name)).catch(() => null) })));
  const newest = stats.filter((s) => s.stat?.isFile()).sort((a, b) => b.stat!.mtimeMs - a.stat!.mtimeMs)[0];
  return newest ? { file: newest.name, at: newest.stat!.mtime.toISOString(), sizeBytes: newest.stat!.size } : null;
}

export async function listJobRuns(db: Db): Promise<JobRun[]> {
  const rows = await db.select().from(jobRuns).orderBy(jobRuns.name);
  return rows.map((r) => ({ ...r, startedAt: r.startedAt.toISOString(), finishedAt: r.finishedAt?.toISOString() ?? null, details: (r.details as Record<string, unknown> | null) ?? null }));
}

export type StatusDeps = { db: Db; mailer: Mailer; storage: FileStorage; backupsDirs?: string[] };

/** Every check, made now and side by side (a failed one never hides the others). */
export async function getSystemStatus(deps: StatusDeps): Promise<SystemStatus> {
  const [database, mail, storage, backup, jobs] = await Promise.all([
    checkDatabase(deps.db),
    checkMail(deps.mailer),
    checkStorage(deps.storage),
    newestBackup(deps.backupsDirs ?? [defaultBackupsDir()]),
    listJobRuns(deps.db).catch(() => []),
  ]);
  return { checkedAt: new Date().toISOString(), database, mail, storage, backup, jobs };
}
