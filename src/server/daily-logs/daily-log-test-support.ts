import { and, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DailyLog, SaveDailyLogInput } from '#shared/daily-logs/daily-log.schemas';
import { dailyLogs, securityAuditLog, stores } from '../db/schema/index';
import type { TestApp } from '../test/test-app';

/** A day's count: expected 100 + 500 − 30 − 20 = 550, counted 545 → short by 5 cents. */
export function logBody(overrides: Partial<SaveDailyLogInput> = {}): SaveDailyLogInput {
  return {
    startingCashCents: 100,
    cashSalesCents: 500,
    payoutsCents: 30,
    expensesCents: 20,
    actualCashCents: 545,
    notes: 'Quiet day',
    ...overrides,
  };
}

/** PUT /api/daily-logs/:date as a browser would. */
export function putLog(t: TestApp, date: string, json: unknown, cookie?: string) {
  return t.request(`/api/daily-logs/${date}`, { method: 'PUT', json, cookie });
}

/** PUT that must succeed; answers the saved log. */
export async function saveLog(t: TestApp, cookie: string, date: string, overrides: Partial<SaveDailyLogInput> = {}): Promise<DailyLog> {
  const response = await putLog(t, date, logBody(overrides), cookie);
  expect([200, 201], await response.clone().text()).toContain(response.status);
  return ((await response.json()) as { log: DailyLog }).log;
}

/** GET a JSON answer that must be 200. */
export async function getOk<T>(t: TestApp, path: string, cookie: string): Promise<T> {
  const response = await t.request(path, { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

export async function countLogRows(t: TestApp, storeId: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(dailyLogs).where(eq(dailyLogs.storeId, storeId));
  return row!.n;
}

export async function readAuditRows(t: TestApp, recordId: string) {
  return t.db
    .select({ action: securityAuditLog.action, userId: securityAuditLog.userId, storeId: securityAuditLog.storeId })
    .from(securityAuditLog)
    .where(and(eq(securityAuditLog.tableName, 'daily_logs'), eq(securityAuditLog.recordId, recordId)));
}

export async function setStoreTimezone(t: TestApp, storeId: string, timezone: string) {
  await t.db.update(stores).set({ timezone }).where(eq(stores.id, storeId));
}
