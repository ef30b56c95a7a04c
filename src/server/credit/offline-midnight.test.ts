import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { todayInZone } from '#shared/dates';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { stores } from '../db/schema/index';
import { saveDailyLog } from '../daily-logs/daily-logs.service';
import { actorFor, insertCustomer, readCustomerRow, readLedgerRows } from './credit-test-support';
import { giveCredit, recordPayment } from './credit.service';

/**
 * Issue 36: a write kept on a device that syncs within a minute of its tap is still judged on the
 * business day of the tap, in the store's time zone, and keeps the tap. The store is in Chicago
 * (CDT, UTC-5, in May): the tap is 23:59:30 on 3 May, the server receives it at 00:00:20 on 4 May.
 */
let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStoreWithStaff(t, 'Midnight Counter');
});
afterAll(async () => t.close());

const tapped = new Date('2026-05-04T04:59:30Z'); // 23:59:30, 3 May, in Chicago
const received = new Date('2026-05-04T05:00:20Z'); // 00:00:20, 4 May, in Chicago
const occurredAt = tapped.toISOString();
let keyCounter = 0;
const newKey = (label: string) => `midnight-${label}-${++keyCounter}-${Date.now()}`;

describe('a queued write synced 50 s after a tap just before midnight', () => {
  it('the store is in Chicago, where the tap and the receipt fall on two business days', async () => {
    const [store] = await t.db.select({ timezone: stores.timezone }).from(stores).where(eq(stores.id, staff.storeId));
    expect(store!.timezone).toBe('America/Chicago');
    expect([todayInZone(store!.timezone, tapped), todayInZone(store!.timezone, received)]).toEqual(['2026-05-03', '2026-05-04']);
  });

  it('a give counts on the day of the tap and keeps the tap beside the time received', async () => {
    const customer = await insertCustomer(t, staff.storeId, { creditLimitCents: 100_000 });
    // No time zone handed in: the service reads the store's.
    const given = await giveCredit(t.db, actorFor(staff.employee.id), staff.storeId, customer.id, { amountCents: 700, occurredAt }, { idempotencyKey: newKey('give'), now: received });
    expect(given.status).toBe(201);
    expect(given.body.entry).toMatchObject({ businessDate: '2026-05-03', occurredAt, createdAt: received.toISOString() });
    const [row] = await readLedgerRows(t, customer.id);
    expect(row!.businessDate).toBe('2026-05-03');
    expect(row!.occurredAt?.toISOString()).toBe(occurredAt);
    expect((await readCustomerRow(t, customer.id)).dailyCreditOn).toBe('2026-05-03');
  });

  it('once a day is judged on the day of the tap: refused when that day already had credit', async () => {
    const customer = await insertCustomer(t, staff.storeId, { creditLimitCents: 100_000 });
    const noon = new Date('2026-05-03T17:00:00Z'); // 12:00, 3 May, in Chicago
    await giveCredit(t.db, actorFor(staff.owner.id), staff.storeId, customer.id, { amountCents: 500, occurredAt: noon.toISOString() }, { idempotencyKey: newKey('noon'), now: noon });
    await expect(
      giveCredit(t.db, actorFor(staff.employee.id), staff.storeId, customer.id, { amountCents: 700, occurredAt }, { idempotencyKey: newKey('late'), now: received }),
    ).rejects.toMatchObject({ code: 'CREDIT_ALREADY_GIVEN_TODAY' });
    expect(await readLedgerRows(t, customer.id)).toHaveLength(1);
  });

  it('once a day is judged on the day of the tap: taken when only the new day has credit', async () => {
    const customer = await insertCustomer(t, staff.storeId, { creditLimitCents: 100_000 });
    const justAfter = new Date('2026-05-04T05:00:10Z'); // 00:00:10, 4 May: a give at the counter, sent at once
    await giveCredit(t.db, actorFor(staff.owner.id), staff.storeId, customer.id, { amountCents: 500, occurredAt: justAfter.toISOString() }, { idempotencyKey: newKey('new-day'), now: justAfter });
    const late = await giveCredit(t.db, actorFor(staff.employee.id), staff.storeId, customer.id, { amountCents: 700, occurredAt }, { idempotencyKey: newKey('late'), now: received });
    expect(late.body.entry.businessDate).toBe('2026-05-03');
    const days = (await readLedgerRows(t, customer.id)).map((row) => row.businessDate).sort();
    expect(days).toEqual(['2026-05-03', '2026-05-04']);
    // The flag keeps the latest day.
    expect((await readCustomerRow(t, customer.id)).dailyCreditOn).toBe('2026-05-04');
  });

  it('a payment counts on the day of the tap and keeps it', async () => {
    const customer = await insertCustomer(t, staff.storeId, { creditBalanceCents: 2000, creditLimitCents: 100_000 });
    const paid = await recordPayment(t.db, actorFor(staff.employee.id), staff.storeId, customer.id, { amountCents: 300, occurredAt }, { idempotencyKey: newKey('pay'), now: received });
    expect(paid.body.entry).toMatchObject({ businessDate: '2026-05-03', occurredAt });
  });

  it("an employee's cash log of the day of the tap is taken", async () => {
    const values = { startingCashCents: 10_000, cashSalesCents: 50_000, payoutsCents: 0, expensesCents: 0, actualCashCents: 60_000, notes: null };
    const writer = { role: 'employee' as const, timezone: 'America/Chicago', now: received, idempotencyKey: newKey('log') };
    const saved = await saveDailyLog(t.db, actorFor(staff.employee.id), staff.storeId, '2026-05-03', { ...values, occurredAt, baseUpdatedAt: null }, writer);
    expect(saved.created).toBe(true);
  });

  it('a tap a few minutes ahead of the server (a fast device clock) is taken as the time received', async () => {
    const customer = await insertCustomer(t, staff.storeId, { creditLimitCents: 100_000 });
    const ahead = new Date(received.getTime() + 4 * 60_000).toISOString();
    const given = await giveCredit(t.db, actorFor(staff.employee.id), staff.storeId, customer.id, { amountCents: 100, occurredAt: ahead }, { idempotencyKey: newKey('ahead'), now: received });
    expect(given.body.entry).toMatchObject({ businessDate: '2026-05-04', occurredAt: received.toISOString() });
  });
});
