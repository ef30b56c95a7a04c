import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import { eq } from 'drizzle-orm';
import { todayInZone } from '#shared/dates';
import type { Customer } from '#shared/customers/customer.schemas';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { customers, stores } from '../db/schema/index';
import { addCustomer, readCustomerRow } from './customer-test-support';

let t: TestApp;
let shop: Awaited<ReturnType<typeof createStoreWithStaff>>;
beforeAll(async () => {
  t = await createTestApp();
  shop = await createStoreWithStaff(t, 'Customer Store');
});
afterAll(async () => t.close());

async function send(method: string, path: string, cookie: string, json?: unknown) {
  const response = await t.request(path, { method, cookie, json });
  return { status: response.status, body: (await response.json()) as Customer & { error?: { code: string; fields?: object } } };
}

describe('add customer', () => {
  it('trims and normalizes the input, generates an 8-digit id and answers the new customer', async () => {
    const created = await addCustomer(t, shop.employee.cookie, {
      name: '  Ana Lopez ',
      phone: ' 217-555 0199 ',
      email: ' Ana@Example.COM ',
      address: '  ',
      notes: ' pays on Fridays ',
    });
    expect(created).toMatchObject({
      name: 'Ana Lopez',
      phone: '+12175550199',
      email: 'ana@example.com',
      address: null,
      notes: 'pays on Fridays',
      photoUrl: null,
      creditBalanceCents: 0,
      creditLimitCents: 5000,
      hasDailyCredit: false,
      dailyCreditOn: null,
      internalRedFlag: false,
      isBlocked: false,
      verifiedCustomer: false,
      loyalCustomer: false,
    });
    expect(created.displayId).toMatch(/^[1-9]\d{7}$/);
    const read = await send('GET', `/api/customers/${created.id}`, shop.owner.cookie);
    expect(read).toEqual({ status: 200, body: created });
    expect((await readCustomerRow(t, created.id))?.storeId).toBe(shop.storeId);
  });

  it('takes the store from the session: a storeId in the body is refused as an unknown field', async () => {
    const other = await createStoreWithStaff(t, 'Body Store');
    const json = { name: 'Body Trick', phone: '+12175550101', storeId: other.storeId };
    const response = await t.request('/api/customers', { method: 'POST', cookie: shop.owner.cookie, json });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', fields: { storeId: 'unknown_field' } } });
    const created = await addCustomer(t, shop.owner.cookie, { name: 'Body Trick' });
    expect((await readCustomerRow(t, created.id))?.storeId).toBe(shop.storeId);
  });

  it('draws another display id when the first is taken in the store', async () => {
    const first = await addCustomer(t, shop.owner.cookie, { name: 'First Holder' });
    // The only stand-in in these tests: the dice, so the first draw is certain to clash.
    const spy = vi.spyOn(crypto, 'randomInt') as unknown as MockInstance<() => number>;
    spy.mockReturnValueOnce(Number(first.displayId)).mockReturnValueOnce(87_654_321);
    try {
      const second = await addCustomer(t, shop.owner.cookie, { name: 'Second Holder' });
      expect(second.displayId).toBe('87654321');
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses bad input with a code per field and writes nothing', async () => {
    const before = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.storeId, shop.storeId));
    const bad = await send('POST', '/api/customers', shop.owner.cookie, { name: 'R2D2', phone: '0123', email: 'not-an-email' });
    expect(bad).toEqual({
      status: 422,
      body: { error: { code: 'VALIDATION_FAILED', fields: { name: 'invalid_name', phone: 'invalid_phone', email: 'invalid_email' } } },
    });
    const empty = await send('POST', '/api/customers', shop.owner.cookie, { name: '   ' });
    expect(empty.status).toBe(422);
    expect(empty.body.error?.fields).toEqual({ name: 'required', phone: 'required' });
    const after = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.storeId, shop.storeId));
    expect(after).toHaveLength(before.length);
  });
});

describe('staff switches (PATCH /status)', () => {
  it('blocking clears Verified and Loyal; unblocking only clears Blocked', async () => {
    const { id } = await addCustomer(t, shop.employee.cookie, { name: 'Status Person' });
    const path = `/api/customers/${id}/status`;
    expect((await send('PATCH', path, shop.employee.cookie, { verifiedCustomer: true })).body.verifiedCustomer).toBe(true);
    expect((await send('PATCH', path, shop.employee.cookie, { loyalCustomer: true })).body.loyalCustomer).toBe(true);
    const blocked = await send('PATCH', path, shop.employee.cookie, { isBlocked: true });
    expect(blocked.body).toMatchObject({ isBlocked: true, verifiedCustomer: false, loyalCustomer: false });
    const unblocked = await send('PATCH', path, shop.employee.cookie, { isBlocked: false });
    expect(unblocked.body).toMatchObject({ isBlocked: false, verifiedCustomer: false, loyalCustomer: false });
  });

  it('refuses Verified or Loyal while blocked (409) but lets them be switched off', async () => {
    const { id } = await addCustomer(t, shop.employee.cookie, { name: 'Blocked Person' });
    const path = `/api/customers/${id}/status`;
    await send('PATCH', path, shop.employee.cookie, { isBlocked: true });
    for (const body of [{ verifiedCustomer: true }, { loyalCustomer: true }]) {
      expect(await send('PATCH', path, shop.employee.cookie, body)).toEqual({ status: 409, body: { error: { code: 'CUSTOMER_BLOCKED' } } });
    }
    expect((await send('PATCH', path, shop.employee.cookie, { loyalCustomer: false })).status).toBe(200);
    expect(await readCustomerRow(t, id)).toMatchObject({ isBlocked: true, verifiedCustomer: false, loyalCustomer: false });
  });

  it('accepts exactly one switch per request', async () => {
    const { id } = await addCustomer(t, shop.employee.cookie, { name: 'Two Switches' });
    const path = `/api/customers/${id}/status`;
    for (const body of [{}, { isBlocked: true, verifiedCustomer: true }, { isBlocked: 'yes' }]) {
      const response = await send('PATCH', path, shop.employee.cookie, body);
      expect(response.status).toBe(422);
      expect(response.body.error?.code).toBe('VALIDATION_FAILED');
    }
    expect(await readCustomerRow(t, id)).toMatchObject({ isBlocked: false, verifiedCustomer: false });
  });
});

