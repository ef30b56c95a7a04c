import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../app';
import { openPostgres, type Database } from '../db/client';
import { adminUsers, emailOutbox, securityAuditLog, sessions, systemSettings } from '../db/schema/index';
import { RealtimeHub } from '../realtime/hub';
import { createMailer } from '../mail/mailer';
import { resetPasswordEmail } from '../mail/templates';
import { startSmtpCatcher } from '../test/smtp-catcher';
import { insertCustomer } from '../credit/credit-test-support';
import { createAdmin, createStoreWithStaff, createTestApp, signUpBody, TEST_ORIGIN, uniqueEmail, type TestApp } from '../test/test-app';
import { openSse } from '../community/community-test-support';
import { settingsCacheOf } from '../config/settings-cache';
import { readSmtpPassword } from '../config/settings-store';

/**
 * System settings from the outside: two app instances (A = the test app, B = its own pool, its own
 * LISTEN connection) on one database. A setting saved through A takes effect on B at once.
 */
let t: TestApp;
let second: Database;
let hubB: RealtimeHub;
let appB: ReturnType<typeof createApp>;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let shop: Awaited<ReturnType<typeof createStoreWithStaff>>;

function onB(path: string, init: RequestInit & { json?: unknown; cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('origin', TEST_ORIGIN);
  if (init.cookie) headers.set('cookie', init.cookie);
  let body = init.body;
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(init.json);
  }
  return Promise.resolve(appB.request(`${TEST_ORIGIN}${path}`, { ...init, headers, body }));
}

const save = (json: unknown, cookie = admin.cookie) => t.request('/api/admin/settings', { method: 'PUT', cookie, json });
const reset = () => t.request('/api/admin/settings/reset', { method: 'POST', cookie: admin.cookie, json: {} });

beforeAll(async () => {
  t = await createTestApp();
  second = openPostgres(t.url, 4, t.deps.databaseKind);
  hubB = new RealtimeHub({ db: second.db, connectionString: t.url, sessionCheckMs: 60_000 });
  appB = createApp({ ...t.deps, db: second.db, realtime: hubB });
  admin = await createAdmin(t);
  shop = await createStoreWithStaff(t, 'Settings Market');
  // B is up and listening before the tests (its first read opens the LISTEN connection).
  await onB('/api/config');
  for (let i = 0; i < 100 && !settingsCacheOf(second.db).isListening; i++) await new Promise((r) => setTimeout(r, 20));
}, 60_000);
afterAll(async () => {
  await hubB.close();
  await second.close();
  await t.close();
});
beforeEach(async () => {
  expect((await reset()).status).toBe(200);
});

/** Poll B until `check` holds; B must not need its 5 s fallback: 1 s is plenty for a NOTIFY. */
async function onBWithin(check: () => Promise<boolean>, ms = 1000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('B did not see the change in time');
}

