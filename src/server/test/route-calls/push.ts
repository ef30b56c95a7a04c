import { makeBrowserKeys } from '../../push/push-test-support';
import { pushSubscriptions } from '../../db/schema/index';
import { type CallTable, type World, type Identity } from './call';

/** A real P-256 public key and auth secret, as a browser makes them. */
const fakePushKeys = makeBrowserKeys().keys;

/** A push subscription of the caller (the first store's owner for anonymous), made for one request. */
async function fakeSubscription(w: World, who: Identity): Promise<string> {
  const endpoint = `https://push.invalid/matrix/${who}/${Math.random()}`;
  const userId = w.users[who === 'anonymous' ? 'owner' : who].id;
  await w.t.db.insert(pushSubscriptions).values({ userId, endpoint, keys: fakePushKeys });
  return endpoint;
}

/** Push subscriptions. One valid request per route (decision 019's matrix and the fuzz suite). */
export const pushCalls: CallTable = {
  'GET /push/public-key': () => ({ path: '/api/push/public-key' }),
  'POST /push/subscriptions': (_w, who) => ({ path: '/api/push/subscriptions', json: { endpoint: `https://push.invalid/matrix/${who}/${Math.random()}`, expirationTime: null, keys: fakePushKeys } }),
  'POST /push/unsubscribe': async (w, who) => ({ path: '/api/push/unsubscribe', json: { endpoint: await fakeSubscription(w, who) } }),
  // .invalid never resolves: the push request fails at once (200 with failed: 1), nothing leaves the machine.
  'POST /push/test': async (w, who) => ({ path: '/api/push/test', json: { endpoint: await fakeSubscription(w, who) } }),
};
