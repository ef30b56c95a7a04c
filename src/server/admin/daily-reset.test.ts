import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DailyResetResult } from '#shared/admin/daily-reset.schemas';
import { todayInZone } from '#shared/dates';
import { customers, jobRuns, securityAuditLog, stores } from '../db/schema/index';
import { insertCustomer } from '../credit/credit-test-support';
import { createAdmin, createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { expectRefusals } from './admin-test-support';
import { resetAllDailyCredit } from './daily-reset.service';

/** Issue 13 item 9: POST /api/admin/daily-credit-reset clears today's daily credit in every store, once, store by store, with one audit row per store. */
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
/** Each test starts from two stores with no customers, no earlier reset's audit rows and no recorded run. */
beforeEach(async () => {
  await t.db.delete(customers).where(sql`${customers.storeId} in (${east.storeId}, ${west.storeId})`);
  await t.db.delete(securityAuditLog).where(and(eq(securityAuditLog.tableName, 'customers'), isNull(securityAuditLog.recordId)));
  await t.db.delete(jobRuns).where(eq(jobRuns.name, 'daily-credit-reset'));
});

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

  it("counts today's daily credit across two stores in their own time zones, clears it, and writes one audit row per store with the admin id", async () => {
    await seed(3);
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(securityAuditLog);
    const response = await reset();
    expect(response.status).toBe(200);
    const body = (await response.json()) as DailyResetResult;
    expect(body.customersReset).toBe(6);
    const left = await t.db.select({ name: customers.name, on: customers.dailyCreditOn }).from(customers).where(sql`${customers.dailyCreditOn} is not null`);
    expect(left.every((c) => c.name === 'Yesterday' && c.on === '2020-01-01')).toBe(true);
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(securityAuditLog);
    expect(after[0]!.n - before[0]!.n).toBe(2);
    const audits = await bulkAuditRows();
    expect(audits.map((a) => a.storeId).sort()).toEqual([east.storeId, west.storeId].sort());
    for (const audit of audits) {
      expect(audit).toMatchObject({ action: 'UPDATE', userId: admin.id });
      expect(audit.newValues).toMatchObject({ bulkAction: 'daily_credit_reset', customersReset: 3 });
    }
    const [run] = await t.db.select().from(jobRuns).where(eq(jobRuns.name, 'daily-credit-reset'));
    expect(run).toMatchObject({ isOk: true, details: { customersReset: 6, by: admin.id } });
    // the per-row trigger is quiet only inside the reset: the next customer write is audited as always
    const customer = await insertCustomer(t, east.storeId, { name: 'Audited Later' });
    const rows = await t.db.select().from(securityAuditLog).where(eq(securityAuditLog.recordId, customer.id));
    expect(rows).toHaveLength(1);
  });

  it('runs once under two concurrent calls (two connections, as two instances would)', async () => {
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
    // one audit row per store from the one run that reset them
    expect(audits.map((a) => (a.newValues as { customersReset: number }).customersReset).sort()).toEqual([40, 40]);
  });

  it('commits store by store: a store already reset is final while a later store still waits on a locked row', async () => {
    await seed(2);
    const [first, second] = [east.storeId, west.storeId].sort();
    const stuck = (await t.db.select({ id: customers.id }).from(customers).where(and(eq(customers.storeId, second!), sql`${customers.dailyCreditOn} > '2020-01-01'`)).limit(1))[0]!;
    // A Give Credit (or any write) holding one customer of the later store.
    let release!: () => void;
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from customers where id = ${stuck.id} for update`);
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isLocked;
    const running = resetAllDailyCredit(t.db, { userId: admin.id, ip: null, userAgent: null });
    // The first store's reset is committed (seen from another connection) while the run waits on the lock.
    const activeIn = async (storeId: string) =>
      (await t.db.select({ n: sql<number>`count(*)::int` }).from(customers).where(and(eq(customers.storeId, storeId), sql`${customers.dailyCreditOn} > '2020-01-01'`)))[0]!.n;
    let firstLeft = -1;
    for (let i = 0; i < 100 && firstLeft !== 0; i++) {
      firstLeft = await activeIn(first!);
      if (firstLeft !== 0) await new Promise((r) => setTimeout(r, 20));
    }
    expect(firstLeft).toBe(0);
    expect(await activeIn(second!)).toBe(2);
    release();
    await holder;
    expect((await running).customersReset).toBe(4);
    expect(await activeIn(second!)).toBe(0);
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
