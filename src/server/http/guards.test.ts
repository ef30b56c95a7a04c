import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createStoreWithStaff, createTestApp, signIn, signUpBody, type TestApp } from '../test/test-app';
import { adminUsers, creditTransactions, customers, dailyLogs, sessions } from '../db/schema/index';
import { todayInZone } from '#shared/dates';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const protectedRoutes: Array<[string, string]> = [
  ['POST', '/api/stores/setup'],
  ['GET', '/api/stores/current'],
  ['PUT', '/api/stores/current'],
  ['GET', '/api/dashboard/summary'],
  ['GET', '/api/admin/security/audit-log'],
  ['POST', '/api/billing/checkout'],
  ['POST', '/api/billing/portal'],
];

describe('guards', () => {
  it.each(protectedRoutes)('%s %s answers 401 when signed out', async (method, path) => {
    const response = await t.request(path, { method, json: method === 'GET' ? undefined : {} });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('answers 401 for a forged or stale session cookie', async () => {
    const response = await t.request('/api/stores/current', { cookie: 'better-auth.session_token=forged.value' });
    expect(response.status).toBe(401);
  });

  it('keeps a first-login owner out of store routes until setup', async () => {
    const body = signUpBody();
    await t.request('/api/signup', { method: 'POST', json: body });
    const cookie = await signIn(t, body.email);
    for (const path of ['/api/stores/current', '/api/dashboard/summary']) {
      const response = await t.request(path, { cookie });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: { code: 'NO_STORE' } });
    }
  });

  it('refuses owner routes to employees', async () => {
    const { employee } = await createStoreWithStaff(t, 'Owner routes');
    for (const path of ['/api/billing/checkout', '/api/billing/portal']) {
      const response = await t.request(path, { method: 'POST', cookie: employee.cookie, json: {} });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: { code: 'OWNER_ONLY' } });
    }
  });

  it('says payments are not set up to an owner while billing is not configured', async () => {
    const { owner } = await createStoreWithStaff(t, 'Billing');
    const response = await t.request('/api/billing/checkout', { method: 'POST', cookie: owner.cookie, json: {} });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: 'PAYMENTS_NOT_CONFIGURED' } });
  });

  it('shows the audit log to platform admins only', async () => {
    const { owner } = await createStoreWithStaff(t, 'Audit');
    const refused = await t.request('/api/admin/security/audit-log?limit=100', { cookie: owner.cookie });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: { code: 'ADMIN_ONLY' } });
    await t.db.insert(adminUsers).values({ userId: owner.id });
    const allowed = await t.request('/api/admin/security/audit-log?limit=100', { cookie: owner.cookie });
    expect(allowed.status).toBe(200);
    const { entries } = (await allowed.json()) as { entries: Array<{ tableName: string }> };
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThanOrEqual(100);
    expect(entries.map((e) => e.tableName)).toContain('admin_users');
  });

  it('ends a session past its absolute lifetime however recently it was used', async () => {
    const { owner } = await createStoreWithStaff(t, 'Lifetime');
    const fifteenDaysAgo = new Date(Date.now() - 15 * 86_400_000);
    await t.db.update(sessions).set({ createdAt: fifteenDaysAgo }).where(eq(sessions.userId, owner.id));
    const response = await t.request('/api/stores/current', { cookie: owner.cookie });
    expect(response.status).toBe(401);
    expect(await (await t.request('/api/session', { cookie: owner.cookie })).json()).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, owner.id))).toHaveLength(0);
  });

  it('answers unknown API paths with 404 JSON', async () => {
    const response = await t.request('/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND' } });
  });
});

describe('dashboard summary', () => {
  it("counts only the caller's store, for the store's own business day", async () => {
    const a = await createStoreWithStaff(t, 'Tiles A');
    const b = await createStoreWithStaff(t, 'Tiles B');
    const today = todayInZone('America/Chicago');
    const add = (storeId: string, n: number, first: number, extra: Partial<typeof customers.$inferInsert> = {}) =>
      t.db
        .insert(customers)
        .values(Array.from({ length: n }, (_, i) => ({ storeId, displayId: String(first + i), name: `C ${i}`, phone: '5550100', ...extra })))
        .returning({ id: customers.id });
    const [served] = await add(a.storeId, 1, 20_000_000, { dailyCreditOn: today });
    await add(a.storeId, 2, 30_000_000, { internalRedFlag: true });
    await add(b.storeId, 7, 10_000_000, { dailyCreditOn: today, internalRedFlag: true });
    await t.db.insert(creditTransactions).values({
      storeId: a.storeId,
      customerId: served!.id,
      transactionType: 'credit_given',
      amountCents: 1500,
      businessDate: today,
    });
    await t.db.insert(dailyLogs).values({ storeId: a.storeId, logDate: today, cashSalesCents: 12_345 });
    await t.db.insert(dailyLogs).values({ storeId: b.storeId, logDate: today, cashSalesCents: 99_999 });

    for (const cookie of [a.owner.cookie, a.employee.cookie]) {
      const summary = await (await t.request('/api/dashboard/summary', { cookie })).json();
      expect(summary).toEqual({
        businessDate: today,
        totalCustomers: 3,
        todaysSalesCents: 12_345,
        activeCredits: 1,
        redFlagged: 2,
        customersServedToday: 1,
        creditGivenTodayCents: 1500,
        tasks: { dailyLogSaved: true, nearLimitCount: 0, nearLimit: [] },
      });
    }
  });
});
