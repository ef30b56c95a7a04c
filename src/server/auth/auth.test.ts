import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { createTestApp, signIn, signUpBody, STRONG_PASSWORD, type TestApp, cookieFrom } from '../test/test-app';
import { failedLoginAttempts, securityAuditLog, stores, userRoles, users } from '../db/schema/index';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('sign-up', () => {
  it('creates the user, one store and a first-login owner role; email trimmed and lowercased', async () => {
    const body = signUpBody({ email: '  Mixed.Case@Example.COM ' });
    const response = await t.request('/api/signup', { method: 'POST', json: body });
    expect(response.status).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, 'mixed.case@example.com'));
    expect(user).toBeDefined();
    const ownedStores = await t.db.select().from(stores).where(eq(stores.ownerId, user!.id));
    expect(ownedStores).toHaveLength(1);
    expect(ownedStores[0]).toMatchObject({ name: 'Rosa Market', phone: '+12175550123', timezone: 'America/Chicago' });
    const trialDays = (ownedStores[0]!.trialEndDate.getTime() - ownedStores[0]!.createdAt.getTime()) / 86_400_000;
    expect(Math.round(trialDays)).toBe(15);
    const [role] = await t.db.select().from(userRoles).where(eq(userRoles.userId, user!.id));
    expect(role).toMatchObject({ role: 'store_owner', isFirstLogin: true });
    await t.waitForMail((m) => m.to === 'mixed.case@example.com' && m.text.includes('/api/auth/verify-email?token='));
  });

  it('refuses a weak password on the server', async () => {
    for (const password of ['alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere', 'Password123']) {
      const response = await t.request('/api/signup', { method: 'POST', json: signUpBody({ password }) });
      expect(response.status, password).toBe(422);
      expect(await response.json()).toEqual({ error: { code: 'WEAK_PASSWORD', fields: { password: 'weak_password' } } });
    }
  });

  it('requires the store information', async () => {
    const response = await t.request('/api/signup', {
      method: 'POST',
      json: signUpBody({ storeName: ' ', storeStreet: '', storeCity: ' ', storeState: undefined, storeZip: '', storePhone: undefined }),
    });
    expect(response.status).toBe(422);
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toMatchObject({
      storeName: 'required',
      storeStreet: 'required',
      storeCity: 'required',
      storeState: 'required',
      storeZip: 'required',
      storePhone: 'required',
    });
  });

  it('answers an existing email like a new one, creates nothing, and mails the owner', async () => {
    const body = signUpBody();
    await t.request('/api/signup', { method: 'POST', json: body });
    const again = await t.request('/api/signup', { method: 'POST', json: { ...body, storeName: 'Second' } });
    expect(again.status).toBe(201);
    const [user] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(await t.db.select().from(stores).where(eq(stores.ownerId, user!.id))).toHaveLength(1);
    await t.waitForMail((m) => m.to === body.email && m.subject.includes('already have'));
  });

  it('closes the bare Better Auth sign-up endpoint', async () => {
    const response = await t.request('/api/auth/sign-up/email', {
      method: 'POST',
      json: { email: 'bypass@example.com', password: 'weakweak', name: 'X' },
    });
    expect(response.status).toBe(404);
  });
});

describe('sign-in', () => {
  it('signs in with the right password (outbox mode needs no verification) and sets an HttpOnly SameSite=Lax cookie', async () => {
    const body = signUpBody();
    await t.request('/api/signup', { method: 'POST', json: body });
    const response = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: body.email, password: STRONG_PASSWORD } });
    expect(response.status).toBe(200);
    const setCookie = response.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/);
    const session = await t.request('/api/session', { cookie: cookieFrom(response) });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ role: 'store_owner', isFirstLogin: true, user: { firstName: 'Rosa', lastName: 'Diaz' } });
  });

  it('records the sign-in time on the profile, audited with the person signing in as the actor', async () => {
    const body = signUpBody();
    await t.request('/api/signup', { method: 'POST', json: body });
    const response = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: body.email, password: STRONG_PASSWORD }, headers: { 'user-agent': 'Counter Phone' } });
    expect(response.status).toBe(200);
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
    const [audit] = await t.db
      .select()
      .from(securityAuditLog)
      .where(and(eq(securityAuditLog.tableName, 'profiles'), eq(securityAuditLog.recordId, user!.id), eq(securityAuditLog.action, 'UPDATE')))
      .orderBy(desc(securityAuditLog.createdAt))
      .limit(1);
    expect(audit).toMatchObject({ userId: user!.id, userAgent: 'Counter Phone' });
    expect(audit!.ipAddress).toBeTruthy();
  });

  it('answers a wrong password with INVALID_CREDENTIALS and records the attempt', async () => {
    const body = signUpBody();
    await t.request('/api/signup', { method: 'POST', json: body });
    const response = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: body.email, password: 'Wrong-pass1' } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: { code: 'INVALID_CREDENTIALS' } });
    const attempts = await t.db.select().from(failedLoginAttempts).where(eq(failedLoginAttempts.email, body.email));
    expect(attempts).toHaveLength(1);
  });

  it('locks an email after 5 failed attempts in 15 minutes, even for the right password', async () => {
    const body = signUpBody();
    await t.request('/api/signup', { method: 'POST', json: body });
    for (let i = 0; i < 5; i++) {
      const r = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: body.email, password: `Wrong-pass${i}` } });
      expect(r.status).toBe(401);
    }
    const sixth = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: body.email.toUpperCase(), password: STRONG_PASSWORD } });
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toEqual({ error: { code: 'TOO_MANY_LOGIN_ATTEMPTS' } });
  });

  it('validates the sign-in input', async () => {
    const response = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: 'not-an-email', password: '' } });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', fields: { email: 'invalid_email', password: 'required' } } });
  });

  it('refuses a cross-site sign-in request', async () => {
    const response = await t.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      json: { email: 'a@example.com', password: 'x' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: 'CROSS_SITE_REQUEST' } });
  });
});

describe('password reset', () => {
  it('mails a reset link to /auth/reset-password?type=recovery whose token sets a new strong password', async () => {
    const body = signUpBody();
    await t.request('/api/signup', { method: 'POST', json: body });
    const request = await t.request('/api/auth/request-password-reset', { method: 'POST', json: { email: body.email } });
    expect(request.status).toBe(200);
    // Sent after the answer (the route answers at a floor, and the mail may come later on a busy machine).
    const mail = await t.waitForMail((m) => m.to === body.email && m.subject.includes('Reset'));
    const link = mail.text.match(/https?:\/\/\S+/)![0];
    const url = new URL(link);
    expect(url.pathname).toBe('/auth/reset-password');
    expect(url.searchParams.get('type')).toBe('recovery');
    const token = url.searchParams.get('token')!;

    const weak = await t.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword: 'weakpass' } });
    expect(weak.status).toBe(422);
    const reset = await t.request('/api/auth/reset-password', { method: 'POST', json: { token, newPassword: 'New-Counter7' } });
    expect(reset.status).toBe(200);
    await expect(signIn(t, body.email, 'New-Counter7')).resolves.toContain('session_token');
    const old = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: body.email, password: STRONG_PASSWORD } });
    expect(old.status).toBe(401);
  });
});
