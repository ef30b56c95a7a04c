import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInZone } from '#shared/dates';
import { dailyLogHistorySchema } from '#shared/reports/report.schemas';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { getOk, saveLog } from '../daily-logs/daily-log-test-support';

const ALL = '/api/reports/daily-logs/all';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;
let canary: Awaited<ReturnType<typeof createStoreWithStaff>>;
let today: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createStoreWithStaff(t, 'History Store');
  canary = await createStoreWithStaff(t, 'Canary Store');
  today = todayInZone('America/Chicago');
  // More than the three years a from/to range may span.
  await saveLog(t, staff.owner.cookie, '2021-03-04', { cashSalesCents: 1000 });
  await saveLog(t, staff.owner.cookie, '2026-01-15', { cashSalesCents: 2000 });
  await saveLog(t, staff.owner.cookie, today, { cashSalesCents: 3000 });
  // The other store began earlier and sold far more.
  await saveLog(t, canary.owner.cookie, '2019-05-05', { cashSalesCents: 987_654, notes: 'canary log' });
});
afterAll(async () => t.close());

describe("Daily Log History 'All'", () => {
  it('answers 401 when signed out and 403 OWNER_ONLY to an employee', async () => {
    const signedOut = await t.request(ALL);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: { code: 'UNAUTHENTICATED' } });
    const employee = await t.request(ALL, { cookie: staff.employee.cookie });
    expect(employee.status).toBe(403);
    expect(await employee.json()).toEqual({ error: { code: 'OWNER_ONLY' } });
  });

  it("covers every log of the store, from its first to today, with the whole summary", async () => {
    const all = dailyLogHistorySchema.parse(await getOk(t, ALL, staff.owner.cookie));
    expect({ from: all.from, to: all.to }).toEqual({ from: '2021-03-04', to: today });
    expect(all.logs.map((log) => log.logDate)).toEqual([today, '2026-01-15', '2021-03-04']);
    expect(all.summary).toMatchObject({ totalSalesCents: 6000, days: 3, averageDailySalesCents: 2000 });
    expect(JSON.stringify(all)).not.toMatch(/canary|987654|2019-05-05/);
  });

  it('is just today for a store without logs', async () => {
    const empty = await createStoreWithStaff(t, 'Empty Store');
    const all = dailyLogHistorySchema.parse(await getOk(t, ALL, empty.owner.cookie));
    expect(all).toMatchObject({ from: today, to: today, logs: [], summary: { days: 0, totalSalesCents: 0 } });
  });

  it('shows the other store its own history (positive control)', async () => {
    const all = dailyLogHistorySchema.parse(await getOk(t, ALL, canary.owner.cookie));
    expect(all.from).toBe('2019-05-05');
    expect(all.logs.map((log) => log.cashSalesCents)).toEqual([987_654]);
  });
});
