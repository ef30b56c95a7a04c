import { type CallTable } from './call';

/** Billing. One valid request per route (decision 019's matrix and the fuzz suite). */
export const billingCalls: CallTable = {
  'POST /billing/checkout': () => ({ path: '/api/billing/checkout', json: {} }),
  'POST /billing/portal': () => ({ path: '/api/billing/portal', json: {} }),
  'GET /billing/subscription': () => ({ path: '/api/billing/subscription' }),
  'POST /billing/checkout/confirm': () => ({ path: '/api/billing/checkout/confirm', json: { sessionId: 'cs_test_unknown' } }),
  // Unsigned: a signed delivery needs Stripe configured (src/server/billing/billing.test.ts sends real ones).
  'POST /billing/webhook': () => ({ path: '/api/billing/webhook', json: { id: 'evt_unsigned', type: 'invoice.paid' } }),
};
