import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerPageSchema, statementSchema, type LedgerEntry } from '#shared/credit/credit.schemas';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { actorFor, insertCustomer, readCustomerRow } from './credit-test-support';
import { giveCredit, recordPayment } from './credit.service';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;
let customerId: string;
/** What the test wrote, oldest first: business date, signed amount, who. */
const written: Array<{ id: string; businessDate: string; delta: number; by: string }> = [];

beforeAll(async () => {
  t = await createTestApp();
  staff = await createStoreWithStaff(t, 'History Store');
  const customer = await insertCustomer(t, staff.storeId, { creditLimitCents: 1_000_000 });
  customerId = customer.id;
  // 60 entries, one a day at 18:00 UTC (noon in Chicago) from 2026-01-01: gives, every third a payment.
  for (let day = 0; day < 60; day++) {
    const now = new Date(Date.parse('2026-01-01T18:00:00Z') + day * 86_400_000);
    const isPayment = day % 3 === 2;
    const byOwner = day % 2 === 0;
    const write = isPayment ? recordPayment : giveCredit;
    const amountCents = 100 + day * 7;
    const { body } = await write(t.db, actorFor(byOwner ? staff.owner.id : staff.employee.id), staff.storeId, customerId, { amountCents }, { now });
    written.push({ id: body.entry.id, businessDate: body.entry.businessDate, delta: isPayment ? -amountCents : amountCents, by: byOwner ? 'Rosa Diaz' : 'Eli Employee' });
  }
}, 120_000);
afterAll(async () => t.close());

async function getPage(query: string, cookie = staff.employee.cookie) {
  const response = await t.request(`/api/customers/${customerId}/transactions${query}`, { cookie });
  expect(response.status).toBe(200);
  return ledgerPageSchema.parse(await response.json());
}

describe('transactions', () => {
  it('lists newest first in pages of 50 with the running balance after each entry and who recorded it', async () => {
    const first = await getPage('');
    expect(first.items).toHaveLength(50);
    expect(first.nextCursor).toBe(first.items[49]!.id);
    const second = await getPage(`?cursor=${first.nextCursor}`);
    expect(second.items).toHaveLength(10);
    expect(second.nextCursor).toBeNull();

    const all = [...first.items, ...second.items];
    const newestFirst = [...written].reverse();
    expect(all.map((e) => e.id)).toEqual(newestFirst.map((w) => w.id));
    let balance = written.reduce((sum, w) => sum + w.delta, 0);
    expect(all[0]!.balanceAfterCents).toBe((await readCustomerRow(t, customerId)).creditBalanceCents);
    all.forEach((entry, i) => {
      expect(entry.balanceAfterCents).toBe(balance);
      expect(entry.createdByName).toBe(newestFirst[i]!.by);
      balance -= newestFirst[i]!.delta;
    });
    expect(balance).toBe(0);
  });

  it('pages the same entries with any page size', async () => {
    const collected: LedgerEntry[] = [];
    let cursor: string | null = null;
    do {
      const page = await getPage(`?limit=7${cursor ? `&cursor=${cursor}` : ''}`, staff.owner.cookie);
      expect(page.items.length).toBeLessThanOrEqual(7);
      collected.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    const full = [...(await getPage('')).items, ...(await getPage(`?cursor=${written[10]!.id}`)).items];
    expect(collected.map((e) => e.id)).toEqual(full.map((e) => e.id));
    expect(collected.map((e) => e.balanceAfterCents)).toEqual(full.map((e) => e.balanceAfterCents));
  });

  it.each(['?limit=0', '?limit=51', '?limit=abc', '?cursor=not-a-uuid'])('answers 422 for %s', async (query) => {
    const response = await t.request(`/api/customers/${customerId}/transactions${query}`, { cookie: staff.owner.cookie });
    expect(response.status).toBe(422);
  });
});

describe('statement', () => {
  it('gives the opening balance, the entries in range oldest first, totals and the closing balance', async () => {
    const from = '2026-01-20';
    const to = '2026-02-10';
    const response = await t.request(`/api/customers/${customerId}/statement?from=${from}&to=${to}`, { cookie: staff.employee.cookie });
    expect(response.status).toBe(200);
    const statement = statementSchema.parse(await response.json());
    const before = written.filter((w) => w.businessDate < from);
    const inRange = written.filter((w) => w.businessDate >= from && w.businessDate <= to);
    const opening = before.reduce((sum, w) => sum + w.delta, 0);
    const given = inRange.filter((w) => w.delta > 0).reduce((sum, w) => sum + w.delta, 0);
    const paid = inRange.filter((w) => w.delta < 0).reduce((sum, w) => sum - w.delta, 0);

    expect(inRange).toHaveLength(22);
    expect(statement).toMatchObject({
      store: { name: 'History Store', phone: '+12175550123', timezone: 'America/Chicago' },
      customer: { id: customerId, name: 'Ana Lopez' },
      from,
      to,
      openingBalanceCents: opening,
      totalGivenCents: given,
      totalPaidCents: paid,
      closingBalanceCents: opening + given - paid,
    });
    expect(statement.store.address).toContain('12 Main St');
    expect(statement.entries.map((e) => e.id)).toEqual(inRange.map((w) => w.id));
    expect(statement.entries.at(-1)!.balanceAfterCents).toBe(statement.closingBalanceCents);
  });

  it.each(['', '?from=2026-01-01', '?from=2026-1-1&to=2026-01-31', '?from=2026-02-01&to=2026-01-01'])('answers 422 for %s', async (query) => {
    const response = await t.request(`/api/customers/${customerId}/statement${query}`, { cookie: staff.owner.cookie });
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
  });
});
