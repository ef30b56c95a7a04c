import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUsers, profiles, users } from '../db/schema/index';
import { createTestApp, signIn, signUpBody, STRONG_PASSWORD, uniqueEmail, type TestApp } from '../test/test-app';
import { createOrPromoteAdmin } from './admin-users.service';

/** `npm run admin:create` (spec part 2 §4 super admin creation): the first admin from the command line. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const cli = { userId: null, ip: null, userAgent: 'cli admin:create' };
const isAdmin = async (userId: string) => (await t.db.select().from(adminUsers).where(eq(adminUsers.userId, userId))).length === 1;

describe('creating a platform admin', () => {
  it('makes a confirmed user with a password and a profile, in one go and with no confirmation mail', async () => {
    const email = uniqueEmail('admin');
    const mailsBefore = t.sent.length;
    const { userId, promoted } = await createOrPromoteAdmin(t.deps, { email: email.toUpperCase(), password: STRONG_PASSWORD, firstName: 'Ada', lastName: 'Admin' }, cli);
    expect(promoted).toBe(false);
    expect(await isAdmin(userId)).toBe(true);
    const [user] = await t.db.select().from(users).where(eq(users.id, userId));
    expect(user).toMatchObject({ email, emailVerified: true, name: 'Ada Admin' });
    expect((await t.db.select().from(profiles).where(eq(profiles.id, userId)))[0]).toMatchObject({ firstName: 'Ada', lastName: 'Admin' });
    // A later mail to the same address (a password reset, sent in the background too) comes after any
    // mail the creation sent: once it is here, it is the only one.
    const reset = await t.request('/api/auth/request-password-reset', { method: 'POST', json: { email, redirectTo: '/auth/reset-password' } });
    expect(reset.status).toBe(200);
    const toAdmin = () => t.sent.slice(mailsBefore).filter((m) => m.to === email);
    await t.waitForMail((m) => m.to === email);
    expect(toAdmin().map((m) => m.subject)).toEqual(['Reset your Corner Store password']);
    expect(await signIn(t, email)).toContain('=');
  });

  it('refuses a weak password and writes nothing', async () => {
    const email = uniqueEmail('weak');
    await expect(createOrPromoteAdmin(t.deps, { email, password: 'password', firstName: 'W', lastName: 'K' }, cli)).rejects.toMatchObject({ code: 'WEAK_PASSWORD' });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('promotes an existing user, keeping their password and name', async () => {
    const body = signUpBody();
    expect((await t.request('/api/signup', { method: 'POST', json: body })).status).toBe(201);
    const { userId, promoted } = await createOrPromoteAdmin(t.deps, { email: body.email, password: 'ignored', firstName: 'New', lastName: 'Name' }, cli);
    expect(promoted).toBe(true);
    expect(await isAdmin(userId)).toBe(true);
    expect((await t.db.select().from(profiles).where(eq(profiles.id, userId)))[0]).toMatchObject({ firstName: body.firstName });
    expect(await signIn(t, body.email)).toContain('=');
    // Twice is fine: still one admin row.
    await createOrPromoteAdmin(t.deps, { email: body.email, password: 'ignored', firstName: 'New', lastName: 'Name' }, cli);
    expect(await isAdmin(userId)).toBe(true);
  });
});
