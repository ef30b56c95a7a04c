import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Customer, CustomerPage } from '#shared/customers/customer.schemas';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { creditTransactions, securityAuditLog } from '../db/schema/index';
import { addCustomer, readCustomerRow } from './customer-test-support';
import { selectCustomerRows } from './customers.queries';

let t: TestApp;
let shop: Awaited<ReturnType<typeof createStoreWithStaff>>;
let rival: Awaited<ReturnType<typeof createStoreWithStaff>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await createStoreWithStaff(t, 'Home Store');
  rival = await createStoreWithStaff(t, 'Rival Store');
});
afterAll(async () => t.close());

const ledger = (id: string, kind: 'credit' | 'payments', amountCents: number, cookie: string, extra: object = {}) =>
  t.request(`/api/customers/${id}/${kind}`, { method: 'POST', cookie, json: { amountCents, ...extra } });
const remove = (id: string, cookie?: string) => t.request(`/api/customers/${id}`, { method: 'DELETE', cookie });
const restore = (id: string, cookie?: string) => t.request(`/api/customers/${id}/restore`, { method: 'POST', cookie });
async function listNames(query: string, cookie: string) {
  const response = await t.request(`/api/customers${query}`, { cookie });
  expect(response.status, query).toBe(200);
  return ((await response.json()) as CustomerPage).items.map((c) => c.name);
}
const countLedger = async (id: string) => (await t.db.select().from(creditTransactions).where(eq(creditTransactions.customerId, id))).length;

/** A customer of `store` who took credit and paid it back in full (balance 0, two ledger entries), then was deleted. */
async function archivedCustomer(store: typeof shop, name: string) {
  const customer = await addCustomer(t, store.employee.cookie, { name });
  expect((await ledger(customer.id, 'credit', 900, store.employee.cookie)).status).toBe(201);
  expect((await ledger(customer.id, 'payments', 900, store.employee.cookie)).status).toBe(201);
  const response = await remove(customer.id, store.employee.cookie);
  expect(await response.json()).toEqual({ outcome: 'archived' });
  return customer;
}

describe('deleting a customer with ledger history archives them', () => {
  it('keeps the row, the ledger, the statement and the export; the audit log names who archived', async () => {
    const customer = await archivedCustomer(shop, 'Archie Kept');
    expect(await readCustomerRow(t, customer.id)).toMatchObject({ archivedBy: shop.employee.id, creditBalanceCents: 0 });
    expect(await countLedger(customer.id)).toBe(2);
    const detail = (await (await t.request(`/api/customers/${customer.id}`, { cookie: shop.employee.cookie })).json()) as Customer;
    expect(detail.archivedAt).toEqual(expect.any(String));
    const history = await t.request(`/api/customers/${customer.id}/transactions`, { cookie: shop.employee.cookie });
    expect(((await history.json()) as { items: unknown[] }).items).toHaveLength(2);
    const statement = await t.request(`/api/customers/${customer.id}/statement?from=2000-01-01&to=2100-12-31`, { cookie: shop.owner.cookie });
    expect(statement.status).toBe(200);
    const csv = await (await t.request('/api/exports/customers.csv', { cookie: shop.owner.cookie })).text();
    expect(csv).toContain('Archie Kept');
    const audit = await t.db
      .select({ action: securityAuditLog.action, userId: securityAuditLog.userId })
      .from(securityAuditLog)
      .where(and(eq(securityAuditLog.tableName, 'customers'), eq(securityAuditLog.recordId, customer.id)));
    expect(audit.at(-1)).toEqual({ action: 'UPDATE', userId: shop.employee.id });
  });

  it('hides them from the directory and its search, where a customer who is not archived still shows', async () => {
    await archivedCustomer(shop, 'Hidden Harriet');
    await addCustomer(t, shop.employee.cookie, { name: 'Hidden Henry' });
    for (const cookie of [shop.employee.cookie, shop.owner.cookie]) {
      expect(await listNames('?q=hidden', cookie)).toEqual(['Hidden Henry']);
      const all = await listNames('', cookie);
      expect(all).toContain('Hidden Henry');
      expect(all).not.toContain('Hidden Harriet');
    }
  });

  it('refuses credit and payments to an archived customer (409 CUSTOMER_ARCHIVED), and writes nothing', async () => {
    const customer = await archivedCustomer(shop, 'No More Credit');
    const attempts = [
      await ledger(customer.id, 'credit', 100, shop.employee.cookie),
      await ledger(customer.id, 'payments', 100, shop.employee.cookie),
      await ledger(customer.id, 'payments', 100, shop.owner.cookie, { acceptStoreCredit: true }),
    ];
    for (const response of attempts) {
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: { code: 'CUSTOMER_ARCHIVED' } });
    }
    expect(await countLedger(customer.id)).toBe(2);
    expect((await readCustomerRow(t, customer.id))?.creditBalanceCents).toBe(0);
  });

  it('refuses every edit of an archived customer (status, red flag, limit, photo) until restored; restore then opens them again', async () => {
    const customer = await archivedCustomer(shop, 'Frozen Record');
    const before = await readCustomerRow(t, customer.id);
    const photo = new Uint8Array(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#39f' } }).png().toBuffer());
    const base = `/api/customers/${customer.id}`;
    const edits = [
      { path: `${base}/status`, method: 'PATCH', json: { isBlocked: true } },
      { path: `${base}/red-flag`, method: 'PATCH', json: { internalRedFlag: true, redFlagNotes: 'late' } },
      { path: `${base}/credit-limit`, method: 'PUT', json: { creditLimitCents: 9000 } },
      { path: `${base}/photo`, method: 'PUT', body: photo },
      { path: `${base}/photo`, method: 'DELETE' },
    ];
    for (const { path, ...init } of edits) {
      const response = await t.request(path, { ...init, cookie: shop.owner.cookie });
      expect(response.status, `${init.method} ${path}`).toBe(409);
      expect(await response.json()).toEqual({ error: { code: 'CUSTOMER_ARCHIVED' } });
    }
    expect(await readCustomerRow(t, customer.id)).toEqual(before);
    expect((await restore(customer.id, shop.owner.cookie)).status).toBe(200);
    const limit = await t.request(`${base}/credit-limit`, { method: 'PUT', cookie: shop.owner.cookie, json: { creditLimitCents: 9000 } });
    expect(limit.status).toBe(200);
  });

  it('is refused while the balance is not zero, either way, with the code that says what to do', async () => {
    const owing = await addCustomer(t, shop.employee.cookie, { name: 'Still Owing' });
    await ledger(owing.id, 'credit', 500, shop.employee.cookie);
    const credited = await addCustomer(t, shop.employee.cookie, { name: 'Store Credit' });
    await ledger(credited.id, 'payments', 300, shop.owner.cookie, { acceptStoreCredit: true });
    for (const [customer, code] of [[owing, 'CUSTOMER_HAS_BALANCE'], [credited, 'CUSTOMER_HAS_STORE_CREDIT']] as const) {
      for (const cookie of [shop.employee.cookie, shop.owner.cookie]) {
        const response = await remove(customer.id, cookie);
        expect(response.status).toBe(409);
        expect(await response.json()).toEqual({ error: { code } });
      }
      expect(await readCustomerRow(t, customer.id)).toMatchObject({ archivedAt: null });
    }
  });
});

