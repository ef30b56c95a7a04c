import crypto from 'node:crypto';
import type { BrowserContext } from '@playwright/test';

/**
 * Chromium's real push service is out of reach here: PushManager.subscribe is replaced by one that
 * returns a subscription as Chromium would give it, with a real P-256 key and auth secret (the
 * endpoint, on the .invalid domain, is never reached); `mode: 'fails'` makes subscribe fail instead.
 */
export async function fakePushManager(context: BrowserContext, mode: 'works' | 'fails' = 'works') {
  const ecdh = crypto.createECDH('prime256v1');
  const keys = { p256dh: ecdh.generateKeys().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') };
  const endpoint = `https://push.invalid/e2e/${crypto.randomUUID()}`;
  await context.addInitScript(
    ({ keys, endpoint, mode }) => {
      let current: object | null = null;
      PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        if (mode === 'fails') throw new DOMException('Registration failed - push service error', 'AbortError');
        current = {
          endpoint,
          options: { applicationServerKey: options?.applicationServerKey, userVisibleOnly: true },
          toJSON: () => ({ endpoint, expirationTime: null, keys }),
          unsubscribe: async () => {
            current = null;
            return true;
          },
        };
        return current as PushSubscription;
      };
    },
    { keys, endpoint, mode },
  );
}
