import { eq, or } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { SubscriptionEvent } from '#shared/subscription/subscription-machine';
import type { Tx } from '../db/with-actor';
import { stores, subscriptionPayments } from '../db/schema/index';
import { claimNotice, type OwnerNotice } from './owner-notices';
import { lockStore, transition, type LockedStore } from './subscription-store';

/**
 * What one verified Stripe event changes (decision 028). Runs inside the transaction that claimed
 * the event id, so a replay changes nothing; returns the owner notices it claimed.
 *
 * Ordering: a status change carries the key 'created:periodEnd:rank' (zero-padded seconds; rank
 * active 0 < past due 1 < cancelled 2) and applies only when greater than the store's last key, so
 * an event that arrives late never moves a store backwards; the paid end date only ever grows.
 */
type Loose = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' ? v : v && typeof v === 'object' && typeof (v as Loose).id === 'string' ? ((v as Loose).id as string) : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const pad = (n: number) => String(Math.max(0, Math.floor(n))).padStart(12, '0');

export function eventKey(created: number, periodEnd: number | null, rank: number): string {
  return `${pad(created)}:${pad(periodEnd ?? 0)}:${rank}`;
}

/** The store an object belongs to: our metadata first, then the Stripe customer or subscription on file. */
async function findStore(tx: Tx, ids: { storeId: string | null; customer: string | null; subscription: string | null }): Promise<LockedStore | null> {
  if (ids.storeId && /^[0-9a-f-]{36}$/i.test(ids.storeId)) {
    const store = await lockStore(tx, ids.storeId);
    if (store) return store;
  }
  const conditions = [
    ids.subscription ? eq(stores.paymentSubscriptionId, ids.subscription) : null,
    ids.customer ? eq(stores.paymentCustomerId, ids.customer) : null,
  ].filter((c) => c !== null);
  if (conditions.length === 0) return null;
  const [row] = await tx.select({ id: stores.id }).from(stores).where(or(...conditions)).limit(1);
  return row ? lockStore(tx, row.id) : null;
}

async function rememberIds(tx: Tx, store: LockedStore, customer: string | null, subscription: string | null) {
  if ((customer && customer !== store.paymentCustomerId) || (subscription && subscription !== store.paymentSubscriptionId)) {
    await tx
      .update(stores)
      .set({ paymentCustomerId: customer ?? store.paymentCustomerId, paymentSubscriptionId: subscription ?? store.paymentSubscriptionId })
      .where(eq(stores.id, store.id));
    store.paymentCustomerId = customer ?? store.paymentCustomerId;
    store.paymentSubscriptionId = subscription ?? store.paymentSubscriptionId;
  }
}

/** Apply a status change when its key is newer than the last applied one. */
async function ordered(tx: Tx, store: LockedStore, event: SubscriptionEvent, key: string, now: Date, lastPaymentDate?: Date): Promise<boolean> {
  if (store.billingEventKey !== null && store.billingEventKey >= key) {
    // Too late to say what the status is, but a paid period is still a fact: the paid end only grows.
    if (event.kind === 'cardPaid' && (!store.subscriptionEndDate || store.subscriptionEndDate < event.paidThrough)) {
      await tx.update(stores).set({ subscriptionEndDate: event.paidThrough }).where(eq(stores.id, store.id));
      store.subscriptionEndDate = event.paidThrough;
    }
    return false;
  }
  await transition(tx, store, event, now, { billingEventKey: key, lastPaymentDate });
  return true;
}

function invoiceIds(invoice: Loose) {
  const parent = (invoice.parent as Loose | undefined)?.subscription_details as Loose | undefined;
  const metadata = (parent?.metadata ?? invoice.metadata ?? {}) as Loose;
  const lines = ((invoice.lines as Loose | undefined)?.data as Loose[] | undefined) ?? [];
  const periodEnd = lines.reduce<number | null>((max, line) => {
    const end = num((line.period as Loose | undefined)?.end);
    return end !== null && (max === null || end > max) ? end : max;
  }, null);
  return {
    storeId: str(metadata.storeId),
    customer: str(invoice.customer),
    subscription: str(parent?.subscription) ?? str(invoice.subscription),
    periodEnd,
  };
}

