import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { creditTransactions, securityAuditLog } from '../db/schema/index';
import { addCustomer, readCustomerRow, recordLedgerEntry } from './customer-test-support';

let t: TestApp;
let shop: Awaited<ReturnType<typeof createStoreWithStaff>>;
let rival: Awaited<ReturnType<typeof createStoreWithStaff>>;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  shop = await createStoreWithStaff(t, 'Home Store');
  rival = await createStoreWithStaff(t, 'Rival Store');
  png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c33' } }).png().toBuffer();
});
afterAll(async () => t.close());

/** Every customer route, as [method, path, body]. */
function listEveryRoute(id: string): [string, string, unknown][] {
  return [
    ['GET', '/api/customers', undefined],
    ['POST', '/api/customers', { name: 'Sneaky Person', phone: '2175550000' }],
    ['GET', `/api/customers/${id}`, undefined],
    ['PATCH', `/api/customers/${id}/status`, { isBlocked: true }],
    ['PATCH', `/api/customers/${id}/red-flag`, { internalRedFlag: true, redFlagNotes: 'x' }],
    ['PUT', `/api/customers/${id}/credit-limit`, { creditLimitCents: 1 }],
    ['PUT', `/api/customers/${id}/photo`, png],
    ['GET', `/api/customers/${id}/photo`, undefined],
    ['DELETE', `/api/customers/${id}/photo`, undefined],
    ['DELETE', `/api/customers/${id}`, undefined],
    ['POST', `/api/customers/${id}/restore`, undefined],
  ];
}

function call(method: string, path: string, body: unknown, cookie?: string) {
  if (Buffer.isBuffer(body)) return t.request(path, { method, cookie, body: new Uint8Array(body), headers: { 'content-type': 'image/png' } });
  return t.request(path, { method, cookie, json: body });
}

describe('who may use the customer routes', () => {
  it('answers 401 to a signed-out request on every route and changes nothing', async () => {
    const customer = await addCustomer(t, shop.owner.cookie, { name: 'Signed Out Target' });
    for (const [method, path, body] of listEveryRoute(customer.id)) {
      const response = await call(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await response.json()).toEqual({ error: { code: 'UNAUTHENTICATED' } });
    }
    expect(await readCustomerRow(t, customer.id)).toMatchObject({ isBlocked: false, photoKey: null, creditLimitCents: 5000 });
  });

  it("answers 404 to another store's owner and employee on every route about one customer, and changes nothing", async () => {
    const customer = await addCustomer(t, shop.owner.cookie, { name: 'Private Person' });
    await t.request(`/api/customers/${customer.id}/photo`, { method: 'PUT', cookie: shop.owner.cookie, body: new Uint8Array(png) });
    const before = await readCustomerRow(t, customer.id);
    for (const cookie of [rival.owner.cookie, rival.employee.cookie]) {
      for (const [method, path, body] of listEveryRoute(customer.id).slice(2)) {
        const response = await call(method, path, body, cookie);
        // An employee is refused the owner's switches before the customer is even looked up.
        const isOwnerRoute = /red-flag|credit-limit|restore/.test(path);
        const code = cookie === rival.employee.cookie && isOwnerRoute ? 'OWNER_ONLY' : 'NOT_FOUND';
        expect(response.status, `${method} ${path}`).toBe(code === 'OWNER_ONLY' ? 403 : 404);
        expect(await response.json()).toEqual({ error: { code } });
      }
    }
    expect(await readCustomerRow(t, customer.id)).toEqual(before);
    const list = (await (await call('GET', '/api/customers?q=private', undefined, rival.owner.cookie)).json()) as { items: unknown[] };
    expect(list.items).toEqual([]);
  });

  it('answers 404 for an unknown id and for an id that is not a uuid', async () => {
    for (const id of ['6f1c1c9e-0000-4000-8000-000000000000', 'not-a-uuid', '1']) {
      const response = await call('GET', `/api/customers/${id}`, undefined, shop.employee.cookie);
      expect(response.status).toBe(404);
    }
  });
});

