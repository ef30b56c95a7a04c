import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { insertCustomer, postLedger, readCustomerRow, readLedgerRows } from './credit-test-support';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;
let other: Awaited<ReturnType<typeof createStoreWithStaff>>;
beforeAll(async () => {
  t = await createTestApp();
  staff = await createStoreWithStaff(t, 'Payment Store');
  other = await createStoreWithStaff(t, 'Canary Payment Store');
});
afterAll(async () => t.close());

const pay = (customerId: string, json: unknown, cookie: string) => postLedger(t, customerId, 'payments', json, { cookie });

describe('a payment larger than what is owed', () => {
  it("is refused for an employee with 409 PAYMENT_EXCEEDS_BALANCE carrying the owed cents, and nothing is written", async () => {
    const customer = await insertCustomer(t, staff.storeId, { creditBalanceCents: 1000, creditLimitCents: 5000 });
    const response = await pay(customer.id, { amountCents: 9_999_900 }, staff.employee.cookie);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: 'PAYMENT_EXCEEDS_BALANCE', params: { owedCents: 1000, creditLimitCents: 5000 } } });
    expect((await readCustomerRow(t, customer.id)).creditBalanceCents).toBe(1000);
    expect(await readLedgerRows(t, customer.id)).toHaveLength(0);
  });

  it('lets anyone pay exactly what is owed (positive control)', async () => {
    const customer = await insertCustomer(t, staff.storeId, { creditBalanceCents: 1000 });
    expect((await pay(customer.id, { amountCents: 1000 }, staff.employee.cookie)).status).toBe(201);
    expect((await readCustomerRow(t, customer.id)).creditBalanceCents).toBe(0);
  });

  it('refuses any payment from a customer who already has store credit (nothing is owed), unless accepted', async () => {
    const customer = await insertCustomer(t, staff.storeId, { creditBalanceCents: -200 });
    const response = await pay(customer.id, { amountCents: 1 }, staff.owner.cookie);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: { params: { owedCents: number } } }).error.params.owedCents).toBe(0);
  });

  it('refuses the store-credit flag to an employee (403 OWNER_ONLY)', async () => {
    const customer = await insertCustomer(t, staff.storeId, { creditBalanceCents: 1000 });
    const response = await pay(customer.id, { amountCents: 1500, acceptStoreCredit: true }, staff.employee.cookie);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: 'OWNER_ONLY' } });
    expect(await readLedgerRows(t, customer.id)).toHaveLength(0);
  });

  it('is taken by the owner as store credit once confirmed, up to the credit limit and not a cent past it', async () => {
    const customer = await insertCustomer(t, staff.storeId, { creditBalanceCents: 1000, creditLimitCents: 5000 });
    expect((await pay(customer.id, { amountCents: 1500 }, staff.owner.cookie)).status).toBe(409); // not confirmed
    const tooMuch = await pay(customer.id, { amountCents: 6001, acceptStoreCredit: true }, staff.owner.cookie);
    expect(tooMuch.status).toBe(409);
    expect(((await tooMuch.json()) as { error: { code: string } }).error.code).toBe('STORE_CREDIT_LIMIT_EXCEEDED');
    const accepted = await pay(customer.id, { amountCents: 6000, acceptStoreCredit: true }, staff.owner.cookie);
    expect(accepted.status).toBe(201);
    expect((await readCustomerRow(t, customer.id)).creditBalanceCents).toBe(-5000);
    expect(await readLedgerRows(t, customer.id)).toHaveLength(1);
  });

  it('keeps the give-credit limit working from a negative balance', async () => {
    const customer = await insertCustomer(t, staff.storeId, { creditBalanceCents: -2000, creditLimitCents: 5000 });
    const over = await postLedger(t, customer.id, 'credit', { amountCents: 7001 }, { cookie: staff.employee.cookie });
    expect(over.status).toBe(409);
    expect(await over.json()).toEqual({ error: { code: 'CREDIT_LIMIT_EXCEEDED', params: { creditBalanceCents: -2000, creditLimitCents: 5000 } } });
    const upTo = await postLedger(t, customer.id, 'credit', { amountCents: 7000 }, { cookie: staff.employee.cookie });
    expect(upTo.status).toBe(201);
    expect((await readCustomerRow(t, customer.id)).creditBalanceCents).toBe(5000);
  });

  it('answers 422 for a flag that is not a boolean, 401 signed out, 404 for another store’s customer', async () => {
    const customer = await insertCustomer(t, staff.storeId, { creditBalanceCents: 1000 });
    const bad = await pay(customer.id, { amountCents: 100, acceptStoreCredit: 'yes' }, staff.owner.cookie);
    expect(bad.status).toBe(422);
    expect((await postLedger(t, customer.id, 'payments', { amountCents: 100 })).status).toBe(401);
    const theirs = await insertCustomer(t, other.storeId, { creditBalanceCents: 1000 });
    const cross = await pay(theirs.id, { amountCents: 5000, acceptStoreCredit: true }, staff.owner.cookie);
    expect(cross.status).toBe(404);
    expect((await readCustomerRow(t, theirs.id)).creditBalanceCents).toBe(1000);
    expect((await readCustomerRow(t, customer.id)).creditBalanceCents).toBe(1000);
  });
});
