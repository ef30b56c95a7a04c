import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employeeListSchema } from '#shared/employees/employee.schemas';
import { accounts, profiles, securityAuditLog, sessions, userRoles, users } from '../db/schema/index';
import { createStoreWithStaff, createTestApp, signIn, STRONG_PASSWORD, uniqueEmail, type TestApp } from '../test/test-app';
import { insertCustomer } from '../credit/credit-test-support';
import { insertEmployee } from '../payroll/payroll-test-support';

let t: TestApp;
let shop: Awaited<ReturnType<typeof createStoreWithStaff>>;
let other: Awaited<ReturnType<typeof createStoreWithStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  shop = await createStoreWithStaff(t, 'Rosa Market');
  other = await createStoreWithStaff(t, 'Canary Corner');
}, 60_000);
afterAll(async () => t.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Maria',
  lastName: 'de la Cruz',
  email: uniqueEmail('maria'),
  password: STRONG_PASSWORD,
  phone: '(217) 555-0188',
  ...overrides,
});
const post = (json: unknown, cookie = shop.owner.cookie) => t.request('/api/employees', { method: 'POST', cookie, json });

describe('create an employee', () => {
  it('creates user, credentials, profile and role; the employee signs in and is an employee of this store', async () => {
    const input = body();
    const response = await post(input);
    expect(response.status).toBe(201);
    const { userId, employee } = (await response.json()) as { userId: string; employee: Record<string, unknown> };
    expect(employee).toMatchObject({ id: userId, firstName: 'Maria', lastName: 'de la Cruz', email: input.email, phone: '+12175550188', photoVersion: null });
    const cookie = await signIn(t, input.email);
    const session = (await (await t.request('/api/session', { cookie })).json()) as { role: string; isFirstLogin: boolean; store: { id: string } };
    expect(session).toMatchObject({ role: 'employee', isFirstLogin: false, store: { id: shop.storeId } });
    const [account] = await t.db.select().from(accounts).where(eq(accounts.userId, userId));
    expect(account?.password?.startsWith('$argon2id$')).toBe(true);
    const list = employeeListSchema.parse(await (await t.request('/api/employees', { cookie: shop.owner.cookie })).json());
    expect(list.items.map((e) => e.email)).toContain(input.email);
    expect(list.items.find((e) => e.id === userId)?.lastSignInAt).not.toBeNull();
    const audit = await t.db.select().from(securityAuditLog).where(eq(securityAuditLog.recordId, (await t.db.select().from(userRoles).where(eq(userRoles.userId, userId)))[0]!.id));
    expect(audit.map((a) => [a.action, a.userId])).toEqual([['INSERT', shop.owner.id]]);
  });

  it('refuses a weak password (the sign-up rule) with a field error and writes nothing', async () => {
    const input = body({ password: 'password123' });
    const response = await post(input);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: { code: 'WEAK_PASSWORD', fields: { password: 'weak_password' } } });
    expect(await t.db.select().from(users).where(eq(users.email, input.email))).toEqual([]);
  });

  it("refuses an address registered anywhere (another store's employee, an owner): 409, that user untouched", async () => {
    for (const email of [other.employee.email, other.owner.email, shop.owner.email]) {
      const response = await post(body({ email: email.toUpperCase() }));
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ error: { code: 'EMAIL_TAKEN', fields: { email: 'email_taken' } } });
    }
    const [role] = await t.db.select().from(userRoles).where(eq(userRoles.userId, other.employee.id));
    expect(role?.storeId).toBe(other.storeId);
    await signIn(t, other.employee.email); // their password still works
  });

  it('is one transaction: a failing role insert leaves no user, account or profile', async () => {
    await t.db.execute(`create or replace function fail_employee_role() returns trigger language plpgsql as $$ begin raise exception 'boom'; end $$`);
    await t.db.execute(`create trigger fail_employee_role before insert on user_roles for each row execute function fail_employee_role()`);
    const input = body();
    try {
      const { allowConsoleError } = await import('../../test-support/fail-on-console-error');
      allowConsoleError();
      const response = await post(input);
      expect(response.status).toBe(500);
    } finally {
      await t.db.execute('drop trigger fail_employee_role on user_roles');
    }
    expect(await t.db.select().from(users).where(eq(users.email, input.email))).toEqual([]);
    expect(await t.db.select().from(profiles).where(eq(profiles.email, input.email))).toEqual([]);
    expect((await post(input)).status).toBe(201);
  });

  it('refuses bad input with field errors', async () => {
    const response = await post({ firstName: '', email: 'nope', password: '' });
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toMatchObject({ firstName: 'required', email: 'invalid_email', password: 'required' });
  });
});

