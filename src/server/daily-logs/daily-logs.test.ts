import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dailyLogResponseSchema, saveDailyLogResponseSchema, MAX_LOG_CENTS } from '#shared/daily-logs/daily-log.schemas';
import { dailyLogs } from '../db/schema/index';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { countLogRows, getOk, logBody, putLog, readAuditRows, saveLog } from './daily-log-test-support';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;
let other: Awaited<ReturnType<typeof createStoreWithStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createStoreWithStaff(t, 'Log Store');
  other = await createStoreWithStaff(t, 'Other Store');
});
afterAll(async () => t.close());

/** Employees write only today's log: pretend it is noon of that day in the store (America/Chicago). */
function asOf(date: string) {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: new Date(`${date}T18:00:00Z`) });
}
afterEach(() => {
  vi.useRealTimers();
});

async function readRow(id: string) {
  const [row] = await t.db.select().from(dailyLogs).where(eq(dailyLogs.id, id));
  return row!;
}

describe('GET /api/daily-logs/:date', () => {
  it('answers null for a day without a log', async () => {
    const body = dailyLogResponseSchema.parse(await getOk(t, '/api/daily-logs/2026-01-05', staff.employee.cookie));
    expect(body).toEqual({ date: '2026-01-05', log: null });
  });

  it.each(['2026-02-30', '2026-13-01', '2026-2-3', 'today', '0000-01-01', '2026-01-05x'])('answers 422 for the date %s', async (date) => {
    for (const method of ['GET', 'PUT']) {
      const response = await t.request(`/api/daily-logs/${date}`, { method, cookie: staff.owner.cookie, json: method === 'PUT' ? logBody() : undefined });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', fields: { date: 'invalid_date' } } });
    }
    expect(await countLogRows(t, staff.storeId)).toBe(0);
  });

  it('answers 401 when signed out, for reading and saving, and writes nothing', async () => {
    expect((await t.request('/api/daily-logs/2026-01-05')).status).toBe(401);
    expect((await putLog(t, '2026-01-05', logBody())).status).toBe(401);
    expect(await countLogRows(t, staff.storeId)).toBe(0);
  });
});

