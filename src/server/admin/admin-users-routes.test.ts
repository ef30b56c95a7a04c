import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers, profiles, securityAuditLog, systemSettings, users } from '../db/schema/index';
import { createStoreWithStaff, createTestApp, signIn, STRONG_PASSWORD, uniqueEmail, type TestApp } from '../test/test-app';
import { adminThroughCli } from './admin-test-support';

/** The admin users screen and the admin dashboard's counts, from the outside (issue 13 items 2 and 5). */
let t: TestApp;
let store: Awaited<ReturnType<typeof createStoreWithStaff>>;
let admin: { id: string; email: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  store = await createStoreWithStaff(t, 'Canary Corner');
  admin = await adminThroughCli(t);
});
afterAll(async () => t.close());

const post = (path: string, json: unknown, cookie: string | null = admin.cookie) => t.request(path, { method: 'POST', json, cookie: cookie ?? undefined });
const isAdmin = async (userId: string) => (await t.db.select().from(adminUsers).where(eq(adminUsers.userId, userId))).length === 1;
const auditBy = (actorId: string, table: string) =>
  t.db.select().from(securityAuditLog).where(and(eq(securityAuditLog.userId, actorId), eq(securityAuditLog.tableName, table)));

const calls: { method: string; path: string; json?: unknown }[] = [
  { method: 'GET', path: '/api/admin/overview' },
  { method: 'GET', path: '/api/admin/admin-users' },
  { method: 'POST', path: '/api/admin/admin-users', json: { firstName: 'X', lastName: 'Y', email: 'refused@example.com', password: STRONG_PASSWORD } },
  { method: 'POST', path: '/api/admin/admin-users/promote', json: { email: 'refused@example.com' } },
  { method: 'POST', path: '/api/admin/create-user', json: { email: 'refused@example.com', password: STRONG_PASSWORD } },
  { method: 'DELETE', path: '/api/admin/admin-users/some-id' },
  { method: 'POST', path: '/api/admin/password-reset', json: { email: 'refused@example.com' } },
  { method: 'POST', path: '/api/admin/support-email', json: { to: 'refused@example.com', subject: 'S', message: 'M' } },
  { method: 'POST', path: '/api/admin/test-email', json: { email: 'refused@example.com' } },
];

describe('who may use the admin users API', () => {
  it('refuses the signed-out (401), owners, employees and deleted admins (403), and writes nothing', async () => {
    const deleted = await adminThroughCli(t, 'deleted');
    await t.db.delete(adminUsers).where(eq(adminUsers.userId, deleted.id));
    const mailsBefore = t.sent.length;
    for (const call of calls) {
      const init = { method: call.method, json: call.json };
      expect((await t.request(call.path, init)).status, `${call.method} ${call.path} anonymous`).toBe(401);
      for (const [who, cookie] of [['owner', store.owner.cookie], ['employee', store.employee.cookie], ['deleted admin', deleted.cookie]] as const) {
        const response = await t.request(call.path, { ...init, cookie });
        expect(response.status, `${call.method} ${call.path} ${who}`).toBe(403);
        expect(await response.json()).toEqual({ error: { code: 'ADMIN_ONLY' } });
      }
    }
    expect(await t.db.select().from(users).where(eq(users.email, 'refused@example.com'))).toEqual([]);
    expect(t.sent.length).toBe(mailsBefore);
    // Positive control: the same list answers the admin.
    expect((await t.request('/api/admin/admin-users', { cookie: admin.cookie })).status).toBe(200);
  });

  it('a non-admin who signs in gets a session whose isAdmin is false (the login page signs them out)', async () => {
    const session = await (await t.request('/api/session', { cookie: store.owner.cookie })).json();
    expect(session.isAdmin).toBe(false);
    expect((await (await t.request('/api/session', { cookie: admin.cookie })).json()).isAdmin).toBe(true);
  });

  it('admin sign-in has the store sign-in lock: 5 wrong passwords, then even the right one is 429', async () => {
    const locked = await adminThroughCli(t, 'locked');
    for (let i = 0; i < 5; i += 1) expect((await post('/api/auth/sign-in/email', { email: locked.email, password: `Wrong-pass${i}` }, null)).status).toBe(401);
    const right = await post('/api/auth/sign-in/email', { email: locked.email, password: STRONG_PASSWORD }, null);
    expect(right.status).toBe(429);
    expect(await right.json()).toEqual({ error: { code: 'TOO_MANY_LOGIN_ATTEMPTS' } });
  });
});

