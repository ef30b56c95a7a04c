import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { serializeSignedCookie } from 'better-call';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { sessions } from '../db/schema/index';
import { readCookie, sessionCookieSettings, verifySignedCookie } from './session-cookie';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('session cookie (the middleware checks it without auth.api.getSession)', () => {
  it("verifies exactly what Better Auth's cookie signing produces, and nothing else", async () => {
    const secret = 'a-secret-a-secret-a-secret-a-secret-1234';
    const header = (await serializeSignedCookie('better-auth.session_token', 'Tok3n-value', secret)).split(';')[0]!;
    const raw = readCookie(`other=1; ${header}`, 'better-auth.session_token');
    expect(verifySignedCookie(raw, secret)).toBe('Tok3n-value');
    // verified once, remembered: the same text again, and never for another secret or a changed text
    expect(verifySignedCookie(raw, secret)).toBe('Tok3n-value');
    expect(verifySignedCookie(raw, `${secret}x`)).toBeNull();
    expect(verifySignedCookie(raw!.replace('Tok3n', 'T0k3n'), secret)).toBeNull();
    expect(verifySignedCookie('Tok3n-value', secret)).toBeNull();
    expect(verifySignedCookie(null, secret)).toBeNull();
  });

  it("uses Better Auth's own cookie name and lifetimes", async () => {
    const settings = await sessionCookieSettings(t.deps.auth);
    expect(settings.sessionCookieName).toBe('better-auth.session_token');
    expect(settings.expiresInS).toBe(t.deps.config.SESSION_IDLE_HOURS * 3600);
  });

  it('refuses a forged cookie and a signed-out session at once', async () => {
    const { owner } = await createStoreWithStaff(t, 'Cookie A');
    expect((await t.request('/api/stores/current', { cookie: owner.cookie })).status).toBe(200);
    const forged = owner.cookie.replace(/session_token=([^.;]+)/, 'session_token=$1x');
    expect((await t.request('/api/stores/current', { cookie: forged })).status).toBe(401);
    await t.db.delete(sessions).where(eq(sessions.userId, owner.id));
    expect((await t.request('/api/stores/current', { cookie: owner.cookie })).status).toBe(401);
  });

  it('ends an idle-expired session and slides the expiry of one due for refresh', async () => {
    const { owner, employee } = await createStoreWithStaff(t, 'Cookie B');
    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, owner.id));
    expect((await t.request('/api/stores/current', { cookie: owner.cookie })).status).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, owner.id))).toHaveLength(0);

    const soon = new Date(Date.now() + 60_000);
    await t.db.update(sessions).set({ expiresAt: soon }).where(eq(sessions.userId, employee.id));
    expect((await t.request('/api/customers', { cookie: employee.cookie })).status).toBe(200);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, employee.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + t.deps.config.SESSION_IDLE_HOURS * 3_600_000 - 60_000);
  });
});
