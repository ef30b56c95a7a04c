import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openPostgres, type Database } from '../db/client';
import { createTestApp, type TestApp } from '../test/test-app';
import { createAdmin } from '../community/community-test-support';
import { latestBackup, runScheduledBackupIfDue, type ScheduledBackupDeps } from './scheduled-backup';

/** The scheduled backup: the real backup (as `npm run backup`), once across two instances, pruned, recorded. */
let t: TestApp;
let second: Database;
let dir: string;
let admin: Awaited<ReturnType<typeof createAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  second = openPostgres(t.url, 4, t.deps.databaseKind);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-backups-'));
  admin = await createAdmin(t);
}, 60_000);
afterAll(async () => {
  await second.close();
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const poolOf = (db: unknown) => (db as { $client: pg.Pool }).$client;
const instance = (db: Database['db'], now: Date, kept = 3): ScheduledBackupDeps => ({ db, pool: poolOf(db), dir, filesDir: null, migrationsFolder, now: () => now, kept });
const files = () => fs.readdirSync(dir).filter((name) => name.endsWith('.csbackup')).sort();

describe('scheduled backup', () => {
  it('runs once when two instances look at the same time, records file and size, and is not due again within the period', async () => {
    expect(await latestBackup(t.db)).toBeNull();
    const now = new Date('2026-01-01T00:00:00Z');
    const [a, b] = await Promise.all([runScheduledBackupIfDue(instance(t.db, now)), runScheduledBackupIfDue(instance(second.db, now))]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect(files()).toHaveLength(1);
    const recorded = await latestBackup(t.db);
    expect(recorded).toMatchObject({ file: files()[0], frequency: 'daily', kept: 3 });
    expect(recorded!.sizeBytes).toBe(fs.statSync(path.join(dir, files()[0]!)).size);
    expect(recorded!.sizeBytes).toBeGreaterThan(100);
    // an hour later: not due (daily)
    expect(await runScheduledBackupIfDue(instance(second.db, new Date(Date.now() + 3_600_000)))).toBeNull();
    // the admin panel reads it
    const response = await t.request('/api/admin/backups/latest', { cookie: admin.cookie });
    expect(await response.json()).toEqual({ backup: recorded });
  });

  it('follows the frequency setting and keeps only the newest N files', async () => {
    expect((await t.request('/api/admin/settings', { method: 'PUT', cookie: admin.cookie, json: { backup_frequency: 'hourly' } })).status).toBe(200);
    for (let hour = 1; hour <= 4; hour++) {
      const now = new Date(Date.now() + hour * 3_600_000 + 60_000);
      expect(await runScheduledBackupIfDue(instance(hour % 2 ? t.db : second.db, now))).not.toBeNull();
    }
    expect(files()).toHaveLength(3);
    expect((await latestBackup(t.db))!.file).toBe(files()[2]);
    expect((await latestBackup(t.db))!.frequency).toBe('hourly');
  });
});
