import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifyOwner } from '../billing/owner-notices';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { decryptPushBody, makeBrowserKeys, startPushStandIn, type BrowserKeys } from './push-test-support';

/**
 * The pushes other features send (issue 12 point 7): an important community post, trial ending and
 * payment failed. Each reaches the right devices through the real Web Push request to a local
 * stand-in push service, and only those.
 */
let t: TestApp;
let standIn: Awaited<ReturnType<typeof startPushStandIn>>;
let rosa: Awaited<ReturnType<typeof createStoreWithStaff>>;
let canary: Awaited<ReturnType<typeof createStoreWithStaff>>;
const devices = new Map<string, BrowserKeys>();

beforeAll(async () => {
  standIn = await startPushStandIn();
  t = await createTestApp({ PUSH_TEST_ENDPOINT_ORIGIN: standIn.origin });
  rosa = await createStoreWithStaff(t, 'Rosa Market');
  canary = await createStoreWithStaff(t, 'Canary Corner');
  for (const [name, cookie] of [['rosa-owner', rosa.owner.cookie], ['rosa-employee', rosa.employee.cookie], ['canary-owner', canary.owner.cookie]] as const) {
    const browser = makeBrowserKeys();
    const response = await t.request('/api/push/subscriptions', {
      method: 'POST', cookie, json: { endpoint: `${standIn.origin}/${name}`, expirationTime: null, keys: browser.keys },
    });
    expect(response.status).toBe(204);
    devices.set(`/${name}`, browser);
  }
}, 60_000);
afterAll(async () => {
  await t.close();
  await standIn.close();
});

/** A push sent after the action under test: once it has arrived, whatever the action sent has arrived too. */
const MARKER = { kind: 'trial-ending', page: '/dashboard', params: { endDate: '2000-01-01' } };
const isMarker = (got: { message: unknown }) => JSON.stringify(got.message) === JSON.stringify(MARKER);

/**
 * What arrived since `from`, decrypted (pushes are sent in the background): once `count` pushes are
 * in, a marker push to Rosa's owner is sent and awaited, so that a push that should not have been
 * sent would be seen (it was sent before the marker) instead of being waited for a fixed time.
 */
async function arrivals(from: number, count: number) {
  const received = () => standIn.received.slice(from).map((push) => ({ path: push.path, message: JSON.parse(decryptPushBody(push.body, devices.get(push.path)!)) as unknown }));
  const deadline = Date.now() + 5_000;
  while (standIn.received.length - from < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  await notifyOwner(t.deps, 'trial_ending', rosa.storeId, { date: '2000-01-01T12:00:00.000Z' });
  while (!received().some(isMarker)) {
    if (Date.now() > deadline + 5_000) throw new Error('the marker push never arrived');
    await new Promise((r) => setTimeout(r, 20));
  }
  return received().filter((got) => !isMarker(got));
}

describe('an important community post', () => {
  it('is pushed to every subscribed device on the board but the author’s', async () => {
    const from = standIn.received.length;
    const created = await t.request('/api/community/posts', {
      method: 'POST', cookie: rosa.owner.cookie, json: { title: 'Water main closed on 5th', content: '', postType: 'important' },
    });
    expect(created.status).toBe(201);
    const got = await arrivals(from, 2);
    expect(got.map((g) => g.path).sort()).toEqual(['/canary-owner', '/rosa-employee']);
    for (const { message } of got) {
      expect(message).toEqual({ kind: 'community-post', page: '/dashboard/community', params: { postTitle: 'Water main closed on 5th' } });
    }
  });

  it('is not pushed when the post is not important', async () => {
    const from = standIn.received.length;
    const created = await t.request('/api/community/posts', {
      method: 'POST', cookie: rosa.owner.cookie, json: { title: 'Spare crates', content: '', postType: 'exchange' },
    });
    expect(created.status).toBe(201);
    expect(await arrivals(from, 0)).toEqual([]);
  });
});

describe('the owner notices', () => {
  it('trial ending reaches the owner’s devices only, with the end date as the store’s calendar day', async () => {
    const from = standIn.received.length;
    await notifyOwner(t.deps, 'trial_ending', rosa.storeId, { date: '2026-12-01T04:30:00.000Z' });
    const got = await arrivals(from, 1);
    // 04:30 UTC on 1 December is still 30 November in Chicago (the test stores' time zone).
    expect(got).toEqual([{ path: '/rosa-owner', message: { kind: 'trial-ending', page: '/dashboard', params: { endDate: '2026-11-30' } } }]);
  });

  it('payment failed reaches the owner’s devices; the other notices are email only', async () => {
    const from = standIn.received.length;
    await notifyOwner(t.deps, 'payment_failed', canary.storeId, {});
    await notifyOwner(t.deps, 'payment_received', canary.storeId, { amountCents: 2499, method: 'card' });
    await notifyOwner(t.deps, 'trial_ended', canary.storeId, { date: '2026-11-01T00:00:00.000Z' });
    const got = await arrivals(from, 1);
    expect(got).toEqual([{ path: '/canary-owner', message: { kind: 'payment-failed', page: '/dashboard' } }]);
  });
});
