import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessionContextSchema } from '#shared/session/session.schemas';
import { stores, users } from '../db/schema/index';
import { createTestApp, signIn, signUpBody, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe("sign-up keeps the store's address in its parts", () => {
  it('stores street, city, state and ZIP as given (trimmed) and the one-line address made from them', async () => {
    const body = signUpBody({ storeStreet: ' 5 Elm St, Suite 2 ', storeCity: 'Austin', storeState: 'TX', storeZip: '78701' });
    expect((await t.request('/api/signup', { method: 'POST', json: body })).status).toBe(201);
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    const [store] = await t.db.select().from(stores).where(eq(stores.ownerId, user!.id));
    expect(store).toMatchObject({
      street: '5 Elm St, Suite 2',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      address: '5 Elm St, Suite 2, Austin, TX 78701',
    });
  });

  it('hands the parts to /setup through the session, exactly', async () => {
    const body = signUpBody({ storeStreet: '12 Main St', storeCity: 'Springfield', storeState: 'IL', storeZip: '62701' });
    await t.request('/api/signup', { method: 'POST', json: body });
    const cookie = await signIn(t, body.email);
    const session = sessionContextSchema.parse(await (await t.request('/api/session', { cookie })).json());
    expect(session.isFirstLogin).toBe(true);
    expect(session.store).toMatchObject({ street: '12 Main St', city: 'Springfield', state: 'IL', zip: '62701' });
  });

  it('refuses a sign-up without every part of the address (422) and creates nothing', async () => {
    const body = signUpBody({ storeCity: '', storeZip: undefined });
    const response = await t.request('/api/signup', { method: 'POST', json: body });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', fields: { storeCity: 'required', storeZip: 'required' } } });
    expect(await t.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(0);
  });
});
