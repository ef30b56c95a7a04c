import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonthlyReport } from '#shared/admin/monthly-report';
import type { SystemStatus } from '#shared/admin/system-status.schemas';
import { stores } from '../db/schema/index';
import { createMailer } from '../mail/mailer';
import { createLocalStorage } from '../storage/storage';
import { createAdmin, createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { expectRefusals } from './admin-test-support';
import { recordJobRun, runRecorded } from '../jobs/job-runs';
import { lastBackup } from './system-status.service';

/** Issue 13 items 7 and 9: GET /api/admin/monthly-reports and GET /api/admin/system-status (real checks). */
let t: TestApp;
let rosa: Awaited<ReturnType<typeof createStoreWithStaff>>;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let deleted: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  rosa = await createStoreWithStaff(t, 'Rosa Market');
  admin = await createAdmin(t);
  deleted = await createAdmin(t, 'Gone Admin');
  await deleted.remove();
}, 60_000);
afterAll(async () => t.close());

const status = async () => {
  const response = await t.request('/api/admin/system-status', { cookie: admin.cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as SystemStatus;
};

describe('refusals', () => {
  it.each(['/api/admin/system-status', '/api/admin/monthly-reports'])('%s: 401, then 403 to owner, employee, deleted admin', async (p) => {
    expect(await expectRefusals(t, { path: p }, { owner: rosa.owner.cookie, employee: rosa.employee.cookie, deletedAdmin: deleted.cookie })).toEqual([401, 403, 403, 403]);
  });
  it('a bad month is 422 with a field error', async () => {
    for (const month of ['2026-13', '2026-1', 'november']) {
      const response = await t.request(`/api/admin/monthly-reports?month=${month}`, { cookie: admin.cookie });
      expect(response.status).toBe(422);
      expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty('month');
    }
  });
});

describe('monthly report', () => {
  it("counts the month's signups by status; other months stay apart", async () => {
    const extra = await createStoreWithStaff(t, 'Later Store');
    await t.db.update(stores).set({ createdAt: new Date('2026-03-10T12:00:00Z'), subscriptionStatus: 'active', subscriptionEndDate: new Date(Date.now() + 86_400_000 * 20) }).where(eq(stores.id, rosa.storeId));
    await t.db.update(stores).set({ createdAt: new Date('2026-03-31T23:59:59Z'), subscriptionStatus: 'suspended' }).where(eq(stores.id, extra.storeId));
    const march = (await (await t.request('/api/admin/monthly-reports?month=2026-03', { cookie: admin.cookie })).json()) as MonthlyReport;
    expect(march).toMatchObject({ month: '2026-03', totalSignups: 2, approvedStores: 1, pendingStores: 0, monthlyRevenueCents: 0, recurringEstimateCents: 2499, conversionRate: 50 });
    expect(march.breakdown.find((b) => b.status === 'suspended')?.count).toBe(1);
    const april = (await (await t.request('/api/admin/monthly-reports?month=2026-04', { cookie: admin.cookie })).json()) as MonthlyReport;
    expect(april).toMatchObject({ totalSignups: 0, conversionRate: 0 });
  });
});

describe('system status from real checks', () => {
  it('database reachable with its latency; outbox mail says so; storage writable; jobs listed', async () => {
    await runRecorded(t.db, 'housekeeping', async () => 1);
    const s = await status();
    expect(s.database.isOk).toBe(true);
    expect(s.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(s.mail).toEqual({ mode: 'outbox', isOk: true, error: null });
    expect(s.storage).toEqual({ isOk: true, error: null });
    expect(s.jobs.find((j) => j.name === 'housekeeping')).toMatchObject({ isOk: true });
  });

  it('the storage check fails when the storage directory cannot be written', async () => {
    const blocker = path.join(os.tmpdir(), `cs-not-a-dir-${process.pid}`);
    fs.writeFileSync(blocker, 'a file where the directory should be');
    const original = t.deps.storage;
    t.deps.storage = createLocalStorage(path.join(blocker, 'files'));
    try {
      const s = await status();
      expect(s.storage.isOk).toBe(false);
      expect(s.storage.error).toMatch(/ENOTDIR|EEXIST|ENOENT/);
      expect(s.database.isOk).toBe(true);
    } finally {
      t.deps.storage = original;
      fs.rmSync(blocker, { force: true });
    }
    expect((await status()).storage.isOk).toBe(true);
  });

  it('SMTP mode verifies the transport: a server that is not there fails with its error', async () => {
    const original = t.deps.mailer;
    t.deps.mailer = createMailer({ db: t.db, smtpUrl: 'smtp://127.0.0.1:9', from: 'x@example.com' });
    try {
      const s = await status();
      expect(s.mail.mode).toBe('smtp');
      expect(s.mail.isOk).toBe(false);
      expect(s.mail.error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      t.deps.mailer = original;
    }
  });

  it('an SMTP host in the system settings (no SMTP_URL) is the server verified', async () => {
    const original = t.deps.mailer;
    t.deps.mailer = createMailer({ db: t.db, from: 'x@example.com' });
    const save = (json: unknown) => t.request('/api/admin/settings', { method: 'PUT', json, cookie: admin.cookie });
    try {
      expect((await status()).mail).toEqual({ mode: 'outbox', isOk: true, error: null });
      expect((await save({ smtp_host: '127.0.0.1', smtp_port: 9 })).status).toBe(200);
      const s = await status();
      expect(s.mail).toMatchObject({ mode: 'smtp', isOk: false });
      expect(s.mail.error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await save({ smtp_host: '', smtp_port: 587 });
      t.deps.mailer = original;
    }
  });

  it('a failed job run shows as failed; an older run never replaces a newer one', async () => {
    await expect(runRecorded(t.db, 'backup', () => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
    expect((await status()).jobs.find((j) => j.name === 'backup')).toMatchObject({ isOk: false, error: 'disk full' });
    await recordJobRun(t.db, { name: 'backup', startedAt: new Date('2020-01-01'), finishedAt: new Date('2020-01-01'), isOk: true });
    expect((await status()).jobs.find((j) => j.name === 'backup')).toMatchObject({ isOk: false });
  });

  it('the last backup is the newest .csbackup file of the directory (null when none)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-backups-'));
    try {
      expect(await lastBackup(dir)).toBeNull();
      expect(await lastBackup(path.join(dir, 'missing'))).toBeNull();
      fs.writeFileSync(path.join(dir, 'corner-store-20261101-000000.csbackup'), 'old');
      fs.utimesSync(path.join(dir, 'corner-store-20261101-000000.csbackup'), new Date('2026-11-01'), new Date('2026-11-01'));
      fs.writeFileSync(path.join(dir, 'corner-store-20261102-000000.csbackup'), 'newer!');
      fs.writeFileSync(path.join(dir, 'notes.txt'), 'not a backup');
      expect(await lastBackup(dir)).toMatchObject({ file: 'corner-store-20261102-000000.csbackup', sizeBytes: 6 });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
