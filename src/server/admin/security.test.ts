import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActiveSessions, AuditPage, FailedSignIns } from '#shared/admin/security.schemas';
import { securityAuditLog, sessions, systemSettings } from '../db/schema/index';
import { explainPlan } from '../test/explain';
import { createAdmin, createStoreWithStaff, createTestApp, signIn, STRONG_PASSWORD, uniqueEmail, type TestApp } from '../test/test-app';
import { expectRefusals } from './admin-test-support';
import { auditPageQuery } from './security-audit.queries';
import { openSse } from '../community/community-test-support';

/** Issue 13 item 8: /api/admin/security — the audit log under filters in keyset pages, its CSV, failed sign-ins, sessions and revoke. */
let t: TestApp;
let rosa: Awaited<ReturnType<typeof createStoreWithStaff>>;
let canary: Awaited<ReturnType<typeof createStoreWithStaff>>;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let deleted: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  rosa = await createStoreWithStaff(t, 'Rosa Market');
  canary = await createStoreWithStaff(t, 'Canary Corner');
  admin = await createAdmin(t);
  deleted = await createAdmin(t, 'Gone Admin');
  await deleted.remove();
}, 60_000);
afterAll(async () => t.close());

const get = async <T>(path: string, cookie = admin.cookie) => {
  const response = await t.request(path, { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
};

describe('refusals', () => {
  it.each([
    ['/api/admin/security/audit-log', 'GET'],
    ['/api/admin/security/audit-log.csv', 'GET'],
    ['/api/admin/security/failed-sign-ins', 'GET'],
    ['/api/admin/security/sessions', 'GET'],
    ['/api/admin/security/sessions/some-id/revoke', 'POST'],
  ])('%s: 401 signed out, 403 to owner, employee and a deleted admin', async (path, method) => {
    const statuses = await expectRefusals(t, { path, method, json: method === 'POST' ? {} : undefined }, {
      owner: rosa.owner.cookie,
      employee: rosa.employee.cookie,
      deletedAdmin: deleted.cookie,
    });
    expect(statuses).toEqual([401, 403, 403, 403]);
  });
  it('bad filters are 422 with field errors', async () => {
    const response = await t.request('/api/admin/security/audit-log?action=DROP&table=Robert%27);&from=yesterday&cursor=zzz', { cookie: admin.cookie });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields).sort()).toEqual(['action', 'cursor', 'from', 'table']);
    const reversed = await t.request('/api/admin/security/audit-log?from=2026-11-02T00:00:00Z&to=2026-11-01T00:00:00Z', { cookie: admin.cookie });
    expect(reversed.status).toBe(422);
    expect((await t.request('/api/admin/security/audit-log?sort=asc', { cookie: admin.cookie })).status).toBe(422);
  });
});