describe('the Archived list (owner)', () => {
  it('lists only this store’s archived customers to the owner', async () => {
    await archivedCustomer(shop, 'Listed Archive');
    await archivedCustomer(rival, 'Rival Archive');
    await addCustomer(t, shop.owner.cookie, { name: 'Listed Active' });
    const names = await listNames('?archived=true', shop.owner.cookie);
    expect(names).toContain('Listed Archive');
    expect(names).not.toContain('Listed Active');
    expect(names).not.toContain('Rival Archive');
    expect(await listNames('?archived=true&q=listed', shop.owner.cookie)).toEqual(['Listed Archive']);
    expect(await listNames('?archived=false&q=listed', shop.owner.cookie)).toEqual(['Listed Active']);
  });

  it('refuses employees (403), the signed out (401) and a bad flag (422)', async () => {
    const employee = await t.request('/api/customers?archived=true', { cookie: shop.employee.cookie });
    expect(employee.status).toBe(403);
    expect(await employee.json()).toEqual({ error: { code: 'OWNER_ONLY' } });
    expect((await t.request('/api/customers?archived=true')).status).toBe(401);
    const bad = await t.request('/api/customers?archived=yes', { cookie: shop.owner.cookie });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual({ error: { code: 'VALIDATION_FAILED', fields: { archived: 'invalid_value' } } });
  });
});

describe('restore (owner)', () => {
  it('brings the customer back to the directory, and the ledger takes entries again', async () => {
    const customer = await archivedCustomer(shop, 'Back Again');
    const response = await restore(customer.id, shop.owner.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: customer.id, archivedAt: null });
    expect(await readCustomerRow(t, customer.id)).toMatchObject({ archivedAt: null, archivedBy: null });
    expect(await listNames('?q=back%20again', shop.employee.cookie)).toEqual(['Back Again']);
    expect(await listNames('?archived=true&q=back%20again', shop.owner.cookie)).toEqual([]);
    expect((await ledger(customer.id, 'payments', 100, shop.owner.cookie, { acceptStoreCredit: true })).status).toBe(201);
  });

  it('refuses an employee (403), another store’s owner (404), the signed out (401), and changes nothing', async () => {
    const customer = await archivedCustomer(shop, 'Stays Archived');
    const refusals: Array<[string | undefined, number, string]> = [
      [shop.employee.cookie, 403, 'OWNER_ONLY'],
      [rival.owner.cookie, 404, 'NOT_FOUND'],
      [undefined, 401, 'UNAUTHENTICATED'],
    ];
    for (const [cookie, status, code] of refusals) {
      const response = await restore(customer.id, cookie);
      expect(response.status).toBe(status);
      expect(await response.json()).toEqual({ error: { code } });
    }
    expect((await readCustomerRow(t, customer.id))?.archivedAt).not.toBeNull();
    expect((await restore('not-a-uuid', shop.owner.cookie)).status).toBe(404);
  });
});

describe('directory query plan with the archive filter', () => {
  it('reads the first page in order from the (store_id, lower(name), id) index, no sort', async () => {
    const { sql: text, params } = selectCustomerRows(t.db, shop.storeId, { term: '', limit: 50 }).toSQL();
    const inlined = text.replace(/\$(\d+)/g, (_, n: string) => `'${String(params[Number(n) - 1]).replace(/'/g, "''")}'`);
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explained = await tx.execute(sql.raw(`explain ${inlined}`));
      return (explained.rows as Record<string, string>[]).map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('customers_store_lower_name_idx');
    expect(plan).not.toMatch(/Sort/);
  });
});