describe('owner switches', () => {
  it('red flag on stores the trimmed reason (empty → null), off clears it', async () => {
    const { id } = await addCustomer(t, shop.employee.cookie, { name: 'Flag Person' });
    const path = `/api/customers/${id}/red-flag`;
    const on = await send('PATCH', path, shop.owner.cookie, { internalRedFlag: true, redFlagNotes: '  bounced a cheque  ' });
    expect(on.body).toMatchObject({ internalRedFlag: true, redFlagNotes: 'bounced a cheque' });
    const kept = await send('PATCH', path, shop.owner.cookie, { internalRedFlag: true });
    expect(kept.body.redFlagNotes).toBe('bounced a cheque');
    const emptied = await send('PATCH', path, shop.owner.cookie, { internalRedFlag: true, redFlagNotes: '   ' });
    expect(emptied.body).toMatchObject({ internalRedFlag: true, redFlagNotes: null });
    await send('PATCH', path, shop.owner.cookie, { internalRedFlag: true, redFlagNotes: 'again' });
    const off = await send('PATCH', path, shop.owner.cookie, { internalRedFlag: false, redFlagNotes: 'ignored' });
    expect(off.body).toMatchObject({ internalRedFlag: false, redFlagNotes: null });
  });

  it('sets the credit limit in cents and refuses a negative or fractional one', async () => {
    const { id } = await addCustomer(t, shop.employee.cookie, { name: 'Limit Person' });
    const path = `/api/customers/${id}/credit-limit`;
    expect((await send('PUT', path, shop.owner.cookie, { creditLimitCents: 12_345 })).body.creditLimitCents).toBe(12_345);
    const negative = await send('PUT', path, shop.owner.cookie, { creditLimitCents: -1 });
    expect(negative).toEqual({ status: 422, body: { error: { code: 'VALIDATION_FAILED', fields: { creditLimitCents: 'negative' } } } });
    const fraction = await send('PUT', path, shop.owner.cookie, { creditLimitCents: 10.5 });
    expect(fraction.status).toBe(422);
    // The field's code is 'required' today, not 'invalid_amount': http/validate.ts reads
    // issue.input, which zod 4 leaves out unless asked (reported to the owner of validate.ts).
    expect(Object.keys(fraction.body.error?.fields ?? {})).toEqual(['creditLimitCents']);
    expect((await readCustomerRow(t, id))?.creditLimitCents).toBe(12_345);
  });

  it('refuses both to an employee (403 OWNER_ONLY) and changes nothing', async () => {
    const { id } = await addCustomer(t, shop.employee.cookie, { name: 'Employee Tries' });
    const flag = await send('PATCH', `/api/customers/${id}/red-flag`, shop.employee.cookie, { internalRedFlag: true });
    const limit = await send('PUT', `/api/customers/${id}/credit-limit`, shop.employee.cookie, { creditLimitCents: 99_999 });
    for (const response of [flag, limit]) expect(response).toEqual({ status: 403, body: { error: { code: 'OWNER_ONLY' } } });
    expect(await readCustomerRow(t, id)).toMatchObject({ internalRedFlag: false, creditLimitCents: 5000 });
  });
});

describe('daily credit', () => {
  it('is active only while the credit date is today in the store\'s own time zone', async () => {
    const { id } = await addCustomer(t, shop.employee.cookie, { name: 'Daily Person' });
    // UTC+14 and UTC-11 are always on different dates: only the store's zone may count.
    await t.db.update(stores).set({ timezone: 'Pacific/Kiritimati' }).where(eq(stores.id, shop.storeId));
    try {
      await t.db.update(customers).set({ dailyCreditOn: todayInZone('Pacific/Pago_Pago') }).where(eq(customers.id, id));
      expect((await send('GET', `/api/customers/${id}`, shop.employee.cookie)).body.hasDailyCredit).toBe(false);
      await t.db.update(customers).set({ dailyCreditOn: todayInZone('Pacific/Kiritimati') }).where(eq(customers.id, id));
      expect((await send('GET', `/api/customers/${id}`, shop.employee.cookie)).body.hasDailyCredit).toBe(true);
      const list = await send('GET', '/api/customers?q=daily%20person', shop.employee.cookie);
      expect((list.body as unknown as { items: Customer[] }).items[0]?.hasDailyCredit).toBe(true);
    } finally {
      await t.db.update(stores).set({ timezone: 'America/Chicago' }).where(eq(stores.id, shop.storeId));
    }
  });
});
