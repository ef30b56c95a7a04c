import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../api-routes';
import { stores } from '../db/schema/index';
import { routeKey } from '../http/route-manifest';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildWorld, callAs, validCallFor, type World } from '../test/route-fixtures';
import { snapshotForRefusal } from '../test/table-snapshot';

/**
 * Issue 12: a lapsed store (expired or suspended) may read but not write. The walk covers EVERY
 * manifest route with blockedWhenLapsed (built from the route fixtures' valid calls, so a new route
 * is covered as soon as it has one): refused with 402 SUBSCRIPTION_LAPSED and no row changed; the
 * same calls succeed for the store once it is active again (positive control).
 */
let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorld(t);
}, 60_000);
afterAll(async () => t.close());

const blocked = apiRoutes.filter((entry) => entry.blockedWhenLapsed);
const past = new Date(Date.now() - 86_400_000);
const future = new Date(Date.now() + 30 * 86_400_000);

type Lapse = 'suspended' | 'expired' | 'trialEnded' | 'active';
async function setStore(state: Lapse) {
  const values = {
    suspended: { subscriptionStatus: 'suspended', subscriptionEndDate: future },
    expired: { subscriptionStatus: 'active', subscriptionEndDate: past }, // paid end passed, no job ran
    trialEnded: { subscriptionStatus: 'trial', trialEndDate: past, subscriptionEndDate: null },
    active: { subscriptionStatus: 'active', subscriptionEndDate: future },
  }[state];
  await t.db.update(stores).set(values).where(eq(stores.id, w.store.storeId));
}

describe('the manifest', () => {
  it('every store write (member or owner, not GET) is blocked when lapsed, except the ways out', () => {
    const waysOut = new Set([
      'POST /billing/checkout', 'POST /billing/checkout/confirm', 'POST /billing/portal',
      // A person's own devices, not the store's data: a lapsed owner still gets the payment-failed push.
      'POST /push/subscriptions', 'POST /push/unsubscribe', 'POST /push/test',
      // Withdrawing a statement link already shared protects the customer (decision 050).
      'POST /statement-links/:id/revoke',
    ]);
    const writes = apiRoutes.filter((e) => (e.access === 'member' || e.access === 'owner') && e.method !== 'GET' && !waysOut.has(routeKey(e)));
    expect(writes.filter((e) => !e.blockedWhenLapsed).map(routeKey)).toEqual([]);
    expect(blocked.length).toBeGreaterThanOrEqual(13);
  });
  it('every blocked route has a valid call to walk with', () => {
    expect(blocked.filter((e) => !validCallFor(routeKey(e))).map(routeKey)).toEqual([]);
  });
});

/** Routes only some members may use at all (the others are refused whatever the subscription). */
const onlyFor: Record<string, readonly ('owner' | 'employee')[]> = {
  'DELETE /community/posts/:id': ['owner'], // the owner of the post's store (or a platform admin)
  'POST /customers/:id/statement-links': ['owner'], // employees only when Store Settings allow (off here)
};

describe.each(['suspended', 'expired', 'trialEnded'] as const)('a %s store', (lapse) => {
  it.each(blocked.map((e) => [routeKey(e), e] as const))('refuses %s with 402, changing nothing; allows it when active', async (key) => {
    for (const who of ['owner', 'employee'] as const) {
      const entry = apiRoutes.find((e) => routeKey(e) === key)!;
      if (who === 'employee' && entry.access === 'owner') continue;
      if (onlyFor[key] && !onlyFor[key].includes(who)) continue;
      await setStore('active');
      const call = await validCallFor(key)!(w, who);
      await setStore(lapse);
      const before = await snapshotForRefusal(t, key);
      const refused = await callAs(w, who, call);
      expect(refused.status, `${key} as ${who}`).toBe(402);
      expect(await refused.json()).toEqual({ error: { code: 'SUBSCRIPTION_LAPSED' } });
      expect(await snapshotForRefusal(t, key), `${key} changed data`).toEqual(before);

      await setStore('active');
      const again = await validCallFor(key)!(w, who);
      const allowed = await callAs(w, who, again);
      expect(allowed.status, `${key} as ${who} when active: ${allowed.status}`).toBeLessThan(300);
      await allowed.arrayBuffer();
    }
  });
});

describe('what a lapsed store still does', () => {
  it('reads, exports, the session, billing and sign-out work', async () => {
    await setStore('suspended');
    for (const path of ['/api/customers', `/api/customers/${w.customerId}`, '/api/reports/credit-summary', '/api/session', '/api/billing/subscription', '/api/exports/customers.csv']) {
      const response = await t.request(path, { cookie: w.store.owner.cookie });
      expect(response.status, path).toBe(200);
      await response.arrayBuffer();
    }
    const info = (await (await t.request('/api/billing/subscription', { cookie: w.store.owner.cookie })).json()) as { lapsed: string };
    expect(info.lapsed).toBe('suspended');
    await setStore('active');
  });

  it('a card-paying store past its paid end may write during the renewal grace; a cheque-paid one may not', async () => {
    const call = { path: '/api/customers', json: { name: 'Grace Person', phone: '+12175550143' } };
    await t.db.update(stores).set({ subscriptionStatus: 'active', subscriptionEndDate: past, paymentSubscriptionId: 'sub_renewing' }).where(eq(stores.id, w.store.storeId));
    expect((await callAs(w, 'owner', call)).status).toBe(201);
    await t.db.update(stores).set({ paymentSubscriptionId: null }).where(eq(stores.id, w.store.storeId));
    expect((await callAs(w, 'owner', call)).status).toBe(402);
    await setStore('active');
  });

  it('another store is not affected by this store lapsing', async () => {
    await setStore('suspended');
    const response = await t.request('/api/customers', { method: 'POST', cookie: w.other.owner.cookie, json: { name: 'Canary Person', phone: '+12175550142' } });
    expect(response.status).toBe(201);
    await setStore('active');
  });
});
