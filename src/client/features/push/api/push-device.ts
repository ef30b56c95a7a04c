import type { PushDelivery, PushPublicKey } from '#shared/push/push.schemas';
import { apiRequest } from '#client/lib/api-client';

/**
 * This device and Web Push (issue 12 point 7): the browser's permission and subscription, and the
 * server's record of it (POST /api/push/…). The browser keeps the subscription; the server keeps
 * who it belongs to.
 */
export type PushSupport = 'supported' | 'unsupported';

export function pushSupport(): PushSupport {
  const ok = typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  return ok ? 'supported' : 'unsupported';
}

/** The app's service worker registration, or null when there is none (the dev server has none). */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  const found = await navigator.serviceWorker.getRegistration('/');
  if (!found) return null;
  return navigator.serviceWorker.ready;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  const reg = await registration();
  return reg ? reg.pushManager.getSubscription() : null;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
}

/** Record the subscription on the server for the signed-in user (the device is theirs now). */
export function saveSubscription(subscription: PushSubscription): Promise<void> {
  return apiRequest<void>('/api/push/subscriptions', { body: subscription.toJSON() });
}

/** Subscribe this device (permission already granted) and tell the server. */
export async function subscribeDevice(): Promise<PushSubscription> {
  const reg = await registration();
  // eslint-disable-next-line messages/no-literal-message -- never shown: the push card shows its own catalogue toast on any failure
  if (!reg) throw new Error('no service worker');
  const { publicKey } = await apiRequest<PushPublicKey>('/api/push/public-key');
  const key = keyBytes(publicKey);
  let subscription = await reg.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await saveSubscription(subscription);
  return subscription;
}

/** Turn pushes off on this device: the server forgets it, then the browser drops it. */
export async function unsubscribeDevice(subscription: PushSubscription): Promise<void> {
  await apiRequest<void>('/api/push/unsubscribe', { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

export function sendTestNotification(subscription: PushSubscription): Promise<PushDelivery> {
  return apiRequest<PushDelivery>('/api/push/test', { body: { endpoint: subscription.endpoint } });
}