describe('PUT /api/daily-logs/:date', () => {
  it('creates the log (201) with the reconciliation, then updates it (200) with who saved it last', async () => {
    asOf('2026-01-10');
    const created = await putLog(t, '2026-01-10', logBody(), staff.owner.cookie);
    expect(created.status).toBe(201);
    const first = saveDailyLogResponseSchema.parse(await created.json());
    expect(first.created).toBe(true);
    expect(first.log).toMatchObject({
      logDate: '2026-01-10',
      ...logBody(),
      expectedCashCents: 550,
      balanceCents: -5,
      updatedByName: 'Rosa Diaz',
    });

    const updated = await putLog(t, '2026-01-10', logBody({ actualCashCents: 600, notes: '  counted twice  ' }), staff.employee.cookie);
    expect(updated.status).toBe(200);
    const second = saveDailyLogResponseSchema.parse(await updated.json());
    expect(second).toMatchObject({ created: false, log: { id: first.log.id, actualCashCents: 600, notes: 'counted twice' } });
    expect(second.log).toMatchObject({ expectedCashCents: 550, balanceCents: 50, updatedByName: 'Eli Employee', createdAt: first.log.createdAt });
    expect(Date.parse(second.log.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.log.updatedAt));

    const row = await readRow(first.log.id);
    expect({ createdBy: row.createdBy, updatedBy: row.updatedBy }).toEqual({ createdBy: staff.owner.id, updatedBy: staff.employee.id });
    const read = dailyLogResponseSchema.parse(await getOk(t, '/api/daily-logs/2026-01-10', staff.owner.cookie));
    expect(read.log).toEqual(second.log);
  });

  it('records the acting user in the audit log for the insert and the update', async () => {
    asOf('2026-01-11');
    const log = await saveLog(t, staff.owner.cookie, '2026-01-11');
    await saveLog(t, staff.employee.cookie, '2026-01-11', { cashSalesCents: 900 });
    const rows = await readAuditRows(t, log.id);
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        { action: 'INSERT', userId: staff.owner.id, storeId: staff.storeId },
        { action: 'UPDATE', userId: staff.employee.id, storeId: staff.storeId },
      ]),
    );
  });

  it('accepts zero and the largest amount, and stores blank notes as null', async () => {
    const zero = { startingCashCents: 0, cashSalesCents: 0, payoutsCents: 0, expensesCents: 0, actualCashCents: 0, notes: '   ' };
    expect(await saveLog(t, staff.owner.cookie, '2026-01-12', zero)).toMatchObject({ ...zero, notes: null, expectedCashCents: 0, balanceCents: 0 });
    const big = await saveLog(t, staff.owner.cookie, '2026-01-13', { startingCashCents: MAX_LOG_CENTS, cashSalesCents: MAX_LOG_CENTS, notes: undefined });
    expect(big).toMatchObject({ expectedCashCents: 2 * MAX_LOG_CENTS - 50, balanceCents: 545 - (2 * MAX_LOG_CENTS - 50), notes: null });
  });

  const refusals: Array<[string, unknown, Record<string, string>]> = [
    ['a negative amount', logBody({ startingCashCents: -1 }), { startingCashCents: 'negative' }],
    ['a fraction of a cent', logBody({ cashSalesCents: 12.5 }), { cashSalesCents: 'invalid_amount' }],
    ['a string amount', { ...logBody(), payoutsCents: '30' }, { payoutsCents: 'invalid_amount' }],
    ['an amount over $1,000,000.00', logBody({ expensesCents: MAX_LOG_CENTS + 1 }), { expensesCents: 'too_large' }],
    ['a missing amount', { ...logBody(), actualCashCents: undefined }, { actualCashCents: 'required' }],
    ['notes over 2000 characters', logBody({ notes: 'x'.repeat(2001) }), { notes: 'too_long' }],
  ];
  it.each(refusals)('answers 422 for %s and changes nothing', async (_label, json, fields) => {
    const before = await saveLog(t, staff.owner.cookie, '2026-01-20');
    for (const date of ['2026-01-20', '2026-01-21']) {
      const response = await putLog(t, date, json, staff.employee.cookie);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', fields } });
    }
    expect((await getOk<{ log: unknown }>(t, '/api/daily-logs/2026-01-20', staff.owner.cookie)).log).toEqual(before);
    expect((await getOk<{ log: unknown }>(t, '/api/daily-logs/2026-01-21', staff.owner.cookie)).log).toBeNull();
  });

  it('answers 400 INVALID_BODY for a body that is not an object, and changes nothing', async () => {
    const response = await putLog(t, '2026-01-23', [1, 2], staff.employee.cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'INVALID_BODY' } });
    expect((await getOk<{ log: unknown }>(t, '/api/daily-logs/2026-01-23', staff.owner.cookie)).log).toBeNull();
  });

  it('answers 400 INVALID_BODY for a body that is not JSON', async () => {
    const response = await t.request('/api/daily-logs/2026-01-22', {
      method: 'PUT',
      cookie: staff.owner.cookie,
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: { code: 'INVALID_BODY' } });
  });
});

describe('tenancy', () => {
  it("never shows or changes another store's log of the same date", async () => {
    asOf('2026-02-01');
    const theirs = await saveLog(t, other.owner.cookie, '2026-02-01', { cashSalesCents: 987654 });
    expect((await getOk<{ log: unknown }>(t, '/api/daily-logs/2026-02-01', staff.employee.cookie)).log).toBeNull();

    const response = await putLog(t, '2026-02-01', logBody(), staff.employee.cookie);
    expect(response.status).toBe(201);
    const ours = saveDailyLogResponseSchema.parse(await response.json()).log;
    expect(ours.id).not.toBe(theirs.id);
    expect((await getOk<{ log: unknown }>(t, '/api/daily-logs/2026-02-01', other.owner.cookie)).log).toEqual(theirs);
    expect((await readRow(theirs.id)).storeId).toBe(other.storeId);
  });
});
