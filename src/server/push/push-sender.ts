import { and, eq, inArray, ne } from 'drizzle-orm';
import type { PushDelivery, PushNotification } from '#shared/push/push.schemas';
import type { Config } from '../config/config';
import type { Db } from '../db/client';
import { profiles, pushSubscriptions, userRoles } from '../db/schema/index';
import { sendPush, type SendOutcome, type StoredSubscription } from './push-transport';
import { getVapidKeys } from './vapid-keys';

/** What sending needs: the database and the configuration (the VAPID subject, the test stand-in). */
export type PushDeps = { db: Db; config: Pick<Config, 'SUPPORT_EMAIL' | 'PUSH_TEST_ENDPOINT_ORIGIN' | 'AUTH_SECRET'> };

/** A device subscribed, with its owner's language (profiles.language; null: English). */
type Row = { id: string; endpoint: string; keys: unknown; language: string | null };

const rowColumns = { id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint, keys: pushSubscriptions.keys, language: profiles.language };

/**
 * Send one notification to these subscriptions, all at once, each carrying its owner's language
 * (the service worker words it: src/client/texts/push.ts); subscriptions the push service
 * says are gone (404/410) are deleted. Never throws.
 */
export async function deliverToSubscriptions(deps: PushDeps, rows: Row[], notification: PushNotification): Promise<PushDelivery> {
  const result: PushDelivery = { delivered: 0, removed: 0, failed: 0 };
  if (rows.length === 0) return result;
  try {
    const vapid = await getVapidKeys(deps.db, deps.config.AUTH_SECRET!);
    const options = { vapid, subject: `mailto:${deps.config.SUPPORT_EMAIL}`, testOrigin: deps.config.PUSH_TEST_ENDPOINT_ORIGIN };
    const outcomes: SendOutcome[] = await Promise.all(
      rows.map((row) => {
        const inLanguage = row.language ? { ...notification, language: row.language } : notification;
        return sendPush({ endpoint: row.endpoint, keys: row.keys as StoredSubscription['keys'] }, inLanguage, options);
      }),
    );
    const gone = rows.filter((_, i) => outcomes[i] === 'gone').map((row) => row.id);
    if (gone.length > 0) await deps.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
    result.delivered = outcomes.filter((o) => o === 'delivered').length;
    result.removed = gone.length;
    result.failed = outcomes.filter((o) => o === 'failed').length;
  } catch (error) {
    console.error('push delivery failed', error);
    result.failed = rows.length - result.delivered;
  }
  return result;
}

/**
 * Push a notification to every device of these users. Call it without awaiting (`void
 * pushToUsers(…)`): it runs in the background and never rejects; the promise (what happened) is
 * for tests.
 */
export async function pushToUsers(deps: PushDeps, userIds: readonly string[], notification: PushNotification): Promise<PushDelivery> {
  if (userIds.length === 0) return { delivered: 0, removed: 0, failed: 0 };
  try {
    const rows = await deps.db
      .select(rowColumns)
      .from(pushSubscriptions)
      .leftJoin(profiles, eq(profiles.id, pushSubscriptions.userId))
      .where(inArray(pushSubscriptions.userId, [...userIds]));
    return await deliverToSubscriptions(deps, rows, notification);
  } catch (error) {
    console.error('push delivery failed', error);
    return { delivered: 0, removed: 0, failed: 0 };
  }
}

async function membersOf(db: Db, storeId: string, role?: 'store_owner'): Promise<string[]> {
  const rows = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(role ? and(eq(userRoles.storeId, storeId), eq(userRoles.role, role)) : eq(userRoles.storeId, storeId));
  return rows.map((row) => row.userId);
}

/** Push to the store's owner(s): trial ending, payment failed. Background, like pushToUsers. */
export async function pushToStoreOwners(deps: PushDeps, storeId: string, notification: PushNotification): Promise<PushDelivery> {
  try {
    return await pushToUsers(deps, await membersOf(deps.db, storeId, 'store_owner'), notification);
  } catch (error) {
    console.error('push delivery failed', error);
    return { delivered: 0, removed: 0, failed: 0 };
  }
}

/** Push to everyone of the store, owner and employees (an important community post), but `exceptUserId`. */
export async function pushToStoreMembers(deps: PushDeps, storeId: string, notification: PushNotification, exceptUserId?: string): Promise<PushDelivery> {
  try {
    const members = (await membersOf(deps.db, storeId)).filter((id) => id !== exceptUserId);
    return await pushToUsers(deps, members, notification);
  } catch (error) {
    console.error('push delivery failed', error);
    return { delivered: 0, removed: 0, failed: 0 };
  }
}

/**
 * Push to every subscribed device on the platform but the author's: the community board is shared
 * by all stores, so an important post concerns everyone who turned pushes on. Never rejects.
 */
export async function pushToCommunity(deps: PushDeps, notification: PushNotification, exceptUserId: string | null): Promise<PushDelivery> {
  try {
    const rows = await deps.db
      .select(rowColumns)
      .from(pushSubscriptions)
      .leftJoin(profiles, eq(profiles.id, pushSubscriptions.userId))
      .where(exceptUserId ? ne(pushSubscriptions.userId, exceptUserId) : undefined);
    return await deliverToSubscriptions(deps, rows, notification);
  } catch (error) {
    console.error('push delivery failed', error);
    return { delivered: 0, removed: 0, failed: 0 };
  }
}
