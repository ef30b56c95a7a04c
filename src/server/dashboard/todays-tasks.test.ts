import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInZone } from '#shared/dates';
import { dashboardSummarySchema, type DashboardSummary } from '#shared/dashboard/dashboard.schemas';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { insertCustomer } from '../credit/credit-test-support';
import { saveLog } from '../daily-logs/daily-log-test-support';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;
let canary: Awaited<ReturnType<typeof createStoreWithStaff>>;
const today = todayInZone('America/Chicago'); // the stores' time zone (setupBody)

async function readTasks(cookie: string): Promise<DashboardSummary['tasks']> {
  const response = await t.request('/api/dashboard/summary', { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return dashboardSummarySchema.parse(await response.json()).tasks;
}

beforeAll(async () => {
  t = await createTestApp();
  staff = await createStoreWithStaff(t, 'Tasks Store');
  canary = await createStoreWithStaff(t, 'Canary Store');
  const add = (name: string, creditBalanceCents: number, creditLimitCents: number, extra = {}) =>
    insertCustomer(t, staff.storeId, { name, creditBalanceCents, creditLimitCents, ...extra });
  await add('Fay Full', 4000, 5000); // exactly 80 %
  await add('Al Almost', 3999, 5000); // just under
  await add('Olga Over', 6000, 5000); // 120 %
  await add('Zoe Zero', 100, 0); // owes with a zero limit: full
  await add('Zed Zero', 0, 0); // owes nothing
  await add('Cora Credit', -500, 1000); // store credit
  await add('Ari Archived', 5000, 5000, { archivedAt: new Date() });
  for (const n of [1, 2, 3]) await add(`Nina Ninety ${n}`, 4500, 5000);
  // Another store: a customer at her limit and today's log saved — none of it may show in ours.
  await insertCustomer(t, canary.storeId, { name: 'Canary Near', creditBalanceCents: 5000, creditLimitCents: 5000 });
  await saveLog(t, canary.owner.cookie, today);
});
afterAll(async () => t.close());

describe("Today's Tasks on the dashboard summary", () => {
  it('answers 401 when signed out', async () => {
    const response = await t.request('/api/dashboard/summary');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'UNAUTHENTICATED' } });
  });

  it('counts the customers at 80 % of their limit or more and names the first five, fullest first', async () => {
    const tasks = await readTasks(staff.employee.cookie);
    expect(tasks.nearLimitCount).toBe(6);
    expect(tasks.nearLimit.map((c) => c.name)).toEqual(['Zoe Zero', 'Olga Over', 'Nina Ninety 1', 'Nina Ninety 2', 'Nina Ninety 3']);
    expect(tasks.nearLimit[1]).toMatchObject({ creditBalanceCents: 6000, creditLimitCents: 5000 });
  });

  it("says today's cash log is not saved until it is (another store's saved log does not count)", async () => {
    expect((await readTasks(staff.employee.cookie)).dailyLogSaved).toBe(false);
    await saveLog(t, staff.employee.cookie, today);
    expect((await readTasks(staff.employee.cookie)).dailyLogSaved).toBe(true);
    expect((await readTasks(staff.owner.cookie)).dailyLogSaved).toBe(true);
  });

  it("never shows another store's customers", async () => {
    const text = JSON.stringify(await readTasks(staff.owner.cookie));
    expect(text).not.toContain('Canary');
  });

  it('shows the other store its own (positive control)', async () => {
    const tasks = await readTasks(canary.employee.cookie);
    expect(tasks).toEqual({
      dailyLogSaved: true,
      nearLimitCount: 1,
      nearLimit: [expect.objectContaining({ name: 'Canary Near', creditBalanceCents: 5000 })],
    });
  });
});
