import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import webpush from 'web-push';
import { securityAuditLog, systemSettings } from '../db/schema/index';
import { createAdmin, createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { getVapidKeys, VAPID_SETTING_KEY } from '../push/vapid-keys';

/**
 * Issue 22 items 3 and 4, from outside: the VAPID private key is sealed at rest and never reaches
 * the security audit log (table, API, CSV); a pair logged in plain text by an older version is
 * purged by migration 0017; a plain pair still stored is read and sealed in place.
 */
const migration = fs.readFileSync(path.join(import.meta.dirname, '../db/migrations/0017_secrets_out_of_audit_log.sql'), 'utf8');
/** audit_row_change() as migration 0025 left it (0017 run again puts back its older body: a row of no store logged as NULL). */
const currentAuditFunction = fs
  .readFileSync(path.join(import.meta.dirname, '../db/migrations/0025_citus_keys_carry_store_id.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .find((statement) => statement.includes('CREATE OR REPLACE FUNCTION audit_row_change()'))!;

type World = { t: TestApp; admin: Awaited<ReturnType<typeof createAdmin>>; shop: Awaited<ReturnType<typeof createStoreWithStaff>> };
async function world(): Promise<World> {
  const t = await createTestApp();
  return { t, admin: await createAdmin(t), shop: await createStoreWithStaff(t, 'Push Market') };
}

/** Every place the admin can read the log: the table itself, the API's pages and the CSV. */
async function logEverywhere(w: World): Promise<string> {
  const rows = await w.t.db.select().from(securityAuditLog);
  const page = await w.t.request('/api/admin/security/audit-log?table=system_settings', { cookie: w.admin.cookie });
  expect(page.status).toBe(200);
  const csv = await w.t.request('/api/admin/security/audit-log.csv', { cookie: w.admin.cookie });
  expect(csv.status).toBe(200);
  return `${JSON.stringify(rows)}\n${await page.text()}\n${await csv.text()}`;
}

async function vapidRow(t: TestApp) {
  const [row] = await t.db.select().from(systemSettings).where(eq(systemSettings.key, VAPID_SETTING_KEY));
  return row!.value as { publicKey: string; privateKey: string };
}

describe('a VAPID pair made by this version', () => {
  let w: World;
  beforeAll(async () => {
    w = await world();
  }, 60_000);
  afterAll(async () => w.t.close());

  it('is stored sealed, logged without its private key, and still signs', async () => {
    const answer = await w.t.request('/api/push/public-key', { cookie: w.shop.employee.cookie });
    expect(answer.status).toBe(200);
    const { publicKey } = (await answer.json()) as { publicKey: string };
    const stored = await vapidRow(w.t);
    expect(stored.publicKey).toBe(publicKey);
    expect(stored.privateKey).toMatch(/^sealed:v1:/);
    const { privateKey } = await getVapidKeys(w.t.db, w.t.deps.config.AUTH_SECRET!);
    expect(privateKey).not.toBe(stored.privateKey);
    expect(Buffer.from(privateKey, 'base64url')).toHaveLength(32);
    // Positive control: the write is in the log (who, when, which setting) — only the secret is not.
    const logged = await w.t.db.select().from(securityAuditLog).where(eq(securityAuditLog.recordId, VAPID_SETTING_KEY));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.newValues).toMatchObject({ key: VAPID_SETTING_KEY, value: '********' });
    const everywhere = await logEverywhere(w);
    expect(everywhere).toContain(VAPID_SETTING_KEY);
    expect(everywhere).not.toContain(privateKey);
    expect(everywhere).not.toContain(stored.privateKey);
  });
});

describe('a VAPID pair from before sealing', () => {
  let w: World;
  const legacy = webpush.generateVAPIDKeys();
  beforeAll(async () => {
    w = await world();
    // As the previous version left it: the pair in plain text, and the trigger's copy in the log.
    await w.t.db.insert(systemSettings).values({ key: VAPID_SETTING_KEY, value: legacy, updatedBy: 'system' });
    await w.t.db.delete(securityAuditLog).where(eq(securityAuditLog.recordId, VAPID_SETTING_KEY));
    await w.t.db.insert(securityAuditLog).values({
      action: 'INSERT', tableName: 'system_settings', recordId: VAPID_SETTING_KEY,
      newValues: { key: VAPID_SETTING_KEY, value: legacy, updated_by: 'system', updated_at: new Date().toISOString() },
    });
  }, 60_000);
  afterAll(async () => w.t.close());

  it('migration 0017 purges the copy already logged, keeping the row', async () => {
    expect(await logEverywhere(w)).toContain(legacy.privateKey); // the finding, as it was
    for (const statement of migration.split('--> statement-breakpoint')) await w.t.db.execute(sql.raw(statement));
    await w.t.db.execute(sql.raw(currentAuditFunction));
    const [row] = await w.t.db.select().from(securityAuditLog).where(eq(securityAuditLog.recordId, VAPID_SETTING_KEY));
    expect(row!.newValues).toMatchObject({ key: VAPID_SETTING_KEY, value: '********', updated_by: 'system' });
    expect(await logEverywhere(w)).not.toContain(legacy.privateKey);
  });

  it('is read as it is, sealed in place on first use, and the sealing is not logged in clear', async () => {
    const answer = await w.t.request('/api/push/public-key', { cookie: w.shop.owner.cookie });
    expect(await answer.json()).toEqual({ publicKey: legacy.publicKey });
    const stored = await vapidRow(w.t);
    expect(stored.publicKey).toBe(legacy.publicKey);
    expect(stored.privateKey).toMatch(/^sealed:v1:/);
    expect((await getVapidKeys(w.t.db, w.t.deps.config.AUTH_SECRET!)).privateKey).toBe(legacy.privateKey);
    expect(await logEverywhere(w)).not.toContain(legacy.privateKey);
  });
});
