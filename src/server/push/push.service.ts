import { and, eq } from 'drizzle-orm';
import type { PushDelivery, PushEndpointInput, PushSubscribeInput } from '#shared/push/push.schemas';
import { AppError } from '../http/app-error';
import { isOverLimit } from '../abuse/request-counter';
import { profiles, pushSubscriptions } from '../db/schema/index';
import { isEndpointAllowed } from './endpoint-guard';
import { isValidBrowserKey } from './push-transport';
import { deliverToSubscriptions, type PushDeps } from './push-sender';
import { getVapidKeys } from './vapid-keys';

/** The server calls push services on a user's behalf: a few tests and subscriptions per user (decision 031). */
export const TEST_LIMIT = { max: 10, windowSeconds: 10 * 60 };
export const SUBSCRIBE_LIMIT = { max: 60, windowSeconds: 60 * 60 };

/** The public half of the VAPID pair: what the browser passes to pushManager.subscribe(). */
export async function getPushPublicKey(deps: PushDeps): Promise<string> {
  return (await getVapidKeys(deps.db, deps.config.AUTH_SECRET!)).publicKey;
}

/**
 * Subscribe this device for this user. An endpoint is one browser profile: if another user had it
 * (someone else signed in on this device before), it now belongs to the user who subscribed it.
 */
export async function subscribeDevice(deps: PushDeps, userId: string, input: PushSubscribeInput): Promise<void> {
  if (await isOverLimit(deps.db, [{ bucket: `push-subscribe:user:${userId}`, ...SUBSCRIBE_LIMIT }])) throw new AppError('RATE_LIMITED');
  if (!isEndpointAllowed(input.endpoint, deps.config.PUSH_TEST_ENDPOINT_ORIGIN)) throw new AppError('PUSH_ENDPOINT_REFUSED');
  if (!isValidBrowserKey(input.keys.p256dh)) throw new AppError('VALIDATION_FAILED', { 'keys.p256dh': 'invalid_key' });
  const keys = { p256dh: input.keys.p256dh, auth: input.keys.auth };
  await deps.db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: input.endpoint, keys })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId, keys, createdAt: new Date() } });
}

/** Turn pushes off for this device: only the caller's own subscription goes (another user's stays). */
export async function unsubscribeDevice(deps: PushDeps, userId: string, input: PushEndpointInput): Promise<void> {
  await deps.db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, input.endpoint)));
}

/** The test notification, to this device of the caller; waits for the push service's answer. */
export async function sendTestPush(deps: PushDeps, userId: string, input: PushEndpointInput): Promise<PushDelivery> {
  const rows = await deps.db
    .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, keys: pushSubscriptions.keys, language: profiles.language })
    .from(pushSubscriptions)
    .leftJoin(profiles, eq(profiles.id, pushSubscriptions.userId))
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, input.endpoint)));
  if (rows.length === 0) throw new AppError('NOT_FOUND');
  if (await isOverLimit(deps.db, [{ bucket: `push-test:user:${userId}`, ...TEST_LIMIT }])) throw new AppError('RATE_LIMITED');
  return deliverToSubscriptions(deps, rows, { kind: 'test', page: '/dashboard' });
}
