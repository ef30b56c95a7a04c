import { eq } from 'drizzle-orm';
import { describeSubscription, hasPaidBefore, lapseReason } from '#shared/subscription/subscription';
import { CHEQUE_MONTH_CENTS, cardCheckoutLines, type PriceLine } from '#shared/subscription/pricing';
import type { SubscriptionInfo } from '#shared/billing/billing.schemas';
import { stores, users } from '../db/schema/index';
import { withActor } from '../db/with-actor';
import { AppError } from '../http/app-error';
import type { Actor, AppDeps } from '../http/types';
import { chequeSettings } from './cheque-settings';
import { sendClaimed } from './owner-notices';
import { callStripe, stripeFor } from './stripe-client';
import { applyStripeEvent } from './stripe-events';

type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer'>;

async function storeRow(deps: Deps, storeId: string) {
  const [row] = await deps.db
    .select({
      id: stores.id,
      status: stores.subscriptionStatus,
      trialEndDate: stores.trialEndDate,
      subscriptionEndDate: stores.subscriptionEndDate,
      paymentCustomerId: stores.paymentCustomerId,
      paymentSubscriptionId: stores.paymentSubscriptionId,
      ownerEmail: users.email,
    })
    .from(stores)
    .leftJoin(users, eq(users.id, stores.ownerId))
    .where(eq(stores.id, storeId))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

const asInput = (row: { status: string; trialEndDate: Date; subscriptionEndDate: Date | null; paymentSubscriptionId: string | null }) => ({
  status: row.status,
  trialEndDate: row.trialEndDate.toISOString(),
  subscriptionEndDate: row.subscriptionEndDate?.toISOString() ?? null,
  renewsByCard: !!row.paymentSubscriptionId,
});

/** The owner's subscription card (spec part 1 §4, §7 check-subscription), with the cheque instructions. */
export async function subscriptionInfo(deps: Deps, storeId: string, now = new Date()): Promise<SubscriptionInfo> {
  const row = await storeRow(deps, storeId);
  const input = asInput(row);
  const state = describeSubscription(input, now);
  const cheque = await chequeSettings(deps.db);
  return {
    subscribed: state.subscribed,
    subscriptionStatus: state.status,
    storedStatus: row.status,
    trialEnded: state.trialEnded,
    trialEndDate: state.trialEndDate,
    subscriptionEnd: state.subscriptionEnd,
    lapsed: lapseReason(input, now),
    hasCardSubscription: !!row.paymentSubscriptionId,
    cardPaymentsEnabled: deps.config.isStripeEnabled,
    cheque: { amountCents: CHEQUE_MONTH_CENTS, ...cheque, memo: row.ownerEmail ?? '' },
  };
}

const productNames: Record<PriceLine['item'], string> = { plan: 'Corner Store monthly plan', card_fee: 'Card processing fee (first card payment)' };

/** One Checkout line item per price line; the plan line recurs monthly. */
function stripeLineItem(line: PriceLine) {
  const recurring = line.recurring ? { recurring: { interval: 'month' as const } } : {};
  return { price_data: { currency: 'usd', unit_amount: line.cents, ...recurring, product_data: { name: productNames[line.item] } }, quantity: 1 };
}

/** Stripe Checkout for the monthly plan, plus the processing fee when the store has never paid (decision 047). */
export async function startCheckout(deps: Deps, storeId: string): Promise<{ url: string }> {
  const stripe = stripeFor(deps.config);
  const row = await storeRow(deps, storeId);
  // A store paying by card already has its subscription: a second checkout would charge twice.
  if (row.paymentSubscriptionId && lapseReason(asInput(row)) === null && row.status === 'active') throw new AppError('ALREADY_SUBSCRIBED');
  const appUrl = deps.config.appUrl;
  const session = await callStripe(() =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      client_reference_id: storeId,
      ...(row.paymentCustomerId ? { customer: row.paymentCustomerId } : { customer_email: row.ownerEmail ?? undefined }),
      line_items: cardCheckoutLines(hasPaidBefore(asInput(row))).map(stripeLineItem),
      metadata: { storeId },
      subscription_data: { metadata: { storeId } },
      success_url: `${appUrl}/dashboard?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${appUrl}/dashboard?checkout=cancelled`,
    }),
  );
  if (!session.url) throw new AppError('BILLING_PROVIDER_FAILED');
  return { url: session.url };
}

/** The Stripe Customer Portal of the store's card customer. */
export async function openPortal(deps: Deps, storeId: string): Promise<{ url: string }> {
  const stripe = stripeFor(deps.config);
  const row = await storeRow(deps, storeId);
  if (!row.paymentCustomerId) throw new AppError('CHECKOUT_NOT_COMPLETE');
  const portal = await callStripe(() => stripe.billingPortal.sessions.create({ customer: row.paymentCustomerId!, return_url: `${deps.config.appUrl}/dashboard` }));
  return { url: portal.url };
}

/**
 * Back from Checkout: the session id in the return URL is only a hint. The session is read from
 * Stripe's API and must belong to this store and be paid; its subscription is then read and applied
 * the same way the webhook would (whichever comes first; the other changes nothing).
 */
export async function confirmCheckout(deps: Deps, storeId: string, sessionId: string, actor: Actor): Promise<SubscriptionInfo> {
  const stripe = stripeFor(deps.config);
  const session = await callStripe(() => stripe.checkout.sessions.retrieve(sessionId));
  if (session.client_reference_id !== storeId) throw new AppError('NOT_FOUND');
  if (session.status !== 'complete' || session.payment_status !== 'paid' || !session.subscription) throw new AppError('CHECKOUT_NOT_COMPLETE');
  const subscriptionId = typeof session.subscription === 'string' ? session.subscription : session.subscription.id;
  const subscription = await callStripe(() => stripe.subscriptions.retrieve(subscriptionId));
  const created = Math.floor(Date.now() / 1000);
  const synthetic = { id: `confirm_${sessionId}`, type: 'customer.subscription.updated', created, data: { object: subscription } } as unknown as Parameters<typeof applyStripeEvent>[1];
  const notices = await withActor(deps.db, actor, (tx) => applyStripeEvent(tx, synthetic, new Date()));
  await sendClaimed(deps, notices);
  return subscriptionInfo(deps, storeId);
}
