import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  createStoreWithStaff,
  createTestApp,
  setupBody,
  signIn,
  signUpBody,
  type TestApp,
} from '../test/test-app';
import { securityAuditLog, stores, userRoles, users } from '../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function signedUpOwner() {
  const body = signUpBody();
  await t.request('/api/signup', { method: 'POST', json: body });
  const cookie = await signIn(t, body.email);
  const [user] = await t.db.select().from(users).where(eq(users.email, body.email));
  return { cookie, userId: user!.id };
}

describe('store setup', () => {
  it('confirms the store made at sign-up: no second store, address as "street, city, state ZIP", first login cleared', async () => {
    const { cookie, userId } = await signedUpOwner();
    const before = await t.request('/api/stores/current', { cookie });
    expect(before.status).toBe(403); // setup not finished yet
    const response = await t.request('/api/stores/setup', {
      method: 'POST',
      cookie,
      json: { ...setupBody, name: '  Corner Deli ', timezone: 'Pacific/Honolulu' },
    });
    expect(response.status).toBe(201);
    const owned = await t.db.select().from(stores).where(eq(stores.ownerId, userId));
    expect(owned).toHaveLength(1);
    expect(owned[0]).toMatchObject({
      name: 'Corner Deli',
      address: '12 Main St, Springfield, IL 62701',
      street: '12 Main St',
      zip: '62701',
      timezone: 'Pacific/Honolulu',
    });
    const [role] = await t.db.select().from(userRoles).where(eq(userRoles.userId, userId));
    expect(role!.isFirstLogin).toBe(false);
    const session = await (await t.request('/api/session', { cookie })).json();
    expect(session).toMatchObject({ role: 'store_owner', isFirstLogin: false, store: { name: 'Corner Deli' } });
  });

  it('refuses a second setup', async () => {
    const { cookie } = await signedUpOwner();
    await t.request('/api/stores/setup', { method: 'POST', cookie, json: setupBody });
    const again = await t.request('/api/stores/setup', { method: 'POST', cookie, json: setupBody });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: { code: 'STORE_ALREADY_SET_UP' } });
  });

  it('creates the store for a user without one (a Google sign-in) exactly once, even when sent twice at once', async () => {
    const created = await t.deps.auth.api.signUpEmail({
      body: { email: 'google-like@example.com', password: 'Counter-Shop9', name: 'Gia Google' },
    });
    const cookie = await signIn(t, 'google-like@example.com');
    const results = await Promise.all(
      [1, 2].map(() => t.request('/api/stores/setup', { method: 'POST', cookie, json: setupBody })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const owned = await t.db.select().from(stores).where(eq(stores.ownerId, created.user.id));
    expect(owned).toHaveLength(1);
  });

  it('refuses an employee and validates every field', async () => {
    const { employee } = await createStoreWithStaff(t, 'Setup Refusal');
    const asEmployee = await t.request('/api/stores/setup', { method: 'POST', cookie: employee.cookie, json: setupBody });
    expect(asEmployee.status).toBe(403);
    expect(await asEmployee.json()).toEqual({ error: { code: 'SETUP_NOT_ALLOWED' } });

    const { cookie } = await signedUpOwner();
    const bad = await t.request('/api/stores/setup', {
      method: 'POST',
      cookie,
      json: { name: '', street: '', city: '', state: '', zip: '', phone: '0123', timezone: 'Mars/Olympus' },
    });
    expect(bad.status).toBe(422);
    const { error } = (await bad.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toEqual({
      name: 'required',
      street: 'required',
      city: 'required',
      state: 'required',
      zip: 'required',
      phone: 'invalid_phone',
      timezone: 'invalid_timezone',
    });
  });

  it('refuses a signed-out request', async () => {
    const response = await t.request('/api/stores/setup', { method: 'POST', json: setupBody });
    expect(response.status).toBe(401);
  });
});

describe('store settings', () => {
  it('lets the owner change name, phone, address and time zone, and audits the change with the actor', async () => {
    const { storeId, owner } = await createStoreWithStaff(t, 'Settings Store');
    const response = await t.request('/api/stores/current', {
      method: 'PUT',
      cookie: owner.cookie,
      headers: { 'user-agent': 'settings-test-agent' },
      json: { name: 'Renamed', phone: '', address: '1 New Rd', timezone: 'Asia/Tokyo' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: storeId, name: 'Renamed', phone: null, address: '1 New Rd', timezone: 'Asia/Tokyo' });
    const audit = await t.db
      .select()
      .from(securityAuditLog)
      .where(and(eq(securityAuditLog.tableName, 'stores'), eq(securityAuditLog.recordId, storeId), eq(securityAuditLog.action, 'UPDATE')));
    const last = audit.at(-1)!;
    expect(last).toMatchObject({ userId: owner.id, storeId, userAgent: 'settings-test-agent' });
  });

  it('requires a name', async () => {
    const { owner } = await createStoreWithStaff(t, 'Name Required');
    const response = await t.request('/api/stores/current', { method: 'PUT', cookie: owner.cookie, json: { name: ' ', timezone: 'UTC' } });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', fields: { name: 'required' } } });
  });

  it('refuses employees (403) and signed-out callers (401); members read only their own store', async () => {
    const a = await createStoreWithStaff(t, 'Store A');
    const b = await createStoreWithStaff(t, 'Store B');
    const asEmployee = await t.request('/api/stores/current', { method: 'PUT', cookie: a.employee.cookie, json: { name: 'X', timezone: 'UTC' } });
    expect(asEmployee.status).toBe(403);
    expect(await asEmployee.json()).toEqual({ error: { code: 'OWNER_ONLY' } });
    const signedOut = await t.request('/api/stores/current', { method: 'PUT', json: { name: 'X', timezone: 'UTC' } });
    expect(signedOut.status).toBe(401);

    const readA = await (await t.request('/api/stores/current', { cookie: a.employee.cookie })).json();
    expect(readA).toMatchObject({ id: a.storeId, name: 'Store A' });
    // Owner B changing "current" changes only B, whatever A's id is sent in the body.
    await t.request('/api/stores/current', { method: 'PUT', cookie: b.owner.cookie, json: { id: a.storeId, storeId: a.storeId, name: 'Hijack', timezone: 'UTC' } });
    const [storeA] = await t.db.select().from(stores).where(eq(stores.id, a.storeId));
    expect(storeA!.name).toBe('Store A');
  });
});
