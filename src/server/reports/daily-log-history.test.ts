import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInZone } from '#shared/dates';
import { reconcile } from '#shared/daily-logs/reconciliation';
import { dailyLogHistorySchema, monthlySummarySchema } from '#shared/reports/report.schemas';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { getOk, saveLog } from '../daily-logs/daily-log-test-support';
import { daysBefore } from './report-test-support';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;
let today: string;

/** Logs across the January/February boundary: date, cash sales, payouts, expenses, counted. */
const seeded = [
  { date: '2026-01-30', cashSalesCents: 10_000, payoutsCents: 500, expensesCents: 250, actualCashCents: 9_350 },
  { date: '2026-01-31', cashSalesCents: 20_001, payoutsCents: 0, expensesCents: 1_000, actualCashCents: 19_101 },
  { date: '2026-02-01', cashSalesCents: 1_000, payoutsCents: 100, expensesCents: 0, actualCashCents: 1_000 },
  { date: '2026-02-02', cashSalesCents: 2_000, payoutsCents: 0, expensesCents: 3_500, actualCashCents: 0 },
  { date: '2026-03-05', cashSalesCents: 7_777, payoutsCents: 0, expensesCents: 0, actualCashCents: 7_677 },
];

beforeAll(async () => {
  t = await createTestApp();
  staff = await createStoreWithStaff(t, 'History Store');
  for (const { date, ...values } of seeded) await saveLog(t, staff.owner.cookie, date, { ...values, startingCashCents: 100 });
  today = todayInZone('America/Chicago');
  for (const days of [0, 89, 90]) await saveLog(t, staff.owner.cookie, daysBefore(today, days), { cashSalesCents: 1000 + days });
});
afterAll(async () => t.close());

const history = async (query: string) => dailyLogHistorySchema.parse(await getOk(t, `/api/reports/daily-logs${query}`, staff.owner.cookie));

describe('GET /api/reports/daily-logs', () => {
  it('lists the logs of the range newest first with exact summary figures', async () => {
    const body = await history('?from=2026-01-31&to=2026-02-28');
    expect(body.from).toBe('2026-01-31');
    expect(body.to).toBe('2026-02-28');
    expect(body.logs.map((l) => l.logDate)).toEqual(['2026-02-02', '2026-02-01', '2026-01-31']);
    expect(body.logs.map((l) => [l.expectedCashCents, l.balanceCents])).toEqual([
      [-1_400, 1_400],
      [1_000, 0],
      [19_101, 0],
    ]);
    expect(body.logs[0]).toMatchObject({ startingCashCents: 100, updatedByName: 'Rosa Diaz', notes: 'Quiet day' });
    // 23 001 / 3 = 7 667.0 → 7 667; balances 1 400 + 0 + 0.
    expect(body.summary).toEqual({ totalSalesCents: 23_001, days: 3, averageDailySalesCents: 7_667, totalBalanceCents: 1_400 });
  });

  it('rounds the average to whole cents and totals every balance', async () => {
    const body = await history('?from=2026-01-30&to=2026-03-05');
    expect(body.summary.days).toBe(5);
    expect(body.summary.totalSalesCents).toBe(40_778);
    expect(body.summary.averageDailySalesCents).toBe(8_156); // 8 155.6
    expect(body.summary.totalBalanceCents).toBe(body.logs.reduce((sum, l) => sum + reconcile(l).balanceCents, 0));
    expect(body.summary.totalBalanceCents).toBe(1_400 - 200); // 2026-02-02 over by 1 400, 2026-03-05 short by 200
  });

  it("defaults to the last 90 days of the store's calendar when from and to are absent", async () => {
    const body = await history('');
    expect({ from: body.from, to: body.to }).toEqual({ from: daysBefore(today, 89), to: today });
    expect(body.logs.map((l) => l.cashSalesCents)).toEqual([1000, 1089]);
    expect(body.summary).toMatchObject({ totalSalesCents: 2089, days: 2, averageDailySalesCents: 1045 });
  });

  it('answers an empty range with zeros', async () => {
    expect(await history('?from=2025-06-01&to=2025-06-30')).toMatchObject({
      logs: [],
      summary: { totalSalesCents: 0, days: 0, averageDailySalesCents: 0, totalBalanceCents: 0 },
    });
  });

  it('accepts a range of 3 years and 1 day', async () => {
    expect((await history('?from=2023-01-30&to=2026-01-31')).summary.days).toBe(2);
  });

  const refusals: Array<[string, Record<string, string>]> = [
    ['?from=2026-01-01', { to: 'required' }],
    ['?to=2026-01-01', { from: 'required' }],
    ['?from=2026-02-30&to=2026-03-01', { from: 'invalid_date' }],
    ['?from=2026-01-01&to=tomorrow', { to: 'invalid_date' }],
    ['?from=&to=', { from: 'invalid_date', to: 'invalid_date' }],
    ['?from=2026-02-01&to=2026-01-31', { to: 'invalid_range' }],
    ['?from=2023-01-30&to=2026-02-01', { to: 'range_too_long' }],
    ['?from=0000-01-01&to=0000-02-01', { from: 'invalid_date', to: 'invalid_date' }],
    ['?from=1999-12-31&to=2000-01-31', { from: 'invalid_date' }],
    ['?from=2100-12-01&to=2101-01-01', { to: 'invalid_date' }],
    ['?from=2026-02-30&to=2026-03-01', { from: 'invalid_date' }],
    ['?from=2026-01-01', { to: 'required' }],
    ['?from=2026-01-01&to=2026-01-31&storeId=x', { storeId: 'unknown_field' }],
  ];
  it.each(refusals)('answers 422 for %s', async (query, fields) => {
    const response = await t.request(`/api/reports/daily-logs${query}`, { cookie: staff.owner.cookie });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', fields } });
  });
});

describe('GET /api/reports/monthly-summary', () => {
  const summary = async (month: string) =>
    monthlySummarySchema.parse(await getOk(t, `/api/reports/monthly-summary?month=${month}`, staff.owner.cookie));

  it('counts each log in its own month across the boundary', async () => {
    expect(await summary('2026-01')).toEqual({
      month: '2026-01',
      days: 2,
      cashSalesCents: 30_001,
      payoutsCents: 500,
      expensesCents: 1_250,
      profitLossCents: 28_251,
    });
    expect(await summary('2026-02')).toEqual({
      month: '2026-02',
      days: 2,
      cashSalesCents: 3_000,
      payoutsCents: 100,
      expensesCents: 3_500,
      profitLossCents: -600,
    });
  });

  it('answers a month without logs with zeros', async () => {
    expect(await summary('2025-02')).toEqual({ month: '2025-02', days: 0, cashSalesCents: 0, payoutsCents: 0, expensesCents: 0, profitLossCents: 0 });
  });

  it.each([
    ['', { month: 'required' }],
    ['?month=2026-13', { month: 'invalid_month' }],
    ['?month=2026-1', { month: 'invalid_month' }],
    ['?month=2026-01-01', { month: 'invalid_month' }],
    ['?month=0000-01', { month: 'invalid_month' }],
  ])('answers 422 for "%s"', async (query, fields) => {
    const response = await t.request(`/api/reports/monthly-summary${query}`, { cookie: staff.owner.cookie });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', fields } });
  });
});
