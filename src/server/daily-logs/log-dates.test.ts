import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { countLogRows, getOk, logBody, putLog, readAuditRows, saveLog, setStoreTimezone } from './daily-log-test-support';

/** 03:00 UTC on 11 May 2026 is still 10 May in Chicago (UTC−5) and already 11 May in Auckland. */
const NOW = new Date('2026-05-11T03:00:00Z');
const TODAY = '2026-05-10';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;
let other: Awaited<ReturnType<typeof createStoreWithStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createStoreWithStaff(t, 'Dated Store');
  other = await createStoreWithStaff(t, 'Canary Store');
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => t.close());

function atNow() {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: NOW });
}

describe("which day's cash log each person writes", () => {
  it("lets the employee create and edit today's log (the store's time zone), and the audit log names them", async () => {
    atNow();
    const created = await saveLog(t, staff.employee.cookie, TODAY, { cashSalesCents: 700 });
    const edited = await saveLog(t, staff.employee.cookie, TODAY, { cashSalesCents: 800 });
    expect(edited).toMatchObject({ id: created.id, cashSalesCents: 800, updatedByName: 'Eli Employee' });
    const audit = await readAuditRows(t, created.id);
    expect(audit.map((a) => `${a.action} ${a.userId}`).sort()).toEqual([`INSERT ${staff.employee.id}`, `UPDATE ${staff.employee.id}`].sort());
  });

  it("refuses the employee a past day's log — creating or editing — with 403 and changes nothing", async () => {
    atNow();
    const past = await saveLog(t, staff.owner.cookie, '2026-05-09', { cashSalesCents: 111 });
    for (const date of ['2026-05-09', '2026-04-30']) {
      const response = await putLog(t, date, logBody({ cashSalesCents: 999 }), staff.employee.cookie);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: { code: 'DAILY_LOG_PAST_DATE_OWNER_ONLY' } });
    }
    expect((await getOk<{ log: unknown }>(t, '/api/daily-logs/2026-05-09', staff.owner.cookie)).log).toEqual(past);
    expect((await getOk<{ log: unknown }>(t, '/api/daily-logs/2026-04-30', staff.owner.cookie)).log).toBeNull();
  });

  it('lets the owner correct a past day (positive control)', async () => {
    atNow();
    const corrected = await saveLog(t, staff.owner.cookie, '2026-05-09', { cashSalesCents: 222 });
    expect(corrected).toMatchObject({ cashSalesCents: 222, updatedByName: 'Rosa Diaz' });
  });

  it('refuses a future day to everyone with 422, even just past midnight in UTC', async () => {
    atNow();
    const before = await countLogRows(t, staff.storeId);
    for (const cookie of [staff.owner.cookie, staff.employee.cookie]) {
      for (const date of ['2026-05-11', '2027-01-01']) {
        const response = await putLog(t, date, logBody(), cookie);
        expect(response.status).toBe(422);
        expect(await response.json()).toEqual({ error: { code: 'DAILY_LOG_FUTURE_DATE' } });
      }
    }
    expect(await countLogRows(t, staff.storeId)).toBe(before);
  });

  it("follows each store's own time zone: in Auckland it is already the 11th", async () => {
    atNow();
    await setStoreTimezone(t, other.storeId, 'Pacific/Auckland');
    expect((await putLog(t, '2026-05-11', logBody(), other.employee.cookie)).status).toBe(201);
    expect((await putLog(t, '2026-05-10', logBody(), other.employee.cookie)).status).toBe(403);
  });
});