describe('delete an employee', () => {
  it('revokes every session at once, frees the address, and past work keeps their name', async () => {
    const staff = await insertEmployee(t, shop.owner.cookie, { firstName: 'Gone', lastName: 'Soon' });
    const first = await signIn(t, staff.email);
    const second = await signIn(t, staff.email);
    const customer = await insertCustomer(t, shop.storeId, { name: 'Ana Lopez' });
    const given = await t.request(`/api/customers/${customer.id}/credit`, { method: 'POST', cookie: first, json: { amountCents: 300 } });
    expect(given.status).toBe(201);

    const response = await t.request(`/api/employees/${staff.id}`, { method: 'DELETE', cookie: shop.owner.cookie });
    expect(response.status).toBe(204);
    for (const cookie of [first, second]) expect((await t.request('/api/customers', { cookie })).status).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, staff.id))).toEqual([]);
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, staff.id))).toEqual([]);
    const signInAgain = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: staff.email, password: STRONG_PASSWORD } });
    expect(signInAgain.status).toBe(401);

    const ledger = (await (await t.request(`/api/customers/${customer.id}/transactions`, { cookie: shop.owner.cookie })).json()) as { items: { createdByName: string }[] };
    expect(ledger.items[0]?.createdByName).toBe('Gone Soon');
    const list = employeeListSchema.parse(await (await t.request('/api/employees', { cookie: shop.owner.cookie })).json());
    expect(list.items.map((e) => e.id)).not.toContain(staff.id);
    // The address can be given to a new employee.
    expect((await post(body({ email: staff.email }))).status).toBe(201);
  });

  it('refuses: employee 403, other store 404, signed out 401, the owner 404; nothing changes', async () => {
    const staff = await insertEmployee(t, shop.owner.cookie);
    expect((await t.request(`/api/employees/${staff.id}`, { method: 'DELETE', cookie: shop.employee.cookie })).status).toBe(403);
    expect((await t.request(`/api/employees/${staff.id}`, { method: 'DELETE', cookie: other.owner.cookie })).status).toBe(404);
    expect((await t.request(`/api/employees/${staff.id}`, { method: 'DELETE' })).status).toBe(401);
    expect((await t.request(`/api/employees/${shop.owner.id}`, { method: 'DELETE', cookie: shop.owner.cookie })).status).toBe(404);
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, staff.id))).toHaveLength(1);
    await signIn(t, staff.email);
  });
});

describe('employee access', () => {
  it('an employee is refused the employee list (403) and another store sees only its own', async () => {
    expect((await t.request('/api/employees', { cookie: shop.employee.cookie })).status).toBe(403);
    expect((await t.request('/api/employees')).status).toBe(401);
    const list = employeeListSchema.parse(await (await t.request('/api/employees', { cookie: other.owner.cookie })).json());
    expect(list.items.map((e) => e.id)).toEqual([other.employee.id]);
  });

  it('photos are private: checked, re-encoded, served to this store only', async () => {
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#36a' } }).png().toBuffer();
    const put = await t.request(`/api/employees/${shop.employee.id}/photo`, { method: 'PUT', cookie: shop.owner.cookie, body: new Uint8Array(png) });
    expect(put.status).toBe(200);
    const got = await t.request(`/api/employees/${shop.employee.id}/photo`, { cookie: shop.employee.cookie });
    expect(got.headers.get('content-type')).toBe('image/jpeg');
    const meta = await sharp(Buffer.from(await got.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.exif]).toEqual(['jpeg', 640, undefined]);
    expect((await t.request(`/api/employees/${shop.employee.id}/photo`, { cookie: other.owner.cookie })).status).toBe(404);
    const notImage = await t.request(`/api/employees/${shop.employee.id}/photo`, { method: 'PUT', cookie: shop.owner.cookie, body: new TextEncoder().encode('<svg/>') });
    expect(notImage.status).toBe(422);
    const byEmployee = await t.request(`/api/employees/${shop.employee.id}/photo`, { method: 'PUT', cookie: shop.employee.cookie, body: new Uint8Array(png) });
    expect(byEmployee.status).toBe(403);
  });
});
