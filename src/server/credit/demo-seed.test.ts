import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { creditTransactions, customers, dailyLogs } from '../db/schema/index';
import { reconcile } from '#shared/daily-logs/reconciliation';
import { seedDemoCustomers } from '../cli/demo-customers';
import { seedDemoDailyLogs } from '../cli/demo-daily-logs';
import { seedDemoPayroll } from '../cli/demo-payroll';
import type { PayrollPage } from '#shared/payroll/payroll.schemas';
import { findLedgerMismatches } from './ledger-check';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('demo customers', () => {
  it('creates a few dozen customers with months of ledger history whose balances equal the ledger, once', async () => {
    const { storeId, owner, employee } = await createStoreWithStaff(t, 'Demo Seed Store');
    const staff = { storeId, ownerId: owner.id, employeeId: employee.id };
    const now = new Date('2026-03-15T18:00:00Z');
    const seeded = await seedDemoCustomers(t.db, staff, now);
    console.info('[demo seed]', seeded);
    expect(seeded!.customers).toBe(36);
    expect(seeded!.entries).toBeGreaterThan(400);

    const rows = await t.db.select().from(customers).where(eq(customers.storeId, storeId));
    expect(rows.filter((c) => c.internalRedFlag)).toHaveLength(2);
    expect(rows.filter((c) => c.isBlocked)).toHaveLength(2);
    expect(rows.filter((c) => c.verifiedCustomer).length).toBeGreaterThan(3);
    expect(rows.filter((c) => c.loyalCustomer).length).toBeGreaterThan(2);
    expect(rows.some((c) => c.creditBalanceCents > 0)).toBe(true);
    const ledger = await t.db.select().from(creditTransactions).where(eq(creditTransactions.storeId, storeId));
    expect(ledger).toHaveLength(seeded!.entries);
    const dates = ledger.map((e) => e.businessDate).sort();
    expect(dates[0]! <= '2025-11-20').toBe(true);
    expect(dates.at(-1)! <= '2026-03-15').toBe(true);
    expect(new Set(ledger.map((e) => e.createdBy))).toEqual(new Set([owner.id, employee.id]));
    expect(await findLedgerMismatches(t.db)).toEqual([]);

    expect(await seedDemoCustomers(t.db, staff, now)).toBeNull();
    expect(await t.db.$count(creditTransactions, eq(creditTransactions.storeId, storeId))).toBe(seeded!.entries);
  }, 300_000);
});

describe('demo cash logs', () => {
  it('fills about four months up to yesterday, mostly balanced with some over and short days, once', async () => {
    const { storeId, owner, employee } = await createStoreWithStaff(t, 'Demo Logs Store');
    const staff = { storeId, ownerId: owner.id, employeeId: employee.id };
    const now = new Date('2026-03-15T18:00:00Z'); // 13:00 in Chicago
    const added = await seedDemoDailyLogs(t.db, staff, 'America/Chicago', now);
    expect(added).toBeGreaterThan(100);
    const logs = await t.db.select().from(dailyLogs).where(eq(dailyLogs.storeId, storeId));
    expect(logs).toHaveLength(added!);
    const dates = logs.map((l) => l.logDate).sort();
    expect(dates.at(-1)).toBe('2026-03-14');
    expect(dates[0]! <= '2025-11-20').toBe(true);
    const differences = logs.map((l) => reconcile(l).balanceCents);
    const balanced = differences.filter((d) => d === 0).length;
    expect(balanced / logs.length).toBeGreaterThan(0.6);
    expect(differences.some((d) => d > 0)).toBe(true);
    expect(differences.some((d) => d < 0)).toBe(true);
    expect(logs.every((l) => l.cashSalesCents > 0 && l.startingCashCents > 0)).toBe(true);
    expect(new Set(logs.map((l) => l.createdBy))).toEqual(new Set([owner.id, employee.id]));
    expect(await seedDemoDailyLogs(t.db, staff, 'America/Chicago', now)).toBeNull();
  });

  it('seeds late in the evening within four months after the clocks go back (one log per day)', async () => {
    const { storeId, owner, employee } = await createStoreWithStaff(t, 'Demo Logs Late Store');
    const staff = { storeId, ownerId: owner.id, employeeId: employee.id };
    // 23:10 on 26 Nov in Chicago (CST); 1 Nov 2026 was the first day of CST: 24-hour steps back from
    // here reach 00:10 CDT of the next date before 1 Nov, and 1 Nov twice.
    const now = new Date('2026-11-27T05:10:00Z');
    const added = await seedDemoDailyLogs(t.db, staff, 'America/Chicago', now);
    const dates = (await t.db.select().from(dailyLogs).where(eq(dailyLogs.storeId, storeId))).map((l) => l.logDate).sort();
    expect(dates).toHaveLength(added!);
    expect(new Set(dates).size).toBe(dates.length);
    expect(dates.at(-1)).toBe('2026-11-25');
    expect(dates.every((d) => d < '2026-11-26')).toBe(true);
  });
});

describe('demo payroll', () => {
  it('writes ten weekly entries up to last week, signed, that the owner sees and opens through the app, once', async () => {
    const { storeId, owner, employee } = await createStoreWithStaff(t, 'Demo Payroll Store');
    const staff = { storeId, ownerId: owner.id, employeeId: employee.id, employeeName: 'Eli Employee' };
    const now = new Date('2026-03-18T18:00:00Z'); // a Wednesday in Chicago
    expect(await seedDemoPayroll(t.db, t.deps.storage, staff, 'America/Chicago', now)).toBe(10);
    const page = (await (await t.request('/api/payroll', { cookie: owner.cookie })).json()) as PayrollPage;
    expect(page.items).toHaveLength(10);
    const starts = page.items.map((e) => e.startDate).sort();
    expect(starts[0]).toBe('2026-01-05');
    expect(starts.at(-1)).toBe('2026-03-09'); // last week's Monday; this week is not over
    for (const entry of page.items) {
      expect(new Date(`${entry.startDate}T12:00:00Z`).getUTCDay()).toBe(1);
      expect(entry.payPeriodType).toBe('weekly');
      expect(entry.totalHours).toBeGreaterThanOrEqual(32);
      expect(entry.totalHours).toBeLessThanOrEqual(46);
    }
    expect(page.items.some((e) => e.totalHours > 40)).toBe(true); // some weeks show overtime
    const signature = await t.request(`/api/payroll/${page.items[0]!.id}/signature`, { cookie: owner.cookie });
    expect(signature.status).toBe(200);
    expect(signature.headers.get('content-type')).toMatch(/image\/png/);
    expect(await seedDemoPayroll(t.db, t.deps.storage, staff, 'America/Chicago', now)).toBeNull();
  });
});
