import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { todayInZone, shiftBusinessDate } from '#shared/dates';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { customers, dailyLogs, idempotencyKeys, securityAuditLog } from '../db/schema/index';
import { actorFor, insertCustomer, postLedger, readCustomerRow, readLedgerRows } from './credit-test-support';
import { giveCredit } from './credit.service';
import { IDEMPOTENCY_KEY_TTL_HOURS } from './idempotency';

/**
 * Issue 24 (decision 051), the server's half: writes kept on a device offline arrive later with the
 * time of the tap (`occurredAt`) and the Idempotency-Key made at the tap. Every rule is judged at
 * sync, as for a write sent at once, on the business day of the tap; each is applied once.
 */
let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;
const zone = 'America/Chicago'; // the test store's (setupBody)
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStoreWithStaff(t, 'Offline Counter');
});
afterAll(async () => t.close());

const hours = (n: number) => n * 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
let keyCounter = 0;
const newKey = (label: string) => `offline-${label}-${++keyCounter}-${Date.now()}`;

describe('a queued give or payment', () => {
  it('is written once with the tap kept beside the time received, on the business day of the tap', async () => {
    const customer = await insertCustomer(t, staff.storeId);
    const occurredAt = ago(hours(30));
    const key = newKey('give');
    const first = await postLedger(t, customer.id, 'credit', { amountCents: 700, occurredAt }, { cookie: staff.employee.cookie, key });
    expect(first.status).toBe(201);
    const body = await first.json();
    expect(body.entry.occurredAt).toBe(occurredAt);
    expect(body.entry.businessDate).toBe(todayInZone(zone, new Date(occurredAt)));
    expect(new Date(body.entry.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    // The same key again (a tab closed before the answer came, then reopened): the first answer, nothing written.
    const again = await postLedger(t, customer.id, 'credit', { amountCents: 700, occurredAt }, { cookie: staff.employee.cookie, key });
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(body);
    const rows = await readLedgerRows(t, customer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.occurredAt?.toISOString()).toBe(occurredAt);
    expect(rows[0]!.businessDate).toBe(todayInZone(zone, new Date(occurredAt)));
    // The ledger history and the audit log show both times.
    const history = await (await t.request(`/api/customers/${customer.id}/transactions`, { cookie: staff.owner.cookie })).json();
    expect(history.items[0]).toMatchObject({ occurredAt, createdAt: body.entry.createdAt });
    const [audit] = await t.db
      .select({ newValues: securityAuditLog.newValues })
      .from(securityAuditLog)
      .where(and(eq(securityAuditLog.tableName, 'credit_transactions'), eq(securityAuditLog.recordId, body.entry.id)));
    expect(audit!.newValues).toMatchObject({ occurred_at: expect.any(String), created_at: expect.any(String) });
    // A write sent at once has no tap of its own.
    const online = await postLedger(t, customer.id, 'payments', { amountCents: 100 }, { cookie: staff.employee.cookie, key: newKey('pay') });
    expect((await online.json()).entry.occurredAt).toBeNull();
    // The app sends the tap with every write: one received seconds after it keeps it too (issue 36).
    const tap = ago(5_000);
    const prompt = await postLedger(t, customer.id, 'payments', { amountCents: 100, occurredAt: tap }, { cookie: staff.employee.cookie, key: newKey('pay') });
    expect((await prompt.json()).entry).toMatchObject({ occurredAt: tap, businessDate: todayInZone(zone, new Date(tap)) });
  });

  it('is refused (422) more than 72 hours late or more than 5 minutes ahead, and nothing is written', async () => {
    const customer = await insertCustomer(t, staff.storeId);
    const old = await postLedger(t, customer.id, 'credit', { amountCents: 500, occurredAt: ago(hours(72) + 60_000) }, { cookie: staff.employee.cookie, key: newKey('old') });
    expect(old.status).toBe(422);
    expect(await old.json()).toEqual({ error: { code: 'ENTRY_TOO_OLD' } });
    const ahead = await postLedger(t, customer.id, 'credit', { amountCents: 500, occurredAt: ago(-6 * 60_000) }, { cookie: staff.employee.cookie, key: newKey('ahead') });
    expect(ahead.status).toBe(422);
    expect(await ahead.json()).toEqual({ error: { code: 'ENTRY_IN_FUTURE' } });
    const skewed = await postLedger(t, customer.id, 'credit', { amountCents: 500, occurredAt: ago(-4 * 60_000) }, { cookie: staff.employee.cookie, key: newKey('skew') });
    expect(skewed.status).toBe(201);
    expect(await readLedgerRows(t, customer.id)).toHaveLength(1);
    const garbage = await postLedger(t, customer.id, 'credit', { amountCents: 500, occurredAt: 'yesterday' }, { cookie: staff.employee.cookie, key: newKey('bad') });
    expect(garbage.status).toBe(422);
  });

  it('answers the first response to a retry of an applied write, even past 72 hours (its key outlives the window)', async () => {
    expect(IDEMPOTENCY_KEY_TTL_HOURS).toBeGreaterThanOrEqual(72 + 1);
    const customer = await insertCustomer(t, staff.storeId);
    const actor = actorFor(staff.employee.id);
    const sentAt = new Date();
    const occurredAt = new Date(sentAt.getTime() - hours(70)).toISOString();
    const key = newKey('late-retry');
    const first = await giveCredit(t.db, actor, staff.storeId, customer.id, { amountCents: 300, occurredAt }, { idempotencyKey: key, now: sentAt, timezone: zone });
    const retried = await giveCredit(t.db, actor, staff.storeId, customer.id, { amountCents: 300, occurredAt }, { idempotencyKey: key, now: new Date(sentAt.getTime() + hours(10)), timezone: zone });
    expect(retried.isReplay).toBe(true);
    expect(retried.body).toEqual(first.body);
    expect(await readLedgerRows(t, customer.id)).toHaveLength(1);
    // Without the key it would have been refused for its age.
    await expect(
      giveCredit(t.db, actor, staff.storeId, customer.id, { amountCents: 300, occurredAt }, { idempotencyKey: newKey('other'), now: new Date(sentAt.getTime() + hours(10)), timezone: zone }),
    ).rejects.toMatchObject({ code: 'ENTRY_TOO_OLD' });
  });

  it('keeps once a day per business day of the tap: a late give for yesterday goes in beside today’s, a second one for yesterday is refused', async () => {
    const customer = await insertCustomer(t, staff.storeId, { creditLimitCents: 100_000 });
    const today = todayInZone(zone);
    const yesterdayNoon = new Date(`${shiftBusinessDate(today, -1)}T18:00:00Z`); // noon in Chicago
    expect(todayInZone(zone, yesterdayNoon)).toBe(shiftBusinessDate(today, -1));
    const now = await postLedger(t, customer.id, 'credit', { amountCents: 1000 }, { cookie: staff.employee.cookie, key: newKey('today') });
    expect(now.status).toBe(201);
    const late = await postLedger(t, customer.id, 'credit', { amountCents: 800, occurredAt: yesterdayNoon.toISOString() }, { cookie: staff.employee.cookie, key: newKey('yesterday-1') });
    expect(late.status).toBe(201);
    expect((await late.json()).entry.businessDate).toBe(shiftBusinessDate(today, -1));
    // The flag keeps the latest day: today's credit still counts.
    expect((await readCustomerRow(t, customer.id)).dailyCreditOn).toBe(today);
    const secondLate = await postLedger(t, customer.id, 'credit', { amountCents: 200, occurredAt: new Date(yesterdayNoon.getTime() + 60_000).toISOString() }, { cookie: staff.employee.cookie, key: newKey('yesterday-2') });
    expect(secondLate.status).toBe(409);
    expect(await secondLate.json()).toEqual({ error: { code: 'CREDIT_ALREADY_GIVEN_TODAY' } });
    const secondToday = await postLedger(t, customer.id, 'credit', { amountCents: 200, occurredAt: ago(60_000) }, { cookie: staff.employee.cookie, key: newKey('today-2') });
    expect(secondToday.status).toBe(409);
    expect(await readLedgerRows(t, customer.id)).toHaveLength(2);
    expect((await readCustomerRow(t, customer.id)).creditBalanceCents).toBe(1800);
  });

  it('two devices that gave credit offline to the same customer on the same day: one is written, the other refused', async () => {
    const customer = await insertCustomer(t, staff.storeId);
    const tap = ago(hours(1));
    const [a, b] = await Promise.all([
      postLedger(t, customer.id, 'credit', { amountCents: 1000, occurredAt: tap }, { cookie: staff.employee.cookie, key: newKey('device-a') }),
      postLedger(t, customer.id, 'credit', { amountCents: 1200, occurredAt: tap }, { cookie: staff.owner.cookie, key: newKey('device-b') }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const refused = a.status === 409 ? a : b;
    expect(await refused.json()).toEqual({ error: { code: 'CREDIT_ALREADY_GIVEN_TODAY' } });
    expect(await readLedgerRows(t, customer.id)).toHaveLength(1);
    // The refused key is not kept: the device may try it again later and be judged afresh.
    const refusedKey = a.status === 409 ? 'device-a' : 'device-b';
    const kept = await t.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(eq(idempotencyKeys.storeId, staff.storeId));
    expect(kept.filter((k) => k.key.includes(refusedKey))).toEqual([]);
  });

  it('a give past the limit at sync is refused with the numbers for a smaller amount; nothing is written', async () => {
    const customer = await insertCustomer(t, staff.storeId, { creditBalanceCents: 4000, creditLimitCents: 5000 });
    const tap = ago(hours(2));
    const over = await postLedger(t, customer.id, 'credit', { amountCents: 1500, occurredAt: tap }, { cookie: staff.employee.cookie, key: newKey('over') });
    expect(over.status).toBe(409);
    expect(await over.json()).toEqual({ error: { code: 'CREDIT_LIMIT_EXCEEDED', params: { creditBalanceCents: 4000, creditLimitCents: 5000 } } });
    expect(await readLedgerRows(t, customer.id)).toHaveLength(0);
    // 'Record $10.00 instead': a new key (the body is another), the same tap.
    const smaller = await postLedger(t, customer.id, 'credit', { amountCents: 1000, occurredAt: tap }, { cookie: staff.employee.cookie, key: newKey('smaller') });
    expect(smaller.status).toBe(201);
    expect((await readCustomerRow(t, customer.id)).creditBalanceCents).toBe(5000);
  });

  it('the queue sent in order: a payment then a give that fits only after it; a blocked customer is refused at sync', async () => {
    const customer = await insertCustomer(t, staff.storeId, { creditBalanceCents: 5000, creditLimitCents: 5000 });
    const pay = await postLedger(t, customer.id, 'payments', { amountCents: 2000, occurredAt: ago(hours(3)) }, { cookie: staff.employee.cookie, key: newKey('q1') });
    const give = await postLedger(t, customer.id, 'credit', { amountCents: 1500, occurredAt: ago(hours(2)) }, { cookie: staff.employee.cookie, key: newKey('q2') });
    expect([pay.status, give.status]).toEqual([201, 201]);
    expect((await readCustomerRow(t, customer.id)).creditBalanceCents).toBe(4500);
    await t.db.update(customers).set({ isBlocked: true }).where(eq(customers.id, customer.id));
    const blocked = await postLedger(t, customer.id, 'credit', { amountCents: 100, occurredAt: ago(hours(26)) }, { cookie: staff.employee.cookie, key: newKey('q3') });
    expect(await blocked.json()).toEqual({ error: { code: 'CUSTOMER_BLOCKED' } });
  });
});

describe('a queued new customer', () => {
  it('is added once for one Idempotency-Key, and refused when its tap is more than 72 hours old', async () => {
    const key = newKey('customer');
    const json = { name: 'Nia Offline', phone: '+12175550177', occurredAt: ago(hours(5)) };
    const first = await t.request('/api/customers', { method: 'POST', cookie: staff.employee.cookie, headers: { 'Idempotency-Key': key }, json });
    const again = await t.request('/api/customers', { method: 'POST', cookie: staff.employee.cookie, headers: { 'Idempotency-Key': key }, json });
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    const created = await first.json();
    expect(await again.json()).toEqual(created);
    const rows = await t.db.select().from(customers).where(and(eq(customers.storeId, staff.storeId), eq(customers.name, 'Nia Offline')));
    expect(rows).toHaveLength(1);
    const reused = await t.request('/api/customers', { method: 'POST', cookie: staff.employee.cookie, headers: { 'Idempotency-Key': key }, json: { ...json, name: 'Someone Else' } });
    expect(reused.status).toBe(422);
    const old = await t.request('/api/customers', { method: 'POST', cookie: staff.employee.cookie, headers: { 'Idempotency-Key': newKey('old-customer') }, json: { ...json, occurredAt: ago(hours(73)) } });
    expect(old.status).toBe(422);
    expect(await old.json()).toEqual({ error: { code: 'ENTRY_TOO_OLD' } });
  });

  it('many sends of the same add at once make one customer', async () => {
    const key = newKey('customer-burst');
    const json = { name: 'Burst Offline', phone: '+12175550178' };
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => t.request('/api/customers', { method: 'POST', cookie: staff.owner.cookie, headers: { 'Idempotency-Key': key }, json })),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(8).fill(201));
    const ids = new Set(await Promise.all(responses.map(async (r) => (await r.json()).id)));
    expect(ids.size).toBe(1);
  });
});

describe('a queued cash log', () => {
  const put = (date: string, json: unknown, cookie: string, key?: string) =>
    t.request(`/api/daily-logs/${date}`, { method: 'PUT', cookie, headers: key ? { 'Idempotency-Key': key } : {}, json });
  const values = { startingCashCents: 10_000, cashSalesCents: 50_000, payoutsCents: 0, expensesCents: 0, actualCashCents: 60_000 };

  it("an employee's save of the day of the tap is taken the next day; without the tap it would be a past day", async () => {
    const today = todayInZone(zone);
    const yesterday = shiftBusinessDate(today, -1);
    const tap = new Date(`${yesterday}T23:00:00Z`); // 17:00 or 18:00 in Chicago, yesterday
    expect(todayInZone(zone, tap)).toBe(yesterday);
    const refused = await put(yesterday, values, staff.employee.cookie);
    expect(refused.status).toBe(403);
    const key = newKey('log');
    const saved = await put(yesterday, { ...values, occurredAt: tap.toISOString(), baseUpdatedAt: null }, staff.employee.cookie, key);
    expect(saved.status).toBe(201);
    const replay = await put(yesterday, { ...values, occurredAt: tap.toISOString(), baseUpdatedAt: null }, staff.employee.cookie, key);
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await replay.json()).toEqual(await saved.json());
    const audits = await t.db.select().from(securityAuditLog).where(and(eq(securityAuditLog.tableName, 'daily_logs'), eq(securityAuditLog.storeId, staff.storeId)));
    expect(audits).toHaveLength(1);
  });

  it('a save made over a log this device never saw is refused (DAILY_LOG_CHANGED); one made over the log it saw goes in', async () => {
    const date = shiftBusinessDate(todayInZone(zone), -3);
    const first = await put(date, values, staff.owner.cookie);
    const firstLog = (await first.json()).log;
    const blind = await put(date, { ...values, cashSalesCents: 1, baseUpdatedAt: null }, staff.owner.cookie, newKey('blind'));
    expect(blind.status).toBe(409);
    expect(await blind.json()).toEqual({ error: { code: 'DAILY_LOG_CHANGED' } });
    const stale = await put(date, { ...values, cashSalesCents: 2, baseUpdatedAt: new Date(Date.parse(firstLog.updatedAt) - 1000).toISOString() }, staff.owner.cookie, newKey('stale'));
    expect(stale.status).toBe(409);
    const seen = await put(date, { ...values, cashSalesCents: 3, baseUpdatedAt: firstLog.updatedAt }, staff.owner.cookie, newKey('seen'));
    expect(seen.status).toBe(200);
    const [row] = await t.db.select().from(dailyLogs).where(and(eq(dailyLogs.storeId, staff.storeId), eq(dailyLogs.logDate, date)));
    expect(row!.cashSalesCents).toBe(3);
  });
});
