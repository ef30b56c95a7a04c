import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { creditTransactions, customers } from '../db/schema/index';
import { insertCustomer, postLedger, readCustomerRow, readLedgerRows } from './credit-test-support';

let t: TestApp;
let mine: Awaited<ReturnType<typeof createStoreWithStaff>>;
let other: Awaited<ReturnType<typeof createStoreWithStaff>>;
beforeAll(async () => {
  t = await createTestApp();
  mine = await createStoreWithStaff(t, 'Home Store');
  other = await createStoreWithStaff(t, 'Other Store');
});
afterAll(async () => t.close());

const routes = (id: string): Array<[string, string, unknown]> => [
  ['POST', `/api/customers/${id}/credit`, { amountCents: 100 }],
  ['POST', `/api/customers/${id}/payments`, { amountCents: 100 }],
  ['POST', `/api/customers/${id}/reset-daily-credit`, {}],
  ['GET', `/api/customers/${id}/transactions`, undefined],
  ['GET', `/api/customers/${id}/statement?from=2026-01-01&to=2026-12-31`, undefined],
];

/** Every message in an error and its causes (drivers wrap the database's words). */
function messagesOf(error: unknown): string {
  const parts: string[] = [];
  for (let current = error as { message?: string; cause?: unknown } | undefined; current; current = current.cause as typeof current) {
    parts.push(String(current.message));
  }
  return parts.join(' | ');
}

describe('ledger access', () => {
  it('answers 404 on every route for another store’s customer (or a made-up id) and writes nothing', async () => {
    const theirs = await insertCustomer(t, other.storeId, { dailyCreditOn: '2026-01-01' });
    for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      for (const [method, path, json] of routes(id)) {
        const response = await t.request(path, { method, json, cookie: mine.owner.cookie });
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(await response.json()).toEqual({ error: { code: 'NOT_FOUND' } });
      }
    }
    expect(await readLedgerRows(t, theirs.id)).toHaveLength(0);
    expect(await readCustomerRow(t, theirs.id)).toMatchObject({ creditBalanceCents: 0, dailyCreditOn: '2026-01-01' });
  });

  it('answers 401 on every route when signed out', async () => {
    const customer = await insertCustomer(t, mine.storeId);
    for (const [method, path, json] of routes(customer.id)) {
      const response = await t.request(path, { method, json });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await response.json()).toEqual({ error: { code: 'UNAUTHENTICATED' } });
    }
  });

  it('lets an employee give credit, record payments and read the history and statement', async () => {
    const customer = await insertCustomer(t, mine.storeId);
    expect((await postLedger(t, customer.id, 'credit', { amountCents: 1200 }, { cookie: mine.employee.cookie })).status).toBe(201);
    expect((await postLedger(t, customer.id, 'payments', { amountCents: 200 }, { cookie: mine.employee.cookie })).status).toBe(201);
    for (const [, path] of routes(customer.id).filter(([method]) => method === 'GET')) {
      expect((await t.request(path, { cookie: mine.employee.cookie })).status).toBe(200);
    }
    expect((await readCustomerRow(t, customer.id)).creditBalanceCents).toBe(1000);
  });
});

describe('append-only ledger', () => {
  it('is enforced by the database: a direct UPDATE or DELETE of credit_transactions is refused', async () => {
    const customer = await insertCustomer(t, mine.storeId);
    await postLedger(t, customer.id, 'credit', { amountCents: 300 }, { cookie: mine.owner.cookie });
    const [entry] = await readLedgerRows(t, customer.id);
    const update = t.db.update(creditTransactions).set({ amountCents: 1 }).where(eq(creditTransactions.id, entry!.id));
    await expect(update.then(() => 'updated', messagesOf)).resolves.toMatch(/append-only/);
    const remove = t.db.delete(creditTransactions).where(eq(creditTransactions.id, entry!.id));
    await expect(remove.then(() => 'deleted', messagesOf)).resolves.toMatch(/append-only/);
    expect(await readLedgerRows(t, customer.id)).toMatchObject([{ id: entry!.id, amountCents: 300 }]);
  });

  it('is kept by the database: a customer with ledger entries cannot be deleted, even directly (they are archived instead)', async () => {
    const customer = await insertCustomer(t, mine.storeId);
    await postLedger(t, customer.id, 'credit', { amountCents: 300 }, { cookie: mine.owner.cookie });
    await postLedger(t, customer.id, 'payments', { amountCents: 300 }, { cookie: mine.owner.cookie });
    const remove = t.db.delete(customers).where(eq(customers.id, customer.id));
    await expect(remove.then(() => 'deleted', messagesOf)).resolves.toMatch(/foreign key/);
    expect(await readLedgerRows(t, customer.id)).toHaveLength(2);
    const response = await t.request(`/api/customers/${customer.id}`, { method: 'DELETE', cookie: mine.employee.cookie });
    expect(await response.json()).toEqual({ outcome: 'archived' });
    expect(await readLedgerRows(t, customer.id)).toHaveLength(2);
    // Positive control: a customer without entries is deleted by the same statement.
    const unused = await insertCustomer(t, mine.storeId);
    await t.db.delete(customers).where(eq(customers.id, unused.id));
    expect(await t.db.select().from(customers).where(eq(customers.id, unused.id))).toEqual([]);
  });
});