describe('delete customer', () => {
  it('is refused while the customer owes money, and nothing is deleted', async () => {
    const customer = await addCustomer(t, shop.employee.cookie, { name: 'Owing Person' });
    await recordLedgerEntry(t, { id: customer.id, storeId: shop.storeId }, 'credit_given', 1500);
    const response = await call('DELETE', `/api/customers/${customer.id}`, undefined, shop.employee.cookie);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: 'CUSTOMER_HAS_BALANCE' } });
    expect((await readCustomerRow(t, customer.id))?.creditBalanceCents).toBe(1500);
    expect(await t.db.select().from(creditTransactions).where(eq(creditTransactions.customerId, customer.id))).toHaveLength(1);
  });

  it('archives a settled customer who has ledger entries: the row and the whole ledger stay', async () => {
    const customer = await addCustomer(t, shop.employee.cookie, { name: 'Settled Person' });
    await recordLedgerEntry(t, { id: customer.id, storeId: shop.storeId }, 'credit_given', 1500);
    await recordLedgerEntry(t, { id: customer.id, storeId: shop.storeId }, 'credit_paid', 1500);
    const response = await call('DELETE', `/api/customers/${customer.id}`, undefined, shop.employee.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ outcome: 'archived' });
    expect(await readCustomerRow(t, customer.id)).toMatchObject({ archivedBy: shop.employee.id, archivedAt: expect.any(Date) });
    expect(await t.db.select().from(creditTransactions).where(eq(creditTransactions.customerId, customer.id))).toHaveLength(2);
  });

  it('deletes for good a customer with no ledger entries', async () => {
    const customer = await addCustomer(t, shop.employee.cookie, { name: 'Never Served' });
    const response = await call('DELETE', `/api/customers/${customer.id}`, undefined, shop.employee.cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ outcome: 'deleted' });
    expect(await readCustomerRow(t, customer.id)).toBeUndefined();
    expect((await call('GET', `/api/customers/${customer.id}`, undefined, shop.employee.cookie)).status).toBe(404);
  });

  it('deletes once when two people press Delete at the same moment', async () => {
    const customer = await addCustomer(t, shop.employee.cookie, { name: 'Double Delete' });
    const path = `/api/customers/${customer.id}`;
    const results = await Promise.all([shop.owner.cookie, shop.employee.cookie].map((cookie) => call('DELETE', path, undefined, cookie)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
  });

  it('is refused for a customer in store credit (negative balance), owner too, and nothing changes', async () => {
    const customer = await addCustomer(t, shop.employee.cookie, { name: 'Overpaid Person' });
    await recordLedgerEntry(t, { id: customer.id, storeId: shop.storeId }, 'credit_paid', 200);
    const response = await call('DELETE', `/api/customers/${customer.id}`, undefined, shop.owner.cookie);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: 'CUSTOMER_HAS_STORE_CREDIT' } });
    expect(await readCustomerRow(t, customer.id)).toMatchObject({ creditBalanceCents: -200, archivedAt: null });
  });
});

describe('audit', () => {
  it('records create, update and delete with the acting user', async () => {
    const customer = await addCustomer(t, shop.employee.cookie, { name: 'Audited Person' });
    await call('PATCH', `/api/customers/${customer.id}/red-flag`, { internalRedFlag: true }, shop.owner.cookie);
    await call('PATCH', `/api/customers/${customer.id}/status`, { isBlocked: true }, shop.employee.cookie);
    await call('DELETE', `/api/customers/${customer.id}`, undefined, shop.employee.cookie);
    const rows = await t.db
      .select({ action: securityAuditLog.action, userId: securityAuditLog.userId, storeId: securityAuditLog.storeId })
      .from(securityAuditLog)
      .where(and(eq(securityAuditLog.tableName, 'customers'), eq(securityAuditLog.recordId, customer.id)))
      .orderBy(securityAuditLog.createdAt);
    expect(rows).toEqual([
      { action: 'INSERT', userId: shop.employee.id, storeId: shop.storeId },
      { action: 'UPDATE', userId: shop.owner.id, storeId: shop.storeId },
      { action: 'UPDATE', userId: shop.employee.id, storeId: shop.storeId },
      { action: 'DELETE', userId: shop.employee.id, storeId: shop.storeId },
    ]);
  });
});
