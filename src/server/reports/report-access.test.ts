import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInZone } from '#shared/dates';
import {
  creditSummarySchema,
  dailyLogHistorySchema,
  monthlySummarySchema,
  redFlagReportSchema,
} from '#shared/reports/report.schemas';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { insertCustomer } from '../credit/credit-test-support';
import { getOk, saveLog } from '../daily-logs/daily-log-test-support';
import { CANARY_BALANCE_CENTS, CANARY_CASH_SALES_CENTS, expectNoCanary, insertLedgerRow, REPORT_PATHS, seedCanaryStore } from './report-test-support';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;
let canary: Awaited<ReturnType<typeof seedCanaryStore>>;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createStoreWithStaff(t, 'Rosa Market');
  canary = await seedCanaryStore(t);
  today = todayInZone('America/Chicago');
  await saveLog(t, staff.owner.cookie, today, { cashSalesCents: 1500 });
  await saveLog(t, staff.owner.cookie, '2026-01-15', { cashSalesCents: 2000, actualCashCents: 2050 });
  const ana = await insertCustomer(t, staff.storeId, { internalRedFlag: true, creditBalanceCents: 300 });
  await insertLedgerRow(t, { storeId: staff.storeId, customerId: ana.id, amountCents: 300, businessDate: today });
});
afterAll(async () => t.close());

describe('refusals', () => {
  it.each(REPORT_PATHS)('answers 401 when signed out: %s', async (path) => {
    const response = await t.request(path);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'UNAUTHENTICATED' } });
  });

  it.each(REPORT_PATHS)('answers 403 OWNER_ONLY to an employee: %s', async (path) => {
    const response = await t.request(path, { cookie: staff.employee.cookie });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: 'OWNER_ONLY' } });
  });
});

describe("another store's rows never reach a report", () => {
  it('daily log history: only our logs, totals and count', async () => {
    const recent = dailyLogHistorySchema.parse(await getOk(t, '/api/reports/daily-logs', staff.owner.cookie));
    expect(recent.logs.map((l) => l.cashSalesCents)).toEqual([1500]);
    expect(recent.summary).toEqual({ totalSalesCents: 1500, days: 1, averageDailySalesCents: 1500, totalBalanceCents: -1005 });
    expectNoCanary(recent, canary);
    const january = dailyLogHistorySchema.parse(await getOk(t, '/api/reports/daily-logs?from=2026-01-01&to=2026-01-31', staff.owner.cookie));
    expect(january.summary).toEqual({ totalSalesCents: 2000, days: 1, averageDailySalesCents: 2000, totalBalanceCents: 0 });
    expectNoCanary(january, canary);
  });

  it('monthly summary', async () => {
    const body = monthlySummarySchema.parse(await getOk(t, '/api/reports/monthly-summary?month=2026-01', staff.owner.cookie));
    expect(body).toEqual({ month: '2026-01', days: 1, cashSalesCents: 2000, payoutsCents: 30, expensesCents: 20, profitLossCents: 1950 });
  });

  it('credit summary', async () => {
    const body = creditSummarySchema.parse(await getOk(t, '/api/reports/credit-summary', staff.owner.cookie));
    expect(body).toMatchObject({ totalGivenCents: 300, totalPaidCents: 0, netCents: 300, activeCustomers: 1 });
    expect(body.topCustomers.map((c) => [c.name, c.totalCents])).toEqual([['Ana Lopez', 300]]);
    expect(body.recent).toHaveLength(1);
    expect(body.daily.reduce((sum, d) => sum + d.givenCents + d.paidCents, 0)).toBe(300);
    expectNoCanary(body, canary);
  });

  it('red flag report; asking for the other store by id is refused', async () => {
    const asked = await t.request(`/api/reports/red-flags?storeId=${canary.storeId}`, { cookie: staff.owner.cookie });
    expect(asked.status).toBe(422);
    expect(await asked.json()).toEqual({ error: { code: 'VALIDATION_FAILED', fields: { storeId: 'unknown_field' } } });
    for (const path of ['/api/reports/red-flags']) {
      const body = redFlagReportSchema.parse(await getOk(t, path, staff.owner.cookie));
      expect(body).toMatchObject({ count: 1, totalBalanceCents: 300, averageBalanceCents: 300 });
      expectNoCanary(body, canary);
    }
  });

  it("shows the canary store its own rows (so the checks above can fail)", async () => {
    const month = monthlySummarySchema.parse(await getOk(t, '/api/reports/monthly-summary?month=2026-01', canary.owner.cookie));
    expect(month.cashSalesCents).toBe(CANARY_CASH_SALES_CENTS);
    const flags = redFlagReportSchema.parse(await getOk(t, '/api/reports/red-flags', canary.owner.cookie));
    expect(flags.customers.map((c) => [c.name, c.creditBalanceCents])).toEqual([['Canary Zed', CANARY_BALANCE_CENTS]]);
    const credit = creditSummarySchema.parse(await getOk(t, '/api/reports/credit-summary', canary.owner.cookie));
    expect(credit).toMatchObject({ totalGivenCents: 777_777, totalPaidCents: 76, activeCustomers: 1 });
  });
});
