import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DailyResetResult } from '#shared/admin/daily-reset.schemas';
import { todayInZone } from '#shared/dates';
import { customers, jobRuns, securityAuditLog, stores } from '../db/schema/index';
import { insertCustomer } from '../credit/credit-test-helpers';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { createAdmin, expectRefusals } from './admin-test-support';
import { resetAllDailyCredit } from './daily-reset.service';

/** Issue 13 item 9: POST /api/admin/daily-credit-reset clears today's daily credit in every store, once, with one audit row. */
let t: TestApp;
let east: Awaited<ReturnType<typeof createStoreWithStaff>>;
let west: Awaited<ReturnType<typeof createStoreWithStaff>>;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let deleted: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  east = await createStoreWithStaff(t, 'East Market');
  west = await createStoreWithStaff(t, 'West Market');
  await t.db.update(stores).set({ timezone: 'Asia/Tokyo' }).where(eq(stores.id, west.storeId));
  admin = await createAdmin(t);
  deleted = await createAdmin(t, 'Gone Admin');
  await deleted.remove();
}, 60_000);
afterAll(async () => t.close());

/** Customers with today's daily credit (in their store's zone), plus ones with yesterday's (already inactive) and none. */
async function seed(perStore: number) {
  const zones: Array<[string, string]> = [[east.storeId, 'America/Chicago'], [west.storeId, 'Asia/Tokyo']];
  for (const [storeId, zone] of zones) {
    const today = todayInZone(zone);
    for (let i = 0; i < perStore; i++) await insertCustomer(t, storeId, { name: `Today ${i}`, dailyCreditOn: today });
    await insertCustomer(t, storeId, { name: 'Yesterday', dailyCreditOn: '2020-01-01' });
    await insertCustomer(t, storeId, { name: 'Never' });
  }
}
const reset = (cookie = admin.cookie) => t.request('/api/admin/daily-credit-reset', { method: 'POST', cookie, json: {} });
const bulkAuditRows = () => t.db.select().from(securityAuditLog).where(and(eq(securityAuditLog.tableName, 'customers'), isNull(securityAuditLog.recordId)));

describe('the all-stores daily credit reset', () => {
  it('is refused to the signed out (401), owners, employees and deleted admins (403); nothing changes', async () => {
    await seed(1);
    const statuses = await expectRefusals(t, { path: '/api/admin/daily-credit-reset', method: 'POST', json: {} }, { owner: east.owner.cookie, employee: east.employee.cookie, deletedAdmin: deleted.cookie });
    expect(statuses).toEqual([401, 403, 403, 403]);
    const [active] = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from customers where daily_credit_on is not null and daily_credit_on > '2020-01-01'`)).rows;
    expect(active!.n).toBe(2);
  });

  it("counts today's daily credit across two stores in their own time zones, clears it, and writes one audit row with the admin id", async () => {
    await seed(3);
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(securityAuditLog);
    const response = await reset();
    expect(response.status).toBe(200);
    const body = (await response.json()) as DailyResetResult;
    expect(body.customersReset).toBe(2 + 6);
    const left = await t.db.select({ name: customers.name, on: customers.dailyCreditOn }).from(customers).where(sql`${customers.dailyCreditOn} is not null`);
    expect(left.every((c) => c.name === 'Yesterday' && c.on === '2020-01-01')).toBe(true);
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(securityAuditLog);
    expect(after[0]!.n - before[0]!.n).toBe(1);
    const [audit] = await bulkAuditRows();
    expect(audit).toMatchObject({ action: 'UPDATE', userId: admin.id, storeId: null });
    expect(audit!.newValues).toMatchObject({ bulkAction: 'daily_credit_reset', customersReset: 8 });
    const [run] = await t.db.select().from(jobRuns).where(eq(jobRuns.name, 'daily-credit-reset'));
    expect(run).toMatchObject({ isOk: true, details: { customersReset: 8, by: admin.id } });
    // the per-row trigger is quiet only inside the reset: the next customer write is audited as always
    const customer = await insertCustomer(t, east.storeId, { name: 'Audited Later' });
    const rows = await t.db.select().from(securityAuditLog).where(eq(securityAuditLog.recordId, customer.id));
    expect(rows).toHaveLength(1);
  });

  it('runs once under two concurrent calls (two connections, as two instances would)', async () => {
    await t.db.delete(securityAuditLog).where(and(eq(securityAuditLog.tableName, 'customers'), isNull(securityAuditLog.recordId)));
    await seed(40);
    const results = await Promise.all([
      resetAllDailyCredit(t.db, { userId: admin.id, ip: null, userAgent: null }).then((r) => ({ ok: r.customersReset }), (e: Error) => ({ refused: e.message })),
      resetAllDailyCredit(t.db, { userId: admin.id, ip: null, userAgent: null }).then((r) => ({ ok: r.customersReset }), (e: Error) => ({ refused: e.message })),
    ]);
    const counts = results.map((r) => ('ok' in r ? r.ok : 0));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(80);
    expect(counts).toContain(80);
    const refused = results.filter((r) => 'refused' in r);
    for (const r of refused) expect(r).toEqual({ refused: 'DAILY_RESET_IN_PROGRESS' });
    const audits = await bulkAuditRows();
    expect(audits.filter((a) => (a.newValues as { customersReset: number }).customersReset > 0)).toHaveLength(1);
  });

  it('a second caller while the lock is held is refused with 409 DAILY_RESET_IN_PROGRESS', async () => {
    await seed(1);
    // another instance holds the lock (its transaction is open on another connection)
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('daily-credit-reset', 0))`);
      const response = await reset();
      expect(response.status).toBe(409);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('DAILY_RESET_IN_PROGRESS');
    });
    expect(((await (await reset()).json()) as DailyResetResult).customersReset).toBe(2);
  });
});
