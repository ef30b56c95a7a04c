import { billingUrlSchema, confirmCheckoutInputSchema, subscriptionInfoSchema, webhookAnswerSchema } from '#shared/billing/billing.schemas';
import type { ErrorCode } from '#shared/errors/codes';
import { actorOf } from '../auth/session.middleware';
import { defineRoute } from '../http/route-manifest';
import { confirmCheckout, openPortal, startCheckout, subscriptionInfo } from './billing.service';
import { receiveWebhook } from './billing-webhook';

/** Without Stripe keys (409, a configuration state, not an outage), and Stripe's own failure (502). */
const paymentErrors: readonly ErrorCode[] = ['PAYMENTS_NOT_CONFIGURED', 'BILLING_PROVIDER_FAILED', 'NOT_FOUND'];

/**
 * Billing (issue 12). Only the store's owner sees or changes billing; none of it is blocked for a
 * lapsed store (paying is the way out). Stripe's webhook is anonymous and proves itself by signature.
 */
export const billingRoutes = [
  defineRoute({
    method: 'GET', path: '/billing/subscription', summary: 'The subscription card: status, dates, card payments available, cheque instructions',
    access: 'owner', blockedWhenLapsed: false, response: subscriptionInfoSchema, errors: ['NOT_FOUND'],
    handle: async (c) => c.json(await subscriptionInfo(c.get('deps'), c.get('membership')!.storeId)),
  }),
  defineRoute({
    method: 'POST', path: '/billing/checkout', summary: 'Start a Stripe Checkout for the monthly plan (+ first-month processing fee)',
    access: 'owner', blockedWhenLapsed: false, response: billingUrlSchema, errors: [...paymentErrors, 'ALREADY_SUBSCRIBED'],
    handle: async (c) => c.json(await startCheckout(c.get('deps'), c.get('membership')!.storeId)),
  }),
  defineRoute({
    method: 'POST', path: '/billing/checkout/confirm', summary: 'Back from Checkout: read the session from Stripe and apply it',
    access: 'owner', blockedWhenLapsed: false, body: confirmCheckoutInputSchema, response: subscriptionInfoSchema, errors: [...paymentErrors, 'CHECKOUT_NOT_COMPLETE'],
    handle: async (c, { body }) => c.json(await confirmCheckout(c.get('deps'), c.get('membership')!.storeId, body.sessionId, actorOf(c))),
  }),
  defineRoute({
    method: 'POST', path: '/billing/portal', summary: 'Open the Stripe Customer Portal',
    access: 'owner', blockedWhenLapsed: false, response: billingUrlSchema, errors: [...paymentErrors, 'CHECKOUT_NOT_COMPLETE'],
    handle: async (c) => c.json(await openPortal(c.get('deps'), c.get('membership')!.storeId)),
  }),
  defineRoute({
    method: 'POST', path: '/billing/webhook', summary: 'Stripe webhook (signature verified against the raw body)',
    access: 'anonymous', blockedWhenLapsed: false, body: 'text', response: webhookAnswerSchema, errors: ['INVALID_WEBHOOK'],
    handle: async (c, { body }) =>
      c.json(await receiveWebhook(c.get('deps'), body, c.req.header('stripe-signature'), { ip: c.get('clientIp'), userAgent: c.req.header('user-agent') ?? null })),
  }),
];
