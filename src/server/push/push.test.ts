import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushNotification } from '#shared/push/push.schemas';
import { pushSubscriptions, systemSettings } from '../db/schema/index';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { pushToStoreMembers, pushToStoreOwners, pushToUsers } from './push-sender';
import { decryptPushBody, makeBrowserKeys, startPushStandIn, verifyVapidJwt } from './push-test-support';
import { VAPID_SETTING_KEY } from './vapid-keys';
import { TEST_LIMIT } from './push.service';
import { awayFromWindowEdge, WINDOW_EDGE_TIMEOUT_MS } from '../test/window-edge';

let t: TestApp;
let standIn: Awaited<ReturnType<typeof startPushStandIn>>;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;
let other: Awaited<ReturnType<typeof createStoreWithStaff>>;
let publicKey: string;

beforeAll(async () => {
  standIn = await startPushStandIn();
  t = await createTestApp({ PUSH_TEST_ENDPOINT_ORIGIN: standIn.origin });
  staff = await createStoreWithStaff(t, 'Rosa Market');
  other = await createStoreWithStaff(t, 'Canary Corner');
  const response = await t.request('/api/push/public-key', { cookie: staff.owner.cookie });
  expect(response.status).toBe(200);
  publicKey = ((await response.json()) as { publicKey: string }).publicKey;
}, 60_000);
afterAll(async () => {
  await t.close();
  await standIn.close();
});

let counter = 0;
async function subscribe(cookie: string, path = `/push/device-${++counter}`) {
  const browser = makeBrowserKeys();
  const endpoint = `${standIn.origin}${path}`;
  const response = await t.request('/api/push/subscriptions', { method: 'POST', cookie, json: { endpoint, expirationTime: null, keys: browser.keys } });
  expect(response.status).toBe(204);
  return { browser, endpoint, path };
}

async function subscriptionRows(endpoint: string) {
  return t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

const notification: PushNotification = { kind: 'payment-failed', page: '/dashboard' };

describe('the VAPID key pair', () => {
  it('is generated once, kept in the database, and only its public half is served', async () => {
    const [row] = await t.db.select().from(systemSettings).where(eq(systemSettings.key, VAPID_SETTING_KEY));
    const stored = row!.value as { publicKey: string; privateKey: string };
    expect(stored.publicKey).toBe(publicKey);
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    const again = await t.request('/api/push/public-key', { cookie: staff.employee.cookie });
    const text = await again.text();
    expect(JSON.parse(text)).toEqual({ publicKey });
    expect(text).not.toContain(stored.privateKey);
  });
});

describe('a push reaches the push service signed and encrypted', () => {
  it('sends a VAPID-signed aes128gcm request that the subscription keys decrypt', async () => {
    const device = await subscribe(staff.owner.cookie);
    const before = standIn.received.length;
    const result = await pushToStoreOwners(t.deps, staff.storeId, notification);
    expect(result).toEqual({ delivered: 1, removed: 0, failed: 0 });
    const requests = standIn.received.slice(before);
    expect(requests.map((r) => r.path)).toEqual([device.path]);
    const request = requests[0]!;
    expect(request.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(request.headers.ttl)).toBeGreaterThan(0);
    const match = /^vapid t=([^,]+), k=(.+)$/.exec(String(request.headers.authorization));
    expect(match?.[2]).toBe(publicKey);
    const claims = verifyVapidJwt(match![1]!, publicKey);
    expect(claims.aud).toBe(standIn.origin);
    expect(claims.sub).toBe(`mailto:${t.deps.config.SUPPORT_EMAIL}`);
    expect(Number(claims.exp)).toBeGreaterThan(Date.now() / 1000);
    expect(Number(claims.exp)).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 3600);
    expect(request.body.includes(Buffer.from('payment-failed'))).toBe(false);
    expect(JSON.parse(decryptPushBody(request.body, device.browser))).toEqual(notification);
  });

  it("carries each device owner's language (issue 27): the owner's Spanish, the employee's none", async () => {
    const store = await createStoreWithStaff(t, 'Bodega Luz');
    expect((await t.request('/api/account/language', { method: 'PUT', cookie: store.owner.cookie, json: { language: 'es' } })).status).toBe(204);
    const ownerDevice = await subscribe(store.owner.cookie);
    const employeeDevice = await subscribe(store.employee.cookie);
    const before = standIn.received.length;
    await pushToStoreMembers(t.deps, store.storeId, notification);
    const bodyFor = (device: typeof ownerDevice) =>
      JSON.parse(decryptPushBody(standIn.received.slice(before).find((r) => r.path === device.path)!.body, device.browser)) as Record<string, unknown>;
    expect(bodyFor(ownerDevice)).toEqual({ ...notification, language: 'es' });
    expect(bodyFor(employeeDevice)).toEqual(notification);
  });

  it('a JWT signed by another key does not verify (the check can fail)', async () => {
    const device = await subscribe(staff.owner.cookie);
    const before = standIn.received.length;
    await pushToUsers(t.deps, [staff.owner.id], notification);
    const request = standIn.received.slice(before).find((r) => r.path === device.path)!;
    const jwt = /^vapid t=([^,]+),/.exec(String(request.headers.authorization))![1]!;
    const otherKey = makeBrowserKeys().keys.p256dh;
    expect(() => verifyVapidJwt(jwt, otherKey)).toThrow('does not verify');
    expect(() => decryptPushBody(request.body, makeBrowserKeys())).toThrow();
  });

  it('reaches only the users asked for: the other store and the employee get nothing from an owners push', async () => {
    const employeeDevice = await subscribe(staff.employee.cookie);
    const canaryDevice = await subscribe(other.owner.cookie);
    const before = standIn.received.length;
    await pushToStoreOwners(t.deps, staff.storeId, notification);
    const paths = standIn.received.slice(before).map((r) => r.path);
    expect(paths).not.toContain(employeeDevice.path);
    expect(paths).not.toContain(canaryDevice.path);
    const members = await pushToStoreMembers(t.deps, staff.storeId, { kind: 'community-post', page: '/dashboard/community', params: { postTitle: 'Road closed' } }, staff.owner.id);
    expect(members.delivered).toBe(1);
    expect(standIn.received.at(-1)!.path).toBe(employeeDevice.path);
  });
});

