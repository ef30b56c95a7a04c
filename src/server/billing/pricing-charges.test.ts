import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonthlyReport } from '#shared/admin/monthly-report';
import { stores, subscriptionPayments } from '../db/schema/index';
import { createAdmin, createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { chargedCents, signedEvent, startStripeStandIn, type StripeStandIn } from '../test/stripe-stand-in';

/**
 * Decision 047, from outside: what Checkout charges (through the Stripe stand-in at the HTTP
 * boundary), what a cheque must pay, and the admin's revenue from recorded payments.
 */
const SECRET = 'whsec_test_pricing';
let stripe: StripeStandIn;
let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_stand_in', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_URL: stripe.url });
  admin = await createAdmin(t);
}, 60_000);
afterAll(async () => {
  await t.close();
  await stripe.close();
});

type Store = Awaited<ReturnType<typeof createStoreWithStaff>>;

/** Owner starts Checkout; the stand-in's record of the session request (its line items). */
async function startCheckout(store: Store) {
  const response = await t.request('/api/billing/checkout', { method: 'POST', cookie: store.owner.cookie, json: {} });
  expect(response.status).toBe(200);
  const id = ((await response.json()) as { url: string }).url.split('/pay/')[1]!;
  return { id, params: stripe.sessions.get(id)!.params };
}

/** Pay the session at the stand-in and deliver its signed invoice.paid; the amount recorded for it. */
async function payAndRecord(store: Store, sessionId: string) {
  const paid = await stripe.pay(sessionId, false);
  const signed = signedEvent(SECRET, { type: 'invoice.paid', object: paid.invoice });
  const response = await t.request('/api/billing/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature }, body: signed.payload });
  expect(response.status).toBe(200);
  const [payment] = await t.db.select().from(subscriptionPayments).where(and(eq(subscriptionPayments.storeId, store.storeId), eq(subscriptionPayments.reference, paid.invoice.id)));
  return payment!.amountCents;
}

const lineAmounts = (params: Record<string, string>) =>
  Object.keys(params)
    .filter((key) => /^line_items\[\d+\]\[price_data\]\[unit_amount\]$/.test(key))
    .map((key) => Number(params[key]));

const chequeFor = (store: Store, amountCents: number, chequeNumber: string) =>
  t.request(`/api/admin/stores/${store.storeId}/cheques`, { method: 'POST', cookie: admin.cookie, json: { amountCents, chequeNumber, receivedOn: new Date().toISOString().slice(0, 10) } });

const report = async (month?: string) =>
  (await (await t.request(`/api/admin/monthly-reports${month ? `?month=${month}` : ''}`, { cookie: admin.cookie })).json()) as MonthlyReport;

describe('what a card payment charges', () => {
  it('a first card payment is $24.99 a month plus the one-time $4.99: $29.98 charged and recorded', async () => {
    const store = await createStoreWithStaff(t, 'First Card');
    const checkout = await startCheckout(store);
    expect(lineAmounts(checkout.params)).toEqual([2499, 499]);
    expect(checkout.params['line_items[0][price_data][recurring][interval]']).toBe('month');
    expect(checkout.params['line_items[1][price_data][recurring][interval]']).toBeUndefined();
    expect(chargedCents(checkout.params)).toBe(2998);
    expect(await payAndRecord(store, checkout.id)).toBe(2998);
  });

  it('a store that has paid before renews by card at the plan price, without the fee', async () => {
    const store = await createStoreWithStaff(t, 'Lapsed Card');
    await t.db.update(stores).set({ subscriptionStatus: 'expired', subscriptionEndDate: new Date(Date.now() - 5 * 86_400_000) }).where(eq(stores.id, store.storeId));
    const checkout = await startCheckout(store);
    expect(lineAmounts(checkout.params)).toEqual([2499]);
    expect(checkout.params['line_items[0][price_data][recurring][interval]']).toBe('month');
    expect(await payAndRecord(store, checkout.id)).toBe(2499);
  });

  it('a store that paid by cheque is not charged the card fee when it moves to card', async () => {
    const store = await createStoreWithStaff(t, 'Cheque Then Card');
    expect((await chequeFor(store, 2499, 'PC-1')).status).toBe(201);
    await t.db.update(stores).set({ subscriptionStatus: 'expired', subscriptionEndDate: new Date(Date.now() - 86_400_000) }).where(eq(stores.id, store.storeId));
    expect(lineAmounts((await startCheckout(store)).params)).toEqual([2499]);
  });
});

describe('what a cheque pays', () => {
  it('the owner is asked $24.99; the admin cannot record less than a month of the plan', async () => {
    const store = await createStoreWithStaff(t, 'Cheque Payer');
    const info = (await (await t.request('/api/billing/subscription', { cookie: store.owner.cookie })).json()) as { cheque: { amountCents: number } };
    expect(info.cheque.amountCents).toBe(2499);
    const below = await chequeFor(store, 2498, 'PC-LOW');
    expect(below.status).toBe(422);
    expect(await below.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: { amountCents: 'below_plan_price' } } });
    expect(await t.db.select().from(subscriptionPayments).where(eq(subscriptionPayments.storeId, store.storeId))).toHaveLength(0);
    expect((await chequeFor(store, 2499, 'PC-OK')).status).toBe(201);
  });
});

describe("the admin's monthly revenue", () => {
  it('is the payments recorded in the month; the recurring estimate is approved stores × $24.99', async () => {
    const before = await report();
    const card = await createStoreWithStaff(t, 'Revenue Card');
    const cheque = await createStoreWithStaff(t, 'Revenue Cheque');
    expect(await payAndRecord(card, (await startCheckout(card)).id)).toBe(2998);
    expect((await chequeFor(cheque, 2499, 'REV-1')).status).toBe(201);
    // A payment of another month counts in that month only.
    await t.db.insert(subscriptionPayments).values({ storeId: cheque.storeId, method: 'check', amountCents: 2499, receivedAt: new Date('2020-01-15T12:00:00Z'), reference: 'REV-OLD' });
    const after = await report();
    expect(after.monthlyRevenueCents - before.monthlyRevenueCents).toBe(2998 + 2499);
    expect(after.recurringEstimateCents).toBe(after.approvedStores * 2499);
    expect(after.approvedStores - before.approvedStores).toBe(2);
    expect((await report('2020-01')).monthlyRevenueCents).toBe(2499);
  });
});