function subscriptionPeriodEnd(subscription: Loose): number | null {
  const items = ((subscription.items as Loose | undefined)?.data as Loose[] | undefined) ?? [];
  return num(items[0]?.current_period_end) ?? num(subscription.current_period_end);
}

export async function applyStripeEvent(tx: Tx, event: Stripe.Event, now: Date): Promise<OwnerNotice[]> {
  const object = event.data.object as unknown as Loose;
  const notices: OwnerNotice[] = [];
  const notice = async (n: OwnerNotice) => {
    if (await claimNotice(tx, n)) notices.push(n);
  };
  switch (event.type) {
    case 'checkout.session.completed': {
      const store = await findStore(tx, { storeId: str(object.client_reference_id), customer: null, subscription: null });
      if (store) await rememberIds(tx, store, str(object.customer), str(object.subscription));
      return notices;
    }
    case 'invoice.paid': {
      const ids = invoiceIds(object);
      const store = await findStore(tx, ids);
      if (!store || ids.periodEnd === null) return notices;
      await rememberIds(tx, store, ids.customer, ids.subscription);
      const paidThrough = new Date(ids.periodEnd * 1000);
      const invoiceId = str(object.id)!;
      const amountCents = num(object.amount_paid) ?? 0;
      await ordered(tx, store, { kind: 'cardPaid', paidThrough }, eventKey(event.created, ids.periodEnd, 0), now, now);
      await tx
        .insert(subscriptionPayments)
        .values({ storeId: store.id, method: 'card', amountCents, receivedAt: new Date(event.created * 1000), reference: invoiceId })
        .onConflictDoNothing();
      await notice({ storeId: store.id, kind: 'payment_received', occasion: invoiceId, details: { amountCents, method: 'card', date: store.subscriptionEndDate?.toISOString() ?? paidThrough.toISOString() } });
      return notices;
    }
    case 'invoice.payment_failed': {
      const ids = invoiceIds(object);
      const store = await findStore(tx, ids);
      if (store) await notice({ storeId: store.id, kind: 'payment_failed', occasion: str(object.id)!, details: { amountCents: num(object.amount_due) } });
      return notices;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const metadata = (object.metadata ?? {}) as Loose;
      const ids = { storeId: str(metadata.storeId), customer: str(object.customer), subscription: str(object.id) };
      const store = await findStore(tx, ids);
      if (!store) return notices;
      // An event about a subscription the store has since replaced says nothing about the store.
      if (store.paymentSubscriptionId && ids.subscription && store.paymentSubscriptionId !== ids.subscription && event.type !== 'customer.subscription.created') return notices;
      await rememberIds(tx, store, ids.customer, ids.subscription);
      const status = event.type === 'customer.subscription.deleted' ? 'canceled' : String(object.status);
      const periodEnd = subscriptionPeriodEnd(object);
      if (status === 'active' || status === 'trialing') {
        if (periodEnd !== null) await ordered(tx, store, { kind: 'cardPaid', paidThrough: new Date(periodEnd * 1000) }, eventKey(event.created, periodEnd, 0), now);
      } else if (status === 'past_due' || status === 'unpaid') {
        await ordered(tx, store, { kind: 'cardPastDue' }, eventKey(event.created, periodEnd, 1), now);
      } else if (status === 'canceled' || status === 'incomplete_expired') {
        if (await ordered(tx, store, { kind: 'cardCancelled' }, eventKey(event.created, periodEnd, 2), now)) {
          await notice({ storeId: store.id, kind: 'subscription_cancelled', occasion: ids.subscription ?? event.id, details: {} });
        }
      }
      return notices;
    }
    default:
      return notices;
  }
}