describe('the audit log', () => {
  it('shows who, which store, and old → new values of a store suspension', async () => {
    expect((await t.request(`/api/admin/stores/${rosa.storeId}/suspend`, { method: 'POST', cookie: admin.cookie, json: {}, headers: { 'user-agent': 'AdminBrowser/1.0' } })).status).toBe(200);
    const page = await get<AuditPage>(`/api/admin/security/audit-log?store=${rosa.storeId}&table=stores&action=UPDATE`);
    const entry = page.entries[0]!;
    expect(entry).toMatchObject({ userId: admin.id, userEmail: admin.email, storeName: 'Rosa Market', tableName: 'stores', recordId: rosa.storeId, userAgent: 'AdminBrowser/1.0' });
    expect(entry.oldValues).toMatchObject({ subscription_status: 'trial' });
    expect(entry.newValues).toMatchObject({ subscription_status: 'suspended' });
    expect(entry.newValues).not.toHaveProperty('updated_at');
    expect(page.entries.every((e) => e.storeId === rosa.storeId && e.tableName === 'stores' && e.action === 'UPDATE')).toBe(true);
    await t.request(`/api/admin/stores/${rosa.storeId}/reactivate`, { method: 'POST', cookie: admin.cookie, json: {} });
  });

  it('secrets never reach the log: the secret settings (an explicit list) read ********, a setting merely named like a password does not (decision 043)', async () => {
    await t.db.insert(systemSettings).values({ key: 'smtp_password', value: 'hunter2-old' });
    await t.db.update(systemSettings).set({ value: 'hunter2-new' }).where(eq(systemSettings.key, 'smtp_password'));
    await t.db.insert(systemSettings).values({ key: 'password_min_length', value: 10 });
    await t.db.insert(systemSettings).values({ key: 'companyName', value: 'Corner Co' });
    const rows = await t.db.select().from(securityAuditLog).where(eq(securityAuditLog.tableName, 'system_settings'));
    const text = JSON.stringify(rows);
    expect(text).not.toContain('hunter2');
    const update = rows.find((r) => r.action === 'UPDATE' && r.recordId === 'smtp_password')!;
    expect(update.oldValues).toEqual({ key: 'smtp_password', value: '********' });
    expect(update.newValues).toEqual({ key: 'smtp_password', value: '********' });
    expect(rows.find((r) => r.recordId === 'password_min_length')!.newValues).toMatchObject({ key: 'password_min_length', value: 10 });
    expect(rows.find((r) => r.recordId === 'companyName')!.newValues).toMatchObject({ key: 'companyName', value: 'Corner Co' });
    await t.db.delete(systemSettings).where(eq(systemSettings.key, 'smtp_password'));
    await t.db.delete(systemSettings).where(eq(systemSettings.key, 'password_min_length'));
  });

  it('filters by store name (any case), user email, action, table and time range; the canary store never leaks in', async () => {
    const byName = await get<AuditPage>('/api/admin/security/audit-log?store=rOSA%20market');
    expect(byName.entries.length).toBeGreaterThan(0);
    expect(byName.entries.every((e) => e.storeId === rosa.storeId)).toBe(true);
    const byUser = await get<AuditPage>(`/api/admin/security/audit-log?user=${encodeURIComponent(canary.owner.email.toUpperCase())}`);
    expect(byUser.entries.length).toBeGreaterThan(0);
    expect(byUser.entries.every((e) => e.userId === canary.owner.id)).toBe(true);
    const inserts = await get<AuditPage>(`/api/admin/security/audit-log?store=${canary.storeId}&action=INSERT&table=user_roles`);
    expect(inserts.entries.length).toBeGreaterThan(0);
    expect(inserts.entries.every((e) => e.action === 'INSERT' && e.tableName === 'user_roles' && e.storeId === canary.storeId)).toBe(true);
    const future = await get<AuditPage>('/api/admin/security/audit-log?from=2100-01-01T00:00:00Z');
    expect(future.entries).toEqual([]);
    const nobody = await get<AuditPage>('/api/admin/security/audit-log?store=No%20Such%20Store');
    expect(nobody).toEqual({ entries: [], nextCursor: null });
  });

  it('pages by keyset: 120 rows read as 50 + 50 + 20, newest first, no row twice or missed, even with equal times', async () => {
    const storeId = canary.storeId;
    await t.db.execute(sql`
      insert into security_audit_log (action, table_name, record_id, store_id, created_at)
      select 'DELETE', 'paging_probe', g::text, ${storeId}::uuid, timestamptz '2026-06-01 12:00:00Z' + ((g / 3) * interval '1 second')
      from generate_series(1, 120) g`);
    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const page: AuditPage = await get<AuditPage>(`/api/admin/security/audit-log?table=paging_probe${cursor ? `&cursor=${cursor}` : ''}`);
      sizes.push(page.entries.length);
      seen.push(...page.entries.map((e) => e.recordId!));
      cursor = page.nextCursor;
    } while (cursor);
    expect(sizes).toEqual([50, 50, 20]);
    expect(new Set(seen).size).toBe(120);
    const times = seen.map(Number).map((g) => Math.floor(g / 3));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('reads ?limit rows a page (1–100, default 50) and refuses a limit out of bounds', async () => {
    await t.db.execute(sql`
      insert into security_audit_log (action, table_name, record_id, store_id, created_at)
      select 'DELETE', 'limit_probe', g::text, ${canary.storeId}::uuid, timestamptz '2026-06-02 12:00:00Z' + (g * interval '1 second')
      from generate_series(1, 120) g`);
    const first = await get<AuditPage>('/api/admin/security/audit-log?table=limit_probe&limit=100');
    expect(first.entries).toHaveLength(100);
    expect(first.entries[0]!.recordId).toBe('120');
    const rest = await get<AuditPage>(`/api/admin/security/audit-log?table=limit_probe&limit=100&cursor=${first.nextCursor}`);
    expect(rest.entries).toHaveLength(20);
    expect(rest.nextCursor).toBeNull();
    expect((await get<AuditPage>('/api/admin/security/audit-log?table=limit_probe&limit=1')).entries).toHaveLength(1);
    for (const limit of ['0', '101', '2.5', 'ten']) {
      const response = await t.request(`/api/admin/security/audit-log?limit=${limit}`, { cookie: admin.cookie });
      expect(response.status, limit).toBe(422);
    }
  });

  it('the CSV holds the filtered rows with old → new values (formula-safe), and only them', async () => {
    await t.db.insert(securityAuditLog).values({ action: 'UPDATE', tableName: 'csv_probe', recordId: '=1+1', storeId: canary.storeId, newValues: { note: 'a,"b"' } });
    const response = await t.request(`/api/admin/security/audit-log.csv?store=${canary.storeId}&table=csv_probe`, { cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(/attachment; filename="security-audit-log-\d{4}-\d\d-\d\d\.csv"/);
    const text = (await response.text()).replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Time (UTC),User,User ID,Store,Store ID,Table,Action,Record ID,IP Address,User Agent,Old Values,New Values');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`Canary Corner,${canary.storeId},csv_probe,UPDATE,'=1+1`);
    expect(lines[1]).toContain('"{""note"":""a,\\""b\\""""}"');
  });

  it('reads the store index in order for a store and date page (no sort of the log)', async () => {
    // A log the planner knows: 20,000 older rows over 50 stores and 60 days (the store index and the
    // primary key (created_at, id) both fit a store-and-date page; statistics choose).
    await t.db.execute(sql`
      insert into security_audit_log (action, table_name, record_id, store_id, created_at)
      select 'UPDATE', 'customers', g::text, md5((g % 50)::text)::uuid, now() - interval '1 day' - (g % 60) * interval '1 day' - g * interval '1 second'
      from generate_series(1, 20000) g`);
    await t.db.execute(sql`analyze security_audit_log`);
    const plan = await explainPlan(
      t.db,
      auditPageQuery({ storeIds: [rosa.storeId], userIds: null, from: '2026-11-01T00:00:00Z', to: '2026-11-08T00:00:00Z' }, undefined, 51),
    );
    expect(plan).toContain('security_audit_log_store_id_idx');
    expect(plan).not.toMatch(/Sort/);
    const unfiltered = await explainPlan(t.db, auditPageQuery({ storeIds: null, userIds: null }, undefined, 51));
    expect(unfiltered).toContain('security_audit_log_pkey');
    expect(unfiltered).not.toMatch(/Sort/);
  });
});

describe('failed sign-ins and sessions', () => {
  it('lists failed sign-in attempts with email and time', async () => {
    const wrong = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: rosa.owner.email, password: 'Wrong-Password9' } });
    expect(wrong.status).not.toBe(200);
    const { attempts } = await get<FailedSignIns>('/api/admin/security/failed-sign-ins');
    expect(attempts.some((a) => a.email === rosa.owner.email)).toBe(true);
  });

  it('revoking a session signs that browser out on its next request; other sessions keep working; audited with the admin id', async () => {
    const email = uniqueEmail('revoked');
    const created = await t.deps.auth.api.signUpEmail({ body: { email, password: STRONG_PASSWORD, name: 'Vic Victim' } });
    const victim = await signIn(t, email);
    const other = await signIn(t, email);
    expect((await t.request('/api/session', { cookie: victim })).status).toBe(200);
    const { sessions: list } = await get<ActiveSessions>('/api/admin/security/sessions');
    const mine = list.filter((s) => s.userId === created.user.id);
    expect(mine).toHaveLength(2);
    expect(JSON.stringify(list)).not.toMatch(/token/i);
    expect(list.find((s) => s.userId === admin.id)?.isCurrent).toBe(true);
    const victimSession = await t.db.select({ id: sessions.id, token: sessions.token }).from(sessions).where(eq(sessions.userId, created.user.id));
    const target = victimSession.find((s) => victim.includes(s.token))!;
    const revoked = await t.request(`/api/admin/security/sessions/${target.id}/revoke`, { method: 'POST', cookie: admin.cookie, json: {} });
    expect(revoked.status).toBe(200);
    const after = (await (await t.request('/api/session', { cookie: victim })).json()) as { user: unknown } | null;
    expect(after?.user ?? null).toBeNull();
    const still = (await (await t.request('/api/session', { cookie: other })).json()) as { user: { email: string } | null } | null;
    expect(still?.user?.email).toBe(email);
    const [audit] = await t.db.select().from(securityAuditLog).where(eq(securityAuditLog.recordId, target.id));
    expect(audit).toMatchObject({ action: 'DELETE', tableName: 'sessions', userId: admin.id });
    expect((await t.request(`/api/admin/security/sessions/${target.id}/revoke`, { method: 'POST', cookie: admin.cookie, json: {} })).status).toBe(404);
  });

  it("revoking ends the revoked browser's live stream at once (session_end), with signed_out", async () => {
    const shop = await createStoreWithStaff(t, 'Stream Shop');
    const stream = await openSse(t.app, shop.employee.cookie);
    expect((await stream.next()).event).toBe('ready');
    const [row] = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, shop.employee.id));
    expect((await t.request(`/api/admin/security/sessions/${row!.id}/revoke`, { method: 'POST', cookie: admin.cookie, json: {} })).status).toBe(200);
    expect((await stream.next(3000)).event).toBe('signed_out');
    expect(await stream.waitForEnd(3000)).toBe(true);
  });
});
