import { afterAll, beforeAll, expect, it } from 'vitest';
import { todayInZone } from '#shared/dates';
import { saveDailyLogResponseSchema } from '#shared/daily-logs/daily-log.schemas';
import { reconcile } from '#shared/daily-logs/reconciliation';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { countLogRows, getOk, logBody, putLog, readAuditRows } from './daily-log-test-support';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createStoreWithStaff(t, 'Busy Store');
});
afterAll(async () => t.close());

it('saves one row when the owner and an employee save the same date 20 times at once, without errors', async () => {
  const today = todayInZone('America/Chicago'); // employees write only today's log
  const bodies = Array.from({ length: 20 }, (_, i) => logBody({ cashSalesCents: 1000 + i, notes: `save ${i}` }));
  const responses = await Promise.all(
    bodies.map((body, i) => putLog(t, today, body, i % 2 === 0 ? staff.owner.cookie : staff.employee.cookie)),
  );
  const statuses = responses.map((r) => r.status);
  expect(statuses.filter((s) => s === 201)).toHaveLength(1);
  expect(statuses.filter((s) => s === 200)).toHaveLength(19);
  const saved = await Promise.all(responses.map(async (r) => saveDailyLogResponseSchema.parse(await r.json())));
  expect(new Set(saved.map((s) => s.log.id)).size).toBe(1);
  expect(saved.filter((s) => s.created)).toHaveLength(1);

  expect(await countLogRows(t, staff.storeId)).toBe(1);
  const { log } = await getOk<{ log: ReturnType<typeof saveDailyLogResponseSchema.parse>['log'] }>(t, `/api/daily-logs/${today}`, staff.owner.cookie);
  // The stored row is one whole save, not a mix of two.
  const winner = bodies.find((b) => b.notes === log.notes)!;
  expect(log).toMatchObject({ ...winner, expectedCashCents: reconcile(winner).expectedCashCents });

  const audit = await readAuditRows(t, log.id);
  expect(audit.filter((a) => a.action === 'INSERT')).toHaveLength(1);
  expect(audit.filter((a) => a.action === 'UPDATE')).toHaveLength(19);
  expect(new Set(audit.map((a) => a.userId))).toEqual(new Set([staff.owner.id, staff.employee.id]));
});