describe('the admin list and the dashboard counts', () => {
  it('lists admins with their profile and marks the caller', async () => {
    const body = await (await t.request('/api/admin/admin-users', { cookie: admin.cookie })).json();
    const me = body.admins.find((a: { userId: string }) => a.userId === admin.id);
    expect(me).toMatchObject({ email: admin.email, firstName: 'Ada', lastName: 'Admin', isSelf: true });
    expect(body.admins.some((a: { userId: string }) => a.userId === store.owner.id)).toBe(false);
  });

  it('counts stores, signups this month and admins live', async () => {
    const before = await (await t.request('/api/admin/overview', { cookie: admin.cookie })).json();
    expect(before.stores.total).toBeGreaterThanOrEqual(1);
    expect(before.signupsThisMonth).toBeGreaterThanOrEqual(1);
    await createStoreWithStaff(t, 'Another');
    const extra = await adminThroughCli(t, 'counted');
    const after = await (await t.request('/api/admin/overview', { cookie: admin.cookie })).json();
    expect(after.stores.total).toBe(before.stores.total + 1);
    expect(after.stores.trial).toBe(before.stores.trial + 1);
    expect(after.signupsThisMonth).toBe(before.signupsThisMonth + 1);
    expect(after.adminUsers).toBe(before.adminUsers + 1);
    await t.db.delete(adminUsers).where(eq(adminUsers.userId, extra.id));
  });
});

