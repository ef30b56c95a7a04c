import type Stripe from 'stripe';
import { billingEvents } from '../db/schema/index';
import { withActor } from '../db/with-actor';
import { AppError } from '../http/app-error';
import type { AppDeps } from '../http/types';
import { sendClaimed } from './owner-notices';
import { stripeFor } from './stripe-client';
import { applyStripeEvent } from './stripe-events';

/** Who the audit log names for changes made by Stripe's webhooks. */
export const STRIPE_ACTOR_ID = 'stripe';

/**
 * POST /api/billing/webhook (decision 028): the Stripe-Signature header is verified by the SDK
 * (constructEvent) against the raw body, with Stripe's 5-minute tolerance: unsigned, wrongly signed
 * or stale → 400 INVALID_WEBHOOK and nothing changes. The event id is claimed in the transaction
 * that applies it, so a replay or a storm of duplicates changes state once.
 */
export async function receiveWebhook(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer'>,
  rawBody: string,
  signature: string | undefined,
  request: { ip: string | null; userAgent: string | null },
): Promise<{ received: true; duplicate: boolean }> {
  if (!signature) throw new AppError('INVALID_WEBHOOK');
  const stripe = stripeFor(deps.config);
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, deps.config.STRIPE_WEBHOOK_SECRET!);
  } catch {
    throw new AppError('INVALID_WEBHOOK');
  }
  const actor = { userId: STRIPE_ACTOR_ID, ip: request.ip, userAgent: request.userAgent };
  const result = await withActor(deps.db, actor, async (tx) => {
    const claimed = await tx.insert(billingEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning({ id: billingEvents.id });
    if (claimed.length === 0) return null;
    return applyStripeEvent(tx, event, new Date());
  });
  if (result) await sendClaimed(deps, result);
  return { received: true, duplicate: result === null };
}