describe('settings API', () => {
  it('answers the defaults and never the SMTP password, only whether one is set', async () => {
    const before = await t.request('/api/admin/settings', { cookie: admin.cookie });
    expect(before.status).toBe(200);
    expect(await before.json()).toMatchObject({ company_name: 'Corner Store', smtp_port: 587, session_timeout: 30, password_min_length: 8, smtp_password_set: false });
    expect((await save({ smtp_host: 'mail.example.com', smtp_password: 'S3cret-smtp-pass' })).status).toBe(200);
    const after = await t.request('/api/admin/settings', { cookie: admin.cookie });
    const text = await after.text();
    expect(text).not.toContain('S3cret-smtp-pass');
    expect(JSON.parse(text)).toMatchObject({ smtp_host: 'mail.example.com', smtp_password_set: true });
    expect(JSON.parse(text)).not.toHaveProperty('smtp_password');
    // stored sealed (AES-GCM under AUTH_SECRET), readable by the mailer
    const [row] = await t.db.select().from(systemSettings).where(eq(systemSettings.key, 'smtp_password'));
    expect(JSON.stringify(row!.value)).not.toContain('S3cret-smtp-pass');
    expect(await readSmtpPassword(t.db, t.deps.config.AUTH_SECRET!)).toBe('S3cret-smtp-pass');
    expect(await readSmtpPassword(t.db, 'another-secret-another-secret-1234')).toBeNull();
    // null removes it
    expect(await (await save({ smtp_password: null })).json()).toMatchObject({ smtp_password_set: false });
  });

  it.each([
    [{ smtp_port: 0 }, 'smtp_port'],
    [{ smtp_port: 65536 }, 'smtp_port'],
    [{ tax_rate: 100.5 }, 'tax_rate'],
    [{ tax_rate: -1 }, 'tax_rate'],
    [{ session_timeout: 4 }, 'session_timeout'],
    [{ session_timeout: 1441 }, 'session_timeout'],
    [{ password_min_length: 7 }, 'password_min_length'],
    [{ password_min_length: 129 }, 'password_min_length'],
    [{ currency: 'BTC' }, 'currency'],
    [{ timezone: 'Mars/Base' }, 'timezone'],
    [{ push_vapid: 'x' }, null],
  ])('refuses %j with 422 and saves nothing, not even the good values sent with it', async (bad, field) => {
    const auditBefore = await t.db.$count(securityAuditLog, eq(securityAuditLog.tableName, 'system_settings'));
    const response = await save({ company_name: 'Should Not Save', password_min_length: 12, ...bad });
    expect(response.status).toBe(422);
    const body = ((await response.json()) as { error: { code: string; fields?: Record<string, string> } }).error;
    expect(body.code).toBe('VALIDATION_FAILED');
    if (field) expect(body.fields?.[field]).toBeTruthy();
    const rows = await t.db.select().from(systemSettings).where(sql`${systemSettings.key} in ('company_name', 'password_min_length')`);
    expect(rows).toEqual([]);
    expect(await t.db.$count(securityAuditLog, eq(securityAuditLog.tableName, 'system_settings'))).toBe(auditBefore);
  });

  it('accepts the edges of every range (positive control)', async () => {
    const response = await save({ smtp_port: 65535, tax_rate: 100, session_timeout: 1440, password_min_length: 128 });
    expect(response.status).toBe(200);
    expect(await (await save({ smtp_port: 1, tax_rate: 0, session_timeout: 5, password_min_length: 8 })).json()).toMatchObject({ smtp_port: 1, session_timeout: 5 });
  });

  it('refuses the signed out (401), owners, employees and a deleted admin (403)', async () => {
    const former = await createAdmin(t);
    await t.db.delete(adminUsers).where(eq(adminUsers.userId, former.id));
    const calls = [
      (cookie?: string) => t.request('/api/admin/settings', { cookie }),
      (cookie?: string) => t.request('/api/admin/settings', { method: 'PUT', cookie, json: { company_name: 'Hijacked' } }),
      (cookie?: string) => t.request('/api/admin/settings/reset', { method: 'POST', cookie, json: {} }),
      (cookie?: string) => t.request('/api/admin/backups/latest', { cookie }),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      for (const cookie of [shop.owner.cookie, shop.employee.cookie, former.cookie]) expect((await call(cookie)).status).toBe(403);
      expect((await call(admin.cookie)).status).toBe(200); // positive control
    }
    expect((await (await t.request('/api/admin/settings', { cookie: admin.cookie })).json()).company_name).toBe('Corner Store');
  });

  it('audits every change with the admin id, old and new values, secrets masked', async () => {
    await save({ company_name: 'First Name Co' });
    const since = new Date();
    await save({ company_name: 'Second Name Co', smtp_password: 'Masked-Pass-1' });
    const rows = await t.db.execute<{ record_id: string; user_id: string; action: string; values: string }>(
      sql`select record_id, user_id, action, to_jsonb(l)::text as values from security_audit_log l
          where table_name = 'system_settings' and created_at >= ${since.toISOString()}::timestamptz order by created_at`,
    );
    const byKey = new Map(rows.rows.map((row) => [row.record_id, row]));
    expect(byKey.get('company_name')).toMatchObject({ user_id: admin.id, action: 'UPDATE' });
    expect(byKey.get('smtp_password')).toMatchObject({ user_id: admin.id, action: 'INSERT' });
    expect(byKey.get('smtp_password')!.values).not.toContain('Masked-Pass-1');
    const companyRow = JSON.parse(byKey.get('company_name')!.values) as { old_values: { value: string }; new_values: { value: string } };
    expect(companyRow.old_values.value).toBe('First Name Co');
    expect(companyRow.new_values.value).toBe('Second Name Co');
    expect(byKey.get('smtp_password')!.values).toContain('********');
    // reset is audited too
    await reset();
    const deleted = await t.db.$count(securityAuditLog, sql`${securityAuditLog.tableName} = 'system_settings' and ${securityAuditLog.action} = 'DELETE' and ${securityAuditLog.userId} = ${admin.id}`);
    expect(deleted).toBeGreaterThanOrEqual(2);
  });
});