describe('creating and promoting admins', () => {
  it('creates a verified admin who can sign in, audited with the creating admin id', async () => {
    const email = uniqueEmail('created');
    const response = await post('/api/admin/admin-users', { firstName: 'Cy', lastName: 'Created', email, password: STRONG_PASSWORD });
    expect(response.status).toBe(201);
    const { userId, promoted } = await response.json();
    expect(promoted).toBe(false);
    expect(await isAdmin(userId)).toBe(true);
    expect((await t.db.select().from(profiles).where(eq(profiles.id, userId)))[0]).toMatchObject({ firstName: 'Cy', lastName: 'Created' });
    expect(await signIn(t, email)).toContain('=');
    const audit = await auditBy(admin.id, 'admin_users');
    expect(audit.some((row) => row.action === 'INSERT')).toBe(true);
  });

  it('an existing email is 409 EMAIL_TAKEN and changes nothing (promote it instead)', async () => {
    const response = await post('/api/admin/admin-users', { firstName: 'O', lastName: 'W', email: store.owner.email, password: STRONG_PASSWORD });
    expect(response.status).toBe(409);
    expect((await response.json()).error.code).toBe('EMAIL_TAKEN');
    expect(await isAdmin(store.owner.id)).toBe(false);
  });

  it('bad input is 422 with field errors; weak or too short passwords are refused', async () => {
    const missing = await post('/api/admin/admin-users', { firstName: ' ', lastName: 'W', email: 'not-an-email', password: '' });
    expect(missing.status).toBe(422);
    expect((await missing.json()).error.fields).toMatchObject({ firstName: 'required', email: 'invalid_email', password: 'required' });
    const weak = await post('/api/admin/admin-users', { firstName: 'W', lastName: 'K', email: uniqueEmail('weak'), password: 'password123' });
    expect(weak.status).toBe(422);
    expect((await weak.json()).error).toEqual({ code: 'WEAK_PASSWORD', fields: { password: 'weak_password' } });
    // The system settings' minimum length (14) refuses a strong 13-character password.
    await t.db.insert(systemSettings).values({ key: 'password_min_length', value: 14 }).onConflictDoUpdate({ target: systemSettings.key, set: { value: 14 } });
    const email = uniqueEmail('short');
    const short = await post('/api/admin/admin-users', { firstName: 'S', lastName: 'H', email, password: STRONG_PASSWORD });
    await t.db.delete(systemSettings).where(eq(systemSettings.key, 'password_min_length'));
    expect(STRONG_PASSWORD).toHaveLength(13);
    expect(short.status).toBe(422);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('promotes an existing account by email; an unknown one is 404', async () => {
    const email = uniqueEmail('plain');
    const created = await t.deps.auth.api.signUpEmail({ body: { email, password: STRONG_PASSWORD, name: 'Pat Plain' } });
    const response = await post('/api/admin/admin-users/promote', { email: email.toUpperCase() });
    expect(response.status).toBe(200);
    expect(await isAdmin(created.user.id)).toBe(true);
    const unknown = await post('/api/admin/admin-users/promote', { email: uniqueEmail('nobody') });
    expect(unknown.status).toBe(404);
    const empty = await post('/api/admin/admin-users/promote', { email: '' });
    expect(empty.status).toBe(422);
  });

  it('/admin/create-user: names default to Admin User; an existing account is promoted instead', async () => {
    const email = uniqueEmail('super');
    const made = await post('/api/admin/create-user', { email, password: STRONG_PASSWORD });
    expect(made.status).toBe(201);
    const { userId, promoted } = await made.json();
    expect(promoted).toBe(false);
    expect((await t.db.select().from(profiles).where(eq(profiles.id, userId)))[0]).toMatchObject({ firstName: 'Admin', lastName: 'User' });
    const other = await createStoreWithStaff(t, 'Promoted Owner Store');
    const existing = await post('/api/admin/create-user', { email: other.owner.email, password: 'anything' });
    expect(existing.status).toBe(201);
    expect((await existing.json()).promoted).toBe(true);
    expect(await isAdmin(other.owner.id)).toBe(true);
    expect((await post('/api/admin/create-user', { email: '', password: '' })).status).toBe(422);
  });
});

describe('deleting admins', () => {
  it('deletes another admin (audited); the deleted admin is refused at once', async () => {
    const other = await adminThroughCli(t, 'doomed');
    const response = await t.request(`/api/admin/admin-users/${other.id}`, { method: 'DELETE', cookie: admin.cookie });
    expect(response.status).toBe(200);
    expect(await isAdmin(other.id)).toBe(false);
    expect((await t.request('/api/admin/admin-users', { cookie: other.cookie })).status).toBe(403);
    expect((await auditBy(admin.id, 'admin_users')).some((row) => row.action === 'DELETE' && row.recordId !== null)).toBe(true);
    expect((await t.request(`/api/admin/admin-users/${other.id}`, { method: 'DELETE', cookie: admin.cookie })).status).toBe(404);
  });

  it('an admin cannot delete themself', async () => {
    const response = await t.request(`/api/admin/admin-users/${admin.id}`, { method: 'DELETE', cookie: admin.cookie });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: 'ADMIN_CANNOT_DELETE_SELF' } });
    expect(await isAdmin(admin.id)).toBe(true);
  });

  it('the last admin cannot be deleted: two admins deleting each other at once leave one', async () => {
    const a = await adminThroughCli(t, 'pair-a');
    const b = await adminThroughCli(t, 'pair-b');
    const others = (await t.db.select().from(adminUsers)).filter((row) => row.userId !== a.id && row.userId !== b.id);
    for (const row of others) await t.db.delete(adminUsers).where(eq(adminUsers.id, row.id));
    const [byA, byB] = await Promise.all([
      t.request(`/api/admin/admin-users/${b.id}`, { method: 'DELETE', cookie: a.cookie }),
      t.request(`/api/admin/admin-users/${a.id}`, { method: 'DELETE', cookie: b.cookie }),
    ]);
    const statuses = [byA.status, byB.status].sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]); // refused by the admin check, or by the last-admin rule
    expect((await t.db.select().from(adminUsers)).length).toBe(1);
    for (const row of others) await t.db.insert(adminUsers).values({ userId: row.userId });
  });
});
