import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { todayInZone } from '#shared/dates';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { securityAuditLog, stores } from '../db/schema/index';
import { toCustomerDto } from '../customers/customer-dto';
import { storeToday } from '../store-time/store-today';
import { actorFor, insertCustomer, postLedger, readCustomerRow, readLedgerRows } from './credit-test-support';
import { giveCredit } from './credit.service';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStoreWithStaff(t, 'Daily Store');
});
afterAll(async () => t.close());

async function hasDailyCreditAt(customerId: string, now: Date) {
  return toCustomerDto(await readCustomerRow(t, customerId), await storeToday(t.db, staff.storeId, now)).hasDailyCredit;
}

describe('daily credit in the store time zone', () => {
  it('follows the business day of a UTC+14 store and clears at its local midnight', async () => {
    await t.db.update(stores).set({ timezone: 'Pacific/Kiritimati' }).where(eq(stores.id, staff.storeId));
    try {
      const customer = await insertCustomer(t, staff.storeId);
      const actor = actorFor(staff.employee.id);
      // 09:30Z is 23:30 on March 1 in Kiritimati.
      const first = await giveCredit(t.db, actor, staff.storeId, customer.id, { amountCents: 500 }, { now: new Date('2026-03-01T09:30:00Z') });
      expect(first.body.entry.businessDate).toBe('2026-03-01');
      expect(first.body.customer.hasDailyCredit).toBe(true);
      expect(await hasDailyCreditAt(customer.id, new Date('2026-03-01T09:59:59Z'))).toBe(true);
      await expect(
        giveCredit(t.db, actor, staff.storeId, customer.id, { amountCents: 500 }, { now: new Date('2026-03-01T09:45:00Z') }),
      ).rejects.toMatchObject({ code: 'CREDIT_ALREADY_GIVEN_TODAY' });

      // 10:30Z is still March 1 in UTC but already 00:30 on March 2 there: a new business day.
      const midnightPassed = new Date('2026-03-01T10:30:00Z');
      expect(await hasDailyCreditAt(customer.id, midnightPassed)).toBe(false);
      const second = await giveCredit(t.db, actor, staff.storeId, customer.id, { amountCents: 700 }, { now: midnightPassed });
      expect(second.body.entry.businessDate).toBe('2026-03-02');
      expect(second.body.customer).toMatchObject({ creditBalanceCents: 1200, dailyCreditOn: '2026-03-02', hasDailyCredit: true });
      const rows = await readLedgerRows(t, customer.id);
      expect(rows.map((r) => r.businessDate).sort()).toEqual(['2026-03-01', '2026-03-02']);
    } finally {
      await t.db.update(stores).set({ timezone: 'America/Chicago' }).where(eq(stores.id, staff.storeId));
    }
  });
});

describe('reset daily credit', () => {
  it('lets the owner clear it (audited with the owner), after which credit can be given again today', async () => {
    const customer = await insertCustomer(t, staff.storeId);
    expect((await postLedger(t, customer.id, 'credit', { amountCents: 400 }, { cookie: staff.employee.cookie })).status).toBe(201);
    expect((await postLedger(t, customer.id, 'credit', { amountCents: 400 }, { cookie: staff.employee.cookie })).status).toBe(409);

    const reset = await t.request(`/api/customers/${customer.id}/reset-daily-credit`, { method: 'POST', cookie: staff.owner.cookie });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toMatchObject({ id: customer.id, hasDailyCredit: false, dailyCreditOn: null, creditBalanceCents: 400 });
    expect((await readCustomerRow(t, customer.id)).dailyCreditOn).toBeNull();
    const audit = await t.db
      .select()
      .from(securityAuditLog)
      .where(and(eq(securityAuditLog.tableName, 'customers'), eq(securityAuditLog.recordId, customer.id), eq(securityAuditLog.action, 'UPDATE')));
    expect(audit.at(-1)).toMatchObject({ userId: staff.owner.id, storeId: staff.storeId });

    const again = await postLedger(t, customer.id, 'credit', { amountCents: 400 }, { cookie: staff.employee.cookie });
    expect(again.status).toBe(201);
    expect((await readCustomerRow(t, customer.id)).dailyCreditOn).toBe(todayInZone('America/Chicago'));
  });

  it('refuses an employee with 403 and changes nothing', async () => {
    const today = todayInZone('America/Chicago');
    const customer = await insertCustomer(t, staff.storeId, { dailyCreditOn: today });
    const response = await t.request(`/api/customers/${customer.id}/reset-daily-credit`, { method: 'POST', cookie: staff.employee.cookie });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: 'OWNER_ONLY' } });
    expect((await readCustomerRow(t, customer.id)).dailyCreditOn).toBe(today);
  });
});