describe('effective at once on every instance', () => {
  it('minimum password length: saved on A, B refuses an 11-character sign-up password at once (and reset, change, employee creation)', async () => {
    const eleven = 'Abcdefgh1x2';
    const fine = await onB('/api/signup', { method: 'POST', json: signUpBody({ password: eleven }) });
    expect(fine.status).toBe(201); // positive control: 8 by default
    expect((await save({ password_min_length: 12 })).status).toBe(200);
    await onBWithin(async () => ((await (await onB('/api/config')).json()) as { passwordMinLength: number }).passwordMinLength === 12);
    const refused = await onB('/api/signup', { method: 'POST', json: signUpBody({ password: eleven }) });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { error: unknown }).error).toMatchObject({ code: 'WEAK_PASSWORD', fields: { password: 'below_minimum_length' } });
    expect((await onB('/api/signup', { method: 'POST', json: signUpBody({ password: `${eleven}y` }) })).status).toBe(201);
    const change = await onB('/api/auth/change-password', { method: 'POST', cookie: shop.owner.cookie, json: { currentPassword: 'Counter-Shop9', newPassword: eleven } });
    expect(change.status).toBe(422);
    const reset = await onB('/api/auth/reset-password', { method: 'POST', json: { newPassword: eleven, token: 'whatever-token' } });
    expect(((await reset.json()) as { error: unknown }).error).toMatchObject({ code: 'WEAK_PASSWORD' });
    const employee = await onB('/api/employees', {
      method: 'POST', cookie: shop.owner.cookie,
      json: { firstName: 'Em', lastName: 'Ployee', email: uniqueEmail('emp'), password: eleven },
    });
    expect(employee.status).toBe(422);
    expect(((await employee.json()) as { error: unknown }).error).toMatchObject({ code: 'WEAK_PASSWORD' });
  });

  it('maintenance mode: store API 503 MAINTENANCE_MODE on B, while admins, auth, session and public config still answer', async () => {
    expect((await onB('/api/customers', { cookie: shop.owner.cookie })).status).toBe(200);
    expect((await save({ maintenance_mode: true })).status).toBe(200);
    await onBWithin(async () => (await onB('/api/customers', { cookie: shop.owner.cookie })).status === 503);
    const refused = await onB('/api/customers', { cookie: shop.employee.cookie });
    expect(refused.status).toBe(503);
    expect(((await refused.json()) as { error: unknown }).error).toMatchObject({ code: 'MAINTENANCE_MODE' });
    expect((await onB('/api/community/posts', { cookie: shop.owner.cookie })).status).toBe(503);
    expect((await onB('/api/community/posts', { cookie: admin.cookie })).status).toBe(200); // an admin keeps working
    expect((await onB('/api/admin/settings', { cookie: admin.cookie })).status).toBe(200);
    expect((await onB('/api/session', { cookie: shop.owner.cookie })).status).toBe(200);
    expect(await (await onB('/api/config')).json()).toMatchObject({ maintenanceMode: true });
    expect((await onB('/api/health')).status).toBe(200);
    expect((await save({ maintenance_mode: false })).status).toBe(200);
    await onBWithin(async () => (await onB('/api/customers', { cookie: shop.owner.cookie })).status === 200);
  });

  it('session timeout: a session idle longer than the timeout ends (request and live stream); last seen moves at most once a minute', async () => {
    const staff = await createStoreWithStaff(t, 'Idle Market');
    const sessionOf = async (userId: string) => (await t.db.select().from(sessions).where(eq(sessions.userId, userId)))[0]!;
    // a request right after sign-in does not write the last-seen time
    const seen = (await sessionOf(staff.owner.id)).updatedAt.getTime();
    expect((await onB('/api/customers', { cookie: staff.owner.cookie })).status).toBe(200);
    expect((await sessionOf(staff.owner.id)).updatedAt.getTime()).toBe(seen);
    // 2 minutes idle: refreshed by the request
    await t.db.update(sessions).set({ updatedAt: new Date(Date.now() - 2 * 60_000) }).where(eq(sessions.userId, staff.owner.id));
    expect((await onB('/api/customers', { cookie: staff.owner.cookie })).status).toBe(200);
    expect(Date.now() - (await sessionOf(staff.owner.id)).updatedAt.getTime()).toBeLessThan(5_000);
    // the timeout becomes 5 minutes: 7 minutes idle ends the session, 5.5 (within the minute's step) does not
    expect((await save({ session_timeout: 5 })).status).toBe(200);
    await onBWithin(async () => (await settingsCacheOf(second.db).get()).session_timeout === 5);
    await t.db.update(sessions).set({ updatedAt: new Date(Date.now() - 5.5 * 60_000) }).where(eq(sessions.userId, staff.employee.id));
    expect((await onB('/api/customers', { cookie: staff.employee.cookie })).status).toBe(200);
    await t.db.update(sessions).set({ updatedAt: new Date(Date.now() - 7 * 60_000) }).where(eq(sessions.userId, staff.owner.id));
    expect((await onB('/api/customers', { cookie: staff.owner.cookie })).status).toBe(401);
    expect(await t.db.$count(sessions, eq(sessions.userId, staff.owner.id))).toBe(0);
    // the live stream of an idle session ends at the hub's next check
    const stream = await openSse(appB, staff.employee.cookie);
    expect((await stream.next()).event).toBe('ready');
    await t.db.update(sessions).set({ updatedAt: new Date(Date.now() - 7 * 60_000) }).where(eq(sessions.userId, staff.employee.id));
    await hubB.checkSessions();
    expect(await stream.waitForEnd(3000)).toBe(true);
  });

  it('company details in every email and in the cheque instructions', async () => {
    await save({ company_name: 'Acme Corner Ltd', company_email: 'help@acme.example', company_phone: '+1 555 0100', company_address: '1 Acme Way\nSpringfield' });
    const mailer = createMailer({ db: second.db, from: 'x@example.com', log: () => undefined });
    const to = uniqueEmail('mailed');
    await onBWithin(async () => {
      await mailer.send(resetPasswordEmail(to, 'Rosa', 'https://example.com/reset'));
      const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(sql`created_at desc`).limit(1);
      return !!row?.text.includes('Acme Corner Ltd');
    });
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(sql`created_at desc`).limit(1);
    expect(row!.text).toContain('help@acme.example');
    expect(row!.text).toContain('+1 555 0100');
    expect(row!.html).toContain('1 Acme Way');
    const info = (await (await onB('/api/billing/subscription', { cookie: shop.owner.cookie })).json()) as { cheque: { payee: string; mailingAddress: string; contact: string } };
    expect(info.cheque).toMatchObject({ payee: 'Acme Corner Ltd', mailingAddress: '1 Acme Way\nSpringfield', contact: 'help@acme.example · +1 555 0100' });
  });

  it('SMTP host and port of the settings are used by the mailer (SMTP_URL only the fallback)', async () => {
    const catcher = await startSmtpCatcher();
    try {
      const mailer = createMailer({ db: second.db, from: 'x@example.com', log: () => undefined, secret: t.deps.config.AUTH_SECRET });
      const port = Number(new URL(catcher.url).port);
      await save({ smtp_host: '127.0.0.1', smtp_port: port });
      const to = uniqueEmail('smtp');
      await onBWithin(async () => (await settingsCacheOf(second.db).get()).smtp_port === port);
      await mailer.verify!(); // the settings' server answers
      await mailer.send(resetPasswordEmail(to, 'Rosa', 'https://example.com/reset'));
      const caught = await catcher.waitFor((m) => m.to.includes(to));
      expect(caught.text).toContain('Reset your password');
      await save({ smtp_host: '' });
      await onBWithin(async () => (await settingsCacheOf(second.db).get()).smtp_host === '');
      const stored = uniqueEmail('outbox');
      await mailer.send(resetPasswordEmail(stored, 'Rosa', 'https://example.com/reset'));
      expect(await t.db.$count(emailOutbox, sql`${emailOutbox.to} = ${stored} and ${emailOutbox.status} = 'stored'`)).toBe(1);
    } finally {
      await catcher.close();
    }
  });
});

