import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openPostgres, type Database } from '../db/client';
import { createAdmin, createTestApp, type TestApp } from '../test/test-app';
import { openTestDatabase } from '../test/test-database';
import { createBackup } from './create-backup';
import { scheduledBackupFolder } from './scheduled-folder';
import { latestBackup, runScheduledBackupIfDue, type ScheduledBackupDeps } from './scheduled-backup';

/** The scheduled backup: the real backup (as `npm run backup`), once across two instances, pruned per database, recorded. */
let t: TestApp;
let second: Database;
let other: Database;
let dataDir: string;
let root: string;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-data-'));
  root = path.join(dataDir, 'backups');
  t = await createTestApp({ DATA_DIR: dataDir });
  second = openPostgres(t.url, 4, t.deps.databaseKind);
  other = await openTestDatabase();
  admin = await createAdmin(t);
}, 60_000);
afterAll(async () => {
  await second.close();
  await other.close();
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const poolOf = (db: unknown) => (db as { $client: pg.Pool }).$client;
const instance = (db: Database['db'], now: Date, kept = 3): ScheduledBackupDeps => ({ db, pool: poolOf(db), root, filesDir: null, migrationsFolder, now: () => now, kept });
const list = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.csbackup')).sort() : []);
const folderOf = (db: Database['db']) => scheduledBackupFolder(poolOf(db), root);
const files = async () => list(await folderOf(t.db));

describe('scheduled backup', () => {
  it('runs once when two instances look at the same time, records file and size, and is not due again within the period', async () => {
    expect(await latestBackup(t.db)).toBeNull();
    const now = new Date('2026-01-01T00:00:00Z');
    const [a, b] = await Promise.all([runScheduledBackupIfDue(instance(t.db, now)), runScheduledBackupIfDue(instance(second.db, now))]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(await files()).toEqual(['corner-store-scheduled-20260101-000000.csbackup']);
    const recorded = await latestBackup(t.db);
    expect(recorded).toMatchObject({ file: (await files())[0], frequency: 'daily', kept: 3 });
    expect(recorded!.sizeBytes).toBe(fs.statSync(path.join(await folderOf(t.db), (await files())[0]!)).size);
    expect(recorded!.sizeBytes).toBeGreaterThan(100);
    // an hour later: not due (daily)
    expect(await runScheduledBackupIfDue(instance(second.db, new Date(Date.now() + 3_600_000)))).toBeNull();
    // the admin panel reads it, and the status card finds the file in the database's folder
    const response = await t.request('/api/admin/backups/latest', { cookie: admin.cookie });
    expect(await response.json()).toEqual({ backup: recorded });
    const status = await (await t.request('/api/admin/system-status', { cookie: admin.cookie })).json();
    expect(status.backup).toMatchObject({ file: recorded!.file, sizeBytes: recorded!.sizeBytes });
  });

  it('follows the frequency setting and keeps only the newest N files', async () => {
    expect((await t.request('/api/admin/settings', { method: 'PUT', cookie: admin.cookie, json: { backup_frequency: 'hourly' } })).status).toBe(200);
    for (let hour = 1; hour <= 4; hour++) {
      const now = new Date(Date.now() + hour * 3_600_000 + 60_000);
      expect(await runScheduledBackupIfDue(instance(hour % 2 ? t.db : second.db, now))).not.toBeNull();
    }
    expect(await files()).toHaveLength(3);
    expect((await latestBackup(t.db))!.file).toBe((await files())[2]);
    expect((await latestBackup(t.db))!.frequency).toBe('hourly');
  });

  it('keeps each database in a folder of its own: a run prunes only its own files, never the other database’s nor manual backups', async () => {
    const mine = await folderOf(t.db);
    const theirs = await folderOf(other.db);
    expect(theirs).not.toBe(mine);
    expect(path.dirname(mine)).toBe(path.resolve(root));
    // manual backups (`npm run backup` names), in the root and even inside a scheduled folder
    const manualInRoot = await createBackup({ pool: poolOf(other.db), dir: root, filesDir: null, migrationsFolder, now: new Date('2020-01-01T00:00:00Z') });
    const manualInFolder = await createBackup({ pool: poolOf(t.db), dir: mine, filesDir: null, migrationsFolder, now: new Date('2020-01-02T00:00:00Z') });
    const start = Date.now() + 30 * 24 * 3_600_000;
    for (let day = 1; day <= 4; day++) {
      const now = new Date(start + day * 24 * 3_600_000);
      expect(await runScheduledBackupIfDue(instance(other.db, now, 2))).not.toBeNull();
      expect(await runScheduledBackupIfDue(instance(t.db, new Date(now.getTime() + 60_000), 2))).not.toBeNull();
    }
    const scheduled = (dir: string) => list(dir).filter((name) => name.startsWith('corner-store-scheduled-'));
    expect(scheduled(theirs)).toHaveLength(2);
    expect(scheduled(mine)).toHaveLength(2);
    expect(scheduled(theirs)).toContain((await latestBackup(other.db))!.file);
    expect(scheduled(mine)).toContain((await latestBackup(t.db))!.file);
    expect(fs.existsSync(manualInRoot.file)).toBe(true);
    expect(fs.existsSync(manualInFolder.file)).toBe(true);
  });
});
