import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInZone } from '#shared/dates';
import { creditSummarySchema, type CreditSummary } from '#shared/reports/report.schemas';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { insertCustomer } from '../credit/credit-test-support';
import { getOk } from '../daily-logs/daily-log-test-support';
import { daysBefore, insertLedgerRow } from './report-test-support';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;
let today: string;
let body: CreditSummary;
const names = 'ABCDEFGHIJKL'.split('').map((letter) => `Cust ${letter}`);
const inWindowIds: string[] = [];

/** Noon UTC of a business date plus a few seconds, so entries have a known order. */
const at = (date: string, seconds: number) => new Date(Date.parse(`${date}T12:00:00Z`) + seconds * 1000);

/**
 * Customer k (1..12) gets 100·k cents k days ago; even ones 50 more today. 'Bea Tie' gets 1 100
 * (ties with Cust K). Cust A pays 75 today, Cust B 30 on the window's first day. Outside the
 * window: 9 999 thirty days ago and 8 888 tomorrow.
 */
async function seedLedger() {
  const ids: Record<string, string> = {};
  for (const name of [...names, 'Bea Tie']) ids[name] = (await insertCustomer(t, staff.storeId, { name })).id;
  const write = async (name: string, amountCents: number, daysAgo: number, type: 'credit_given' | 'credit_paid' = 'credit_given') => {
    const row = await insertLedgerRow(t, {
      storeId: staff.storeId,
      customerId: ids[name]!,
      type,
      amountCents,
      businessDate: daysBefore(today, daysAgo),
      createdAt: at(daysBefore(today, daysAgo), amountCents),
      notes: `${type} ${amountCents}`,
    });
    if (daysAgo >= 0 && daysAgo < 30) inWindowIds.push(row.id);
  };
  for (let k = 1; k <= 12; k++) {
    await write(names[k - 1]!, 100 * k, k);
    if (k % 2 === 0) await write(names[k - 1]!, 50, 0);
  }
  await write('Bea Tie', 1100, 5);
  await write('Cust A', 75, 0, 'credit_paid');
  await write('Cust B', 30, 29, 'credit_paid');
  await write('Cust A', 9999, 30);
  await write('Cust B', 8888, -1);
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await createStoreWithStaff(t, 'Credit Store');
  today = todayInZone('America/Chicago');
  await seedLedger();
  body = creditSummarySchema.parse(await getOk(t, '/api/reports/credit-summary', staff.owner.cookie));
});
afterAll(async () => t.close());

describe('GET /api/reports/credit-summary', () => {
  it('covers the past 30 business days, today included', () => {
    expect({ from: body.from, to: body.to }).toEqual({ from: daysBefore(today, 29), to: today });
  });

  it('totals credit given and paid back, and counts customers with any entry', () => {
    // given: 100·(1+…+12) + 6·50 + 1 100 = 9 200; paid: 75 + 30.
    expect(body).toMatchObject({ totalGivenCents: 9_200, totalPaidCents: 105, netCents: 9_095, activeCustomers: 13 });
  });

  it('ranks the top 10 by credit given, ties by name, with count and rounded average', () => {
    expect(body.topCustomers.map((c) => [c.rank, c.name, c.totalCents, c.count, c.averageCents])).toEqual([
      [1, 'Cust L', 1_250, 2, 625],
      [2, 'Bea Tie', 1_100, 1, 1_100],
      [3, 'Cust K', 1_100, 1, 1_100],
      [4, 'Cust J', 1_050, 2, 525],
      [5, 'Cust I', 900, 1, 900],
      [6, 'Cust H', 850, 2, 425],
      [7, 'Cust G', 700, 1, 700],
      [8, 'Cust F', 650, 2, 325],
      [9, 'Cust E', 500, 1, 500],
      [10, 'Cust D', 450, 2, 225],
    ]);
  });

  it('lists the entries of the window newest first with the customer name', () => {
    expect(body.recent.map((e) => e.id).sort()).toEqual([...inWindowIds].sort());
    const times = body.recent.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(body.recent[0]).toMatchObject({ customerName: 'Cust A', transactionType: 'credit_paid', amountCents: 75, businessDate: today, notes: 'credit_paid 75' });
  });

  it('gives one zero-filled row per day, oldest first', () => {
    expect(body.daily).toHaveLength(30);
    expect(body.daily[0]).toEqual({ date: daysBefore(today, 29), givenCents: 0, paidCents: 30 });
    expect(body.daily[24]).toEqual({ date: daysBefore(today, 5), givenCents: 1_600, paidCents: 0 });
    expect(body.daily[29]).toEqual({ date: today, givenCents: 300, paidCents: 75 });
    expect(body.daily.filter((d) => d.givenCents === 0 && d.paidCents === 0)).toHaveLength(16);
    expect(body.daily.reduce((sum, d) => sum + d.givenCents, 0)).toBe(body.totalGivenCents);
    expect(new Set(body.daily.map((d) => d.date)).size).toBe(30);
  });
});

describe('a store with more entries than the recent list holds', () => {
  it('answers the 50 most recent', async () => {
    const other = await createStoreWithStaff(t, 'Busy Credit Store');
    const customer = await insertCustomer(t, other.storeId, { name: 'Dora Busy' });
    const ids: string[] = [];
    for (let i = 0; i < 55; i++) {
      const row = await insertLedgerRow(t, { storeId: other.storeId, customerId: customer.id, amountCents: 10 + i, businessDate: today, createdAt: at(today, i) });
      ids.push(row.id);
    }
    const busy = creditSummarySchema.parse(await getOk(t, '/api/reports/credit-summary', other.owner.cookie));
    expect(busy.recent.map((e) => e.id)).toEqual(ids.slice(5).reverse());
    expect(busy).toMatchObject({ totalGivenCents: 55 * 10 + (54 * 55) / 2, activeCustomers: 1 });
    expect(busy.topCustomers).toEqual([{ rank: 1, customerId: customer.id, name: 'Dora Busy', totalCents: 2_035, count: 55, averageCents: 37 }]);
  });
});
