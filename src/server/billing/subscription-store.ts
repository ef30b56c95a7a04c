import { eq, sql } from 'drizzle-orm';
import { applySubscriptionEvent, type StoredSubscription, type SubscriptionEvent } from '#shared/subscription/subscription-machine';
import type { Tx } from '../db/with-actor';
import { stores } from '../db/schema/index';
import { AppError } from '../http/app-error';

export type LockedStore = StoredSubscription & {
  id: string;
  ownerId: string | null;
  paymentCustomerId: string | null;
  paymentSubscriptionId: string | null;
  billingEventKey: string | null;
};

/** The store's subscription fields, row-locked for the rest of the transaction (null when absent). */
export async function lockStore(tx: Tx, storeId: string): Promise<LockedStore | null> {
  const [row] = await tx
    .select({
      id: stores.id,
      ownerId: stores.ownerId,
      status: stores.subscriptionStatus,
      trialEndDate: stores.trialEndDate,
      subscriptionEndDate: stores.subscriptionEndDate,
      subscriptionStartDate: stores.subscriptionStartDate,
      paymentCustomerId: stores.paymentCustomerId,
      paymentSubscriptionId: stores.paymentSubscriptionId,
      billingEventKey: stores.billingEventKey,
    })
    .from(stores)
    .where(eq(stores.id, storeId))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** Apply one state-machine event to a locked store and write the result (refusals are AppErrors). */
export async function transition(
  tx: Tx,
  store: LockedStore,
  event: SubscriptionEvent,
  now: Date,
  extra: { billingEventKey?: string; lastPaymentDate?: Date } = {},
): Promise<StoredSubscription> {
  const result = applySubscriptionEvent(store, event, now);
  if (!result.ok) throw new AppError(result.refusal === 'ALREADY_SUSPENDED' ? 'SUBSCRIPTION_ALREADY_SUSPENDED' : 'SUBSCRIPTION_NOT_SUSPENDED');
  const next = result.next;
  await tx
    .update(stores)
    .set({
      subscriptionStatus: next.status,
      trialEndDate: next.trialEndDate ?? undefined,
      subscriptionEndDate: next.subscriptionEndDate,
      subscriptionStartDate: next.subscriptionStartDate,
      updatedAt: sql`now()`,
      ...(extra.billingEventKey ? { billingEventKey: extra.billingEventKey } : {}),
      ...(extra.lastPaymentDate ? { lastPaymentDate: extra.lastPaymentDate } : {}),
    })
    .where(eq(stores.id, store.id));
  Object.assign(store, next, extra.billingEventKey ? { billingEventKey: extra.billingEventKey } : {});
  return next;
}