describe('dead subscriptions', () => {
  it.each([410, 404])('are deleted when the push service answers %i', async (status) => {
    const device = await subscribe(staff.owner.cookie, `/push/gone-${status}`);
    standIn.answer(device.path, status);
    const result = await pushToUsers(t.deps, [staff.owner.id], notification);
    expect(result.removed).toBe(1);
    expect(await subscriptionRows(device.endpoint)).toEqual([]);
  });

  it('are deleted when their key cannot encrypt (stored before the check), and the others still get the push', async () => {
    const good = await subscribe(staff.owner.cookie, '/push/good-neighbour');
    const endpoint = `${standIn.origin}/push/bad-key`;
    await t.db.insert(pushSubscriptions).values({ userId: staff.owner.id, endpoint, keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) } });
    const before = standIn.received.length;
    const result = await pushToUsers(t.deps, [staff.owner.id], notification);
    expect(result.removed).toBeGreaterThanOrEqual(1);
    expect(await subscriptionRows(endpoint)).toEqual([]);
    expect(standIn.received.slice(before).map((r) => r.path)).toContain(good.path);
  });

  it('are kept when the push service fails for another reason (500)', async () => {
    const device = await subscribe(staff.owner.cookie, '/push/busy');
    standIn.answer(device.path, 500);
    const result = await pushToUsers(t.deps, [staff.owner.id], notification);
    expect(result.failed).toBeGreaterThanOrEqual(1);
    expect(await subscriptionRows(device.endpoint)).toHaveLength(1);
  });
});

describe('the test notification', () => {
  it('goes to the caller’s own device and says what happened', async () => {
    const device = await subscribe(staff.employee.cookie);
    const response = await t.request('/api/push/test', { method: 'POST', cookie: staff.employee.cookie, json: { endpoint: device.endpoint } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ delivered: 1, removed: 0, failed: 0 });
    const request = standIn.received.at(-1)!;
    expect(request.path).toBe(device.path);
    expect(JSON.parse(decryptPushBody(request.body, device.browser))).toMatchObject({ kind: 'test', page: '/dashboard' });
  });

  it('is limited to 10 per user per 10 minutes (the server calls push services for them)', async () => {
    await awayFromWindowEdge(TEST_LIMIT.windowSeconds);
    const device = await subscribe(other.employee.cookie);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await t.request('/api/push/test', { method: 'POST', cookie: other.employee.cookie, json: { endpoint: device.endpoint } });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
  }, WINDOW_EDGE_TIMEOUT_MS);

  it("is 404 for someone else's device, and nothing is sent", async () => {
    const device = await subscribe(other.owner.cookie);
    const before = standIn.received.length;
    const response = await t.request('/api/push/test', { method: 'POST', cookie: staff.owner.cookie, json: { endpoint: device.endpoint } });
    expect(response.status).toBe(404);
    expect(standIn.received.length).toBe(before);
  });
});
