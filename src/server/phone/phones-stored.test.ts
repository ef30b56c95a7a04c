import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createStoreWithStaff, createTestApp, setupBody, signIn, signUpBody, STRONG_PASSWORD, uniqueEmail, type TestApp } from '../test/test-app';
import { customers, stores } from '../db/schema/index';

/** Issue 36: every phone written (customers, stores, employees) is stored in E.164 with the store's country; garbage is refused. */
let t: TestApp;
let us: Awaited<ReturnType<typeof createStoreWithStaff>>;
let mx: Awaited<ReturnType<typeof createStoreWithStaff>>;
beforeAll(async () => {
  t = await createTestApp();
  us = await createStoreWithStaff(t, 'Phone Store US');
  mx = await createStoreWithStaff(t, 'Phone Store MX');
  await t.request('/api/stores/current', { method: 'PUT', cookie: mx.owner.cookie, json: { name: 'Phone Store MX', timezone: 'America/Mexico_City' } });
  mx.owner.cookie = await signIn(t, mx.owner.email);
  mx.employee.cookie = await signIn(t, mx.employee.email);
});
afterAll(async () => t.close());

const addCustomer = async (cookie: string, phone: string) => {
  const response = await t.request('/api/customers', { method: 'POST', cookie, json: { name: 'Phone Person', phone } });
  return { status: response.status, body: (await response.json()) as { phone?: string; error?: { code: string; fields?: object } } };
};
const refused = { status: 422, body: { error: { code: 'VALIDATION_FAILED', fields: { phone: 'invalid_phone' } } } };

describe('customer phones', () => {
  it('stores a local US number with +1', async () => {
    expect(await addCustomer(us.employee.cookie, '(217) 555-0144')).toMatchObject({ status: 201, body: { phone: '+12175550144' } });
  });

  it('reads a local number in a Mexican store as Mexican, and keeps an international one', async () => {
    expect(await addCustomer(mx.employee.cookie, '55 1234 5678')).toMatchObject({ status: 201, body: { phone: '+525512345678' } });
    expect(await addCustomer(mx.employee.cookie, '+1 217 555 0144')).toMatchObject({ status: 201, body: { phone: '+12175550144' } });
  });

  it('refuses a number that is no number anywhere', async () => {
    expect(await addCustomer(us.employee.cookie, '555-0144')).toMatchObject(refused);
    expect(await addCustomer(us.employee.cookie, '(017) 555-0144')).toMatchObject(refused);
  });
});

describe('a phone the migration kept as typed', () => {
  it('is marked on the customer for the owner, and a new customer is not', async () => {
    const created = await addCustomer(us.employee.cookie, '217 555 0149');
    expect(created.body).toMatchObject({ phoneNeedsReview: false });
    const id = (created.body as { id: string }).id;
    await t.db.update(customers).set({ phone: '5550149', phoneNeedsReview: true }).where(eq(customers.id, id));
    const read = await t.request(`/api/customers/${id}`, { cookie: us.owner.cookie });
    expect(await read.json()).toMatchObject({ phone: '5550149', phoneNeedsReview: true });
  });
});

describe('store and employee phones', () => {
  it('stores the Store Settings phone in E.164 and refuses garbage', async () => {
    const put = (phone: string) => t.request('/api/stores/current', { method: 'PUT', cookie: us.owner.cookie, json: { name: 'Phone Store US', phone, timezone: 'America/Chicago' } });
    const ok = await put('217.555.0177');
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ phone: '+12175550177' });
    const bad = await put('1234567');
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject(refused.body);
    const [row] = await t.db.select({ phone: stores.phone }).from(stores).where(eq(stores.id, us.storeId));
    expect(row?.phone).toBe('+12175550177');
  });

  it('stores the sign-up and setup phones in E.164', async () => {
    const body = signUpBody({ storePhone: '(217) 555-0166' });
    expect((await t.request('/api/signup', { method: 'POST', json: body })).status).toBe(201);
    const cookie = await signIn(t, body.email);
    const [before] = await t.db.select({ phone: stores.phone }).from(stores).where(eq(stores.name, body.storeName)).orderBy(stores.createdAt);
    expect(before?.phone).toMatch(/^\+1217555/);
    const setup = await t.request('/api/stores/setup', { method: 'POST', cookie, json: { ...setupBody, name: 'Setup Phone Store', phone: '217 555 0155' } });
    expect(setup.status).toBe(201);
    const { storeId } = (await setup.json()) as { storeId: string };
    const [row] = await t.db.select({ phone: stores.phone }).from(stores).where(eq(stores.id, storeId));
    expect(row?.phone).toBe('+12175550155');
    const bad = await t.request('/api/signup', { method: 'POST', json: signUpBody({ storePhone: '999' }) });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { storePhone: 'invalid_phone' } } });
  });

  it("stores an employee's phone in E.164 and refuses garbage", async () => {
    const post = (phone: string) =>
      t.request('/api/employees', { method: 'POST', cookie: us.owner.cookie, json: { firstName: 'Eva', lastName: 'Ruiz', email: uniqueEmail('eva'), password: STRONG_PASSWORD, phone } });
    const ok = await post('(217) 555-0188');
    expect(ok.status).toBe(201);
    expect(await ok.json()).toMatchObject({ employee: { phone: '+12175550188' } });
    const bad = await post('2175550');
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject(refused.body);
  });
});
