import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../db/schema/index';
import { createStoreWithStaff, createTestApp, signIn, STRONG_PASSWORD, uniqueEmail, type TestApp } from '../test/test-app';
import { makeBrowserKeys } from './push-test-support';
import { SUBSCRIBE_LIMIT } from './push.service';
import { awayFromWindowEdge, WINDOW_EDGE_TIMEOUT_MS } from '../test/window-edge';

/** Refusals of the push routes from the outside: signed out, no store, someone else's device, bad endpoints. */
let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;
let other: Awaited<ReturnType<typeof createStoreWithStaff>>;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createStoreWithStaff(t, 'Rosa Market');
  other = await createStoreWithStaff(t, 'Canary Corner');
}, 60_000);
afterAll(async () => t.close());

const keys = makeBrowserKeys().keys;
let n = 0;
const endpoint = () => `https://push.invalid/access/${++n}`;
const rowsOf = (url: string) => t.db.select({ userId: pushSubscriptions.userId }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, url));

function subscribe(cookie: string | undefined, url: string) {
  return t.request('/api/push/subscriptions', { method: 'POST', cookie, json: { endpoint: url, keys } });
}

describe('who may use the push routes', () => {
  it.each([
    ['GET', '/api/push/public-key', undefined],
    ['POST', '/api/push/subscriptions', { endpoint: 'https://push.invalid/x', keys }],
    ['POST', '/api/push/unsubscribe', { endpoint: 'https://push.invalid/x' }],
    ['POST', '/api/push/test', { endpoint: 'https://push.invalid/x' }],
  ])('%s %s: 401 signed out, 403 for a user without a store', async (method, path, json) => {
    const signedOut = await t.request(path, { method, json });
    expect(signedOut.status).toBe(401);
    const email = uniqueEmail('nostore');
    await t.deps.auth.api.signUpEmail({ body: { email, password: STRONG_PASSWORD, name: 'No Store' } });
    const { users } = await import('../db/schema/index');
    await t.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const noStore = await t.request(path, { method, json, cookie: await signIn(t, email) });
    expect(noStore.status).toBe(403);
    expect(await rowsOf('https://push.invalid/x')).toEqual([]);
  });

  it('a subscription belongs to the user who made it (positive control)', async () => {
    const url = endpoint();
    expect((await subscribe(staff.employee.cookie, url)).status).toBe(204);
    expect(await rowsOf(url)).toEqual([{ userId: staff.employee.id }]);
  });

  it("another user cannot turn off someone else's device", async () => {
    const url = endpoint();
    await subscribe(staff.owner.cookie, url);
    const response = await t.request('/api/push/unsubscribe', { method: 'POST', cookie: other.owner.cookie, json: { endpoint: url } });
    expect(response.status).toBe(204);
    expect(await rowsOf(url)).toEqual([{ userId: staff.owner.id }]);
    const own = await t.request('/api/push/unsubscribe', { method: 'POST', cookie: staff.owner.cookie, json: { endpoint: url } });
    expect(own.status).toBe(204);
    expect(await rowsOf(url)).toEqual([]);
  });

  it('the same browser subscribed by the next user who signs in on it becomes theirs', async () => {
    const url = endpoint();
    await subscribe(staff.owner.cookie, url);
    await subscribe(staff.employee.cookie, url);
    expect(await rowsOf(url)).toEqual([{ userId: staff.employee.id }]);
  });
});

describe('limits', () => {
  it('allows 60 subscribe calls per user per hour, then 429 (the server will call what is stored)', async () => {
    await awayFromWindowEdge(SUBSCRIBE_LIMIT.windowSeconds);
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await subscribe(other.employee.cookie, endpoint())).status);
    expect(statuses.filter((s) => s === 204)).toHaveLength(60);
    expect(statuses[60]).toBe(429);
  }, WINDOW_EDGE_TIMEOUT_MS);
});

describe('endpoint validation', () => {
  it.each([
    'http://push.example.com/x',
    'https://127.0.0.1/x',
    'https://10.0.0.8/x',
    'https://169.254.169.254/latest/meta-data',
    'https://[::1]/x',
    'https://[::ffff:127.0.0.1]/x',
    'https://localhost/x',
    'https://metadata.google.internal/x',
    'http://127.0.0.1:4555/x',
    // Issue 22 point 6: IPv6 forms that carry a private IPv4 address.
    'https://[::127.0.0.1]:8443/p',
    'https://[::ffff:7f00:1]/p',
    'https://[::ffff:0:a00:1]/p',
    'https://[64:ff9b::a9fe:a9fe]/p',
    'https://[2002:c0a8:101::1]/p',
    'https://[2001:0:4136:e378:8000:63bf:f5ff:fffe]/p',
    'https://[0:0:0:0:0:0:0:1]/p',
  ])('refuses %s with 422 PUSH_ENDPOINT_REFUSED, storing nothing', async (url) => {
    const response = await subscribe(staff.owner.cookie, url);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: { code: 'PUSH_ENDPOINT_REFUSED' } });
    expect(await rowsOf(url)).toEqual([]);
  });

  it('refuses an endpoint holding NUL or another control character with 422, never a 500 (issue 22 point 5)', async () => {
    for (const url of ['https://push.example.com/p\u0000x', 'https://push.example.com/p\u0001', 'https://push.exa\u0000mple.com/p']) {
      const response = await subscribe(staff.owner.cookie, url);
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', fields: { endpoint: 'invalid_characters' } } });
    }
  });

  it('refuses a p256dh that is not a point on P-256', async () => {
    const response = await t.request('/api/push/subscriptions', { method: 'POST', cookie: staff.owner.cookie, json: { endpoint: endpoint(), keys: { ...keys, p256dh: `B${'A'.repeat(86)}` } } });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ error: { code: 'VALIDATION_FAILED', fields: { 'keys.p256dh': 'invalid_key' } } });
  });

  it('refuses malformed keys as field errors', async () => {
    const response = await t.request('/api/push/subscriptions', { method: 'POST', cookie: staff.owner.cookie, json: { endpoint: endpoint(), keys: { p256dh: 'short', auth: 'x' } } });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.error.fields).sort()).toEqual(['keys.auth', 'keys.p256dh']);
  });

  it('without the test-only setting, even the stand-in origin is refused (production cannot call loopback)', async () => {
    expect(t.deps.config.PUSH_TEST_ENDPOINT_ORIGIN).toBeUndefined();
    expect((await subscribe(staff.owner.cookie, 'http://127.0.0.1:4555/push/1')).status).toBe(422);
  });
});
