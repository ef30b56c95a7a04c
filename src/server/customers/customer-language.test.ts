import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { addCustomer } from './customer-test-support';

/** Issue 27: a customer's language (customers.language) — set when added, changed by any member of their store. */
let t: TestApp;
let shop: Awaited<ReturnType<typeof createStoreWithStaff>>;
let rival: Awaited<ReturnType<typeof createStoreWithStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  shop = await createStoreWithStaff(t, 'Home Store');
  rival = await createStoreWithStaff(t, 'Rival Store');
}, 60_000);
afterAll(async () => t.close());

const putLanguage = (cookie: string | undefined, id: string, json: unknown) => t.request(`/api/customers/${id}/language`, { method: 'PUT', cookie, json });

describe("a customer's language", () => {
  it("added without one: null (the store's); added in Spanish: 'es'", async () => {
    expect((await addCustomer(t, shop.owner.cookie)).language).toBeNull();
    expect((await addCustomer(t, shop.employee.cookie, { name: 'Rosa Paz', phone: '+12175550102', language: 'es' })).language).toBe('es');
  });

  it('an employee changes it, back to the store\'s with null; GET reads it back', async () => {
    const customer = await addCustomer(t, shop.owner.cookie, { name: 'Luis Mora', phone: '+12175550103' });
    const changed = await putLanguage(shop.employee.cookie, customer.id, { language: 'es' });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { language: string }).language).toBe('es');
    const read = await t.request(`/api/customers/${customer.id}`, { cookie: shop.owner.cookie });
    expect(((await read.json()) as { language: string }).language).toBe('es');
    const reset = await putLanguage(shop.owner.cookie, customer.id, { language: null });
    expect(((await reset.json()) as { language: string | null }).language).toBeNull();
  });

  it('refuses a language we do not speak, extra fields, another store and signed-out callers', async () => {
    const customer = await addCustomer(t, shop.owner.cookie, { name: 'Eva Sol', phone: '+12175550104' });
    expect((await putLanguage(shop.owner.cookie, customer.id, { language: 'fr' })).status).toBe(422);
    expect((await putLanguage(shop.owner.cookie, customer.id, { language: 'es', name: 'X' })).status).toBe(422);
    expect((await putLanguage(rival.owner.cookie, customer.id, { language: 'es' })).status).toBe(404);
    expect((await putLanguage(undefined, customer.id, { language: 'es' })).status).toBe(401);
    const refused = await t.request('/api/customers', { method: 'POST', cookie: shop.owner.cookie, json: { name: 'Ivy', phone: '+12175550105', language: 'de' } });
    expect(refused.status).toBe(422);
  });

  it("the session carries the store's language: the owner's choice, for the employee too", async () => {
    const session = async (cookie: string) => ((await (await t.request('/api/session', { cookie })).json()) as { store: { language: string } }).store.language;
    expect(await session(shop.employee.cookie)).toBe('en');
    expect((await t.request('/api/account/language', { method: 'PUT', cookie: shop.owner.cookie, json: { language: 'es' } })).status).toBe(204);
    expect(await session(shop.employee.cookie)).toBe('es');
  });
});
