import { pushDeliverySchema, pushEndpointInputSchema, pushPublicKeySchema, pushSubscribeInputSchema } from '#shared/push/push.schemas';
import type { SignedInUser } from '../http/types';
import { defineRoute } from '../http/route-manifest';
import { getPushPublicKey, sendTestPush, subscribeDevice, unsubscribeDevice } from './push.service';

const userIdOf = (user: SignedInUser | null) => (user as SignedInUser).id;

/**
 * Web Push (issue 12 point 7, decisions 030/031). A device's subscription belongs to the signed-in
 * user; none of these change store data, so a lapsed store may still use them.
 */
export const pushRoutes = [
  defineRoute({
    method: 'GET', path: '/push/public-key', summary: "The server's VAPID public key (applicationServerKey)",
    access: 'member', blockedWhenLapsed: false, response: pushPublicKeySchema,
    handle: async (c) => c.json({ publicKey: await getPushPublicKey(c.get('deps')) }),
  }),
  defineRoute({
    method: 'POST', path: '/push/subscriptions', summary: 'Subscribe this device to push notifications',
    access: 'member', blockedWhenLapsed: false, errors: ['PUSH_ENDPOINT_REFUSED', 'RATE_LIMITED'], body: pushSubscribeInputSchema, successStatus: 204,
    handle: async (c, { body }) => {
      await subscribeDevice(c.get('deps'), userIdOf(c.get('user')), body);
      return c.body(null, 204);
    },
  }),
  defineRoute({
    method: 'POST', path: '/push/unsubscribe', summary: 'Turn push notifications off for this device',
    access: 'member', blockedWhenLapsed: false, body: pushEndpointInputSchema, successStatus: 204,
    handle: async (c, { body }) => {
      await unsubscribeDevice(c.get('deps'), userIdOf(c.get('user')), body);
      return c.body(null, 204);
    },
  }),
  defineRoute({
    method: 'POST', path: '/push/test', summary: 'Send a test notification to this device',
    access: 'member', blockedWhenLapsed: false, errors: ['NOT_FOUND', 'RATE_LIMITED'], body: pushEndpointInputSchema, response: pushDeliverySchema,
    handle: async (c, { body }) => c.json(await sendTestPush(c.get('deps'), userIdOf(c.get('user')), body)),
  }),
];
