import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { getOk, saveLog, setStoreTimezone } from './daily-log-test-support';

/** 12:30 UTC on 31 March 2026 is 01:30 on 1 April in Auckland (UTC+13). */
const NOW = new Date('2026-03-31T12:30:00Z');

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: NOW });
  t = await createTestApp();
  staff = await createStoreWithStaff(t, 'Harbour Store');
  await setStoreTimezone(t, staff.storeId, 'Pacific/Auckland');
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

type Summary = { businessDate: string; todaysSalesCents: number };

it("shows no sales on the owner dashboard before today's log is saved", async () => {
  await saveLog(t, staff.owner.cookie, '2026-03-31', { cashSalesCents: 1234 });
  const summary = await getOk<Summary>(t, '/api/dashboard/summary', staff.owner.cookie);
  expect(summary).toMatchObject({ businessDate: '2026-04-01', todaysSalesCents: 0 });
});

it("shows the cash sales of the store's today (its own time zone) once saved, and the latest update", async () => {
  await saveLog(t, staff.employee.cookie, '2026-04-01', { cashSalesCents: 4321 });
  expect(await getOk<Summary>(t, '/api/dashboard/summary', staff.owner.cookie)).toMatchObject({ todaysSalesCents: 4321 });
  await saveLog(t, staff.owner.cookie, '2026-04-01', { cashSalesCents: 5000 });
  expect(await getOk<Summary>(t, '/api/dashboard/summary', staff.owner.cookie)).toMatchObject({ todaysSalesCents: 5000 });
});