describe('the per-instance cache', () => {
  /** Resolves with the status, or 'blocked' when no answer came within `ms`. */
  async function statusWithin(call: () => Promise<Response>, ms: number): Promise<number | 'blocked'> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'blocked'>((resolve) => (timer = setTimeout(() => resolve('blocked'), ms)));
    try {
      return await Promise.race([call().then((r) => r.status), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  it('give credit and the customer list do not read system_settings per request (they answer while the table is locked)', async () => {
    const customer = await insertCustomer(t, shop.storeId, { name: 'Hot Path' });
    const list = () => onB('/api/customers', { cookie: shop.owner.cookie });
    const credit = () => onB(`/api/customers/${customer.id}/credit`, { method: 'POST', cookie: shop.owner.cookie, json: { amountCents: 100 } });
    expect((await list()).status).toBe(200); // B's cache is warm
    const locker = new pg.Client({ connectionString: t.url });
    await locker.connect();
    let released = false;
    try {
      await locker.query('begin');
      await locker.query('lock table system_settings in access exclusive mode');
      expect(await statusWithin(list, 3000)).toBe(200);
      expect(await statusWithin(credit, 3000)).toBe(201);
      // positive control: with the copy marked stale, the next request must read the table, and waits
      settingsCacheOf(second.db).invalidate();
      const waiting = list();
      expect(await statusWithin(() => waiting, 500)).toBe('blocked');
      await locker.query('rollback');
      released = true;
      expect((await waiting).status).toBe(200);
    } finally {
      if (!released) await locker.query('rollback').catch(() => undefined);
      await locker.end();
    }
  });

  it('safe fallback: with the LISTEN connection lost, a change written without NOTIFY is still seen within seconds, and B listens again', async () => {
    const cache = settingsCacheOf(second.db);
    expect(cache.isListening).toBe(true);
    const pid = (cache as unknown as { client: { processID: number } }).client.processID;
    await t.db.execute(sql`select pg_terminate_backend(${pid})`);
    for (let i = 0; i < 100 && cache.isListening; i++) await new Promise((r) => setTimeout(r, 20));
    expect(cache.isListening).toBe(false);
    // written behind the app's back: no pg_notify
    await t.db.insert(systemSettings).values({ key: 'company_name', value: 'Written Without Notify' })
      .onConflictDoUpdate({ target: systemSettings.key, set: { value: 'Written Without Notify' } });
    await onBWithin(async () => (await cache.get()).company_name === 'Written Without Notify', 7000);
    for (let i = 0; i < 300 && !cache.isListening; i++) await new Promise((r) => setTimeout(r, 20));
    expect(cache.isListening).toBe(true);
    // and a NOTIFY reaches it again
    expect((await save({ company_name: 'Heard Again Co' })).status).toBe(200);
    await onBWithin(async () => (await cache.get()).company_name === 'Heard Again Co');
  }, 20_000);
});
