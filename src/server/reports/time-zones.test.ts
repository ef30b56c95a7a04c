import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { creditSummarySchema, dailyLogHistorySchema } from '#shared/reports/report.schemas';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { insertCustomer } from '../credit/credit-test-support';
import { getOk, saveLog, setStoreTimezone } from '../daily-logs/daily-log-test-support';
import { insertLedgerRow } from './report-test-support';

/**
 * 11:30 UTC on Sunday 1 March 2026: already Monday 2 March in Kiritimati (UTC+14, 01:30) and in
 * Auckland (UTC+13, 00:30). A report that used the UTC date would be a day behind.
 */
const NOW = new Date('2026-03-01T11:30:00Z');

let t: TestApp;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: NOW });
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

describe('credit summary in Pacific/Kiritimati', () => {
  it("takes today and the 30-day window from the store's calendar", async () => {
    const staff = await createStoreWithStaff(t, 'Line Islands Store');
    await setStoreTimezone(t, staff.storeId, 'Pacific/Kiritimati');
    const { id: customerId } = await insertCustomer(t, staff.storeId, { name: 'Kiri Tabs' });
    const row = (amountCents: number, businessDate: string, createdAt: string) =>
      insertLedgerRow(t, { storeId: staff.storeId, customerId, amountCents, businessDate, createdAt: new Date(createdAt) });
    const today = await row(500, '2026-03-02', '2026-03-01T11:00:00Z'); // 01:00 local, UTC still 1 March
    const first = await row(200, '2026-02-01', '2026-01-31T12:00:00Z');
    await row(9_000, '2026-01-31', '2026-01-31T09:00:00Z'); // inside a UTC window, outside the store's
    await row(7_000, '2026-03-03', '2026-03-02T11:00:00Z'); // tomorrow there

    const body = creditSummarySchema.parse(await getOk(t, '/api/reports/credit-summary', staff.owner.cookie));
    expect({ from: body.from, to: body.to }).toEqual({ from: '2026-02-01', to: '2026-03-02' });
    expect(body).toMatchObject({ totalGivenCents: 700, totalPaidCents: 0, netCents: 700, activeCustomers: 1 });
    expect(body.recent.map((e) => e.id)).toEqual([today.id, first.id]);
    expect(body.daily).toHaveLength(30);
    expect(body.daily[0]).toEqual({ date: '2026-02-01', givenCents: 200, paidCents: 0 });
    expect(body.daily[27]).toEqual({ date: '2026-02-28', givenCents: 0, paidCents: 0 });
    expect(body.daily[29]).toEqual({ date: '2026-03-02', givenCents: 500, paidCents: 0 });
  });
});

describe('daily log history in Pacific/Auckland', () => {
  it("defaults to the 90 days ending on the store's today", async () => {
    const staff = await createStoreWithStaff(t, 'Harbour Store');
    await setStoreTimezone(t, staff.storeId, 'Pacific/Auckland');
    for (const [date, cashSalesCents] of [['2026-03-02', 302], ['2025-12-03', 1203], ['2025-12-02', 1202]] as const) {
      await saveLog(t, staff.owner.cookie, date, { cashSalesCents });
    }
    const body = dailyLogHistorySchema.parse(await getOk(t, '/api/reports/daily-logs', staff.owner.cookie));
    expect({ from: body.from, to: body.to }).toEqual({ from: '2025-12-03', to: '2026-03-02' });
    expect(body.logs.map((l) => [l.logDate, l.cashSalesCents])).toEqual([['2026-03-02', 302], ['2025-12-03', 1203]]);
    expect(body.summary).toMatchObject({ totalSalesCents: 1_505, days: 2, averageDailySalesCents: 753 });
  });
});
