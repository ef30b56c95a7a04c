import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { billingEvents, securityAuditLog, stores, subscriptionPayments } from '../db/schema/index';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { allowConsoleError } from '../../test-support/fail-on-console-error';
import { DAY_S, paidObjects, signedEvent, startStripeStandIn, type StripeStandIn } from '../test/stripe-stand-in';

/**
 * Issue 12, card payments: the real `stripe` SDK against a local stand-in for Stripe's API, and real
 * signed webhook deliveries (the SDK's test-header helper). No network.
 */
const SECRET = 'whsec_test_corner_store_secret';
let stripe: StripeStandIn;
let t: TestApp;
let staff: Awaited<ReturnType<typeof createStoreWithStaff>>;
let other: Awaited<ReturnType<typeof createStoreWithStaff>>;

beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_stand_in', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_URL: stripe.url });
  staff = await createStoreWithStaff(t, 'Rosa Market');
  other = await createStoreWithStaff(t, 'Canary Corner');
}, 60_000);
afterAll(async () => {
  await t.close();
  await stripe.close();
});

const now = () => Math.floor(Date.now() / 1000);
async function storeOf(id: string) {
  const [row] = await t.db.select().from(stores).where(eq(stores.id, id));
  return row!;
}
async function resetStore(id: string) {
  await t.db.update(stores).set({ subscriptionStatus: 'trial', subscriptionEndDate: null, subscriptionStartDate: null, billingEventKey: null, paymentCustomerId: null, paymentSubscriptionId: null }).where(eq(stores.id, id));
}
function post(event: Parameters<typeof signedEvent>[1], secret = SECRET) {
  const signed = signedEvent(secret, event);
  return t.request('/api/billing/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature }, body: signed.payload });
}
const mailsTo = (email: string, subject: string) => t.sent.filter((m) => m.to === email && m.subject.includes(subject)).length;

beforeEach(async () => {
  await resetStore(staff.storeId);
});

describe('checkout and portal', () => {
  it('opens Stripe Checkout for $24.99/month plus the one-time $4.99 fee, tied to the store', async () => {
    const response = await t.request('/api/billing/checkout', { method: 'POST', cookie: staff.owner.cookie, json: {} });
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_`));
    const call = stripe.requests.at(-1)!;
    expect(call.path).toBe('/v1/checkout/sessions');
    expect(call.authorization).toBe('Bearer sk_test_stand_in');
    expect(call.params).toMatchObject({
      mode: 'subscription',
      client_reference_id: staff.storeId,
      customer_email: staff.owner.email,
      'line_items[0][price_data][unit_amount]': '2499',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[1][price_data][unit_amount]': '499',
      'subscription_data[metadata][storeId]': staff.storeId,
    });
    expect(call.params['line_items[1][price_data][recurring][interval]']).toBeUndefined();
    expect(call.params.success_url).toBe('http://localhost:3999/dashboard?checkout=success&session_id={CHECKOUT_SESSION_ID}');
  });

  it('a store already paying by card cannot start a second subscription (409)', async () => {
    await t.db.update(stores).set({ subscriptionStatus: 'active', subscriptionEndDate: new Date(Date.now() + 86_400_000), paymentSubscriptionId: 'sub_existing' }).where(eq(stores.id, staff.storeId));
    const response = await t.request('/api/billing/checkout', { method: 'POST', cookie: staff.owner.cookie, json: {} });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: 'ALREADY_SUBSCRIBED' } });
  });

  it('a failing provider is 502 BILLING_PROVIDER_FAILED, never a 500', async () => {
    allowConsoleError();
    stripe.failNextCalls(2);
    const response = await t.request('/api/billing/checkout', { method: 'POST', cookie: staff.owner.cookie, json: {} });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: { code: 'BILLING_PROVIDER_FAILED' } });
  });

  it('only the owner: employee 403, signed out 401', async () => {
    for (const path of ['/api/billing/checkout', '/api/billing/portal', '/api/billing/checkout/confirm']) {
      const json = path.endsWith('confirm') ? { sessionId: 'cs_x' } : {};
      expect((await t.request(path, { method: 'POST', cookie: staff.employee.cookie, json })).status).toBe(403);
      expect((await t.request(path, { method: 'POST', json })).status).toBe(401);
    }
    expect((await t.request('/api/billing/subscription', { cookie: staff.employee.cookie })).status).toBe(403);
  });

  it('portal: needs a card customer, then opens the Customer Portal for it', async () => {
    const before = await t.request('/api/billing/portal', { method: 'POST', cookie: staff.owner.cookie, json: {} });
    expect(before.status).toBe(409);
    await t.db.update(stores).set({ paymentCustomerId: 'cus_test_rosa' }).where(eq(stores.id, staff.storeId));
    const response = await t.request('/api/billing/portal', { method: 'POST', cookie: staff.owner.cookie, json: {} });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { url: string }).url).toContain('/portal/');
    expect(stripe.portalSessions.at(-1)).toMatchObject({ customer: 'cus_test_rosa', return_url: 'http://localhost:3999/dashboard' });
  });
});

describe('return from checkout and the webhook, in either order', () => {
  async function startAndPay(deliver: boolean) {
    const response = await t.request('/api/billing/checkout', { method: 'POST', cookie: staff.owner.cookie, json: {} });
    const id = ((await response.json()) as { url: string }).url.split('/pay/')[1]!;
    return stripe.pay(id, deliver);
  }
  const confirm = (sessionId: string, cookie = staff.owner.cookie) => t.request('/api/billing/checkout/confirm', { method: 'POST', cookie, json: { sessionId } });

  it('redirect first: confirm reads the session from Stripe and activates; the later webhook changes nothing more', async () => {
    const paid = await startAndPay(false);
    const response = await confirm(paid.session.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ subscriptionStatus: 'active', subscribed: true, lapsed: null });
    const after = await storeOf(staff.storeId);
    expect(await (await post({ type: 'invoice.paid', object: paid.invoice })).json()).toEqual({ received: true, duplicate: false });
    const end = await storeOf(staff.storeId);
    expect(end.subscriptionStatus).toBe('active');
    expect(end.subscriptionEndDate).toEqual(after.subscriptionEndDate);
    expect(end.paymentSubscriptionId).toBe(paid.session.subscription);
  });

  it('webhook first: the store is active before the owner is back; confirm then agrees', async () => {
    const paid = await startAndPay(false);
    expect((await post({ type: 'invoice.paid', object: paid.invoice })).status).toBe(200);
    expect((await storeOf(staff.storeId)).subscriptionStatus).toBe('active');
    const info = (await (await t.request('/api/billing/subscription', { cookie: staff.owner.cookie })).json()) as { subscriptionStatus: string };
    expect(info.subscriptionStatus).toBe('active');
    expect((await confirm(paid.session.id)).status).toBe(200);
    const payments = await t.db.select().from(subscriptionPayments).where(and(eq(subscriptionPayments.storeId, staff.storeId), eq(subscriptionPayments.reference, paid.invoice.id)));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ method: 'card', amountCents: 2998 });
  });

  it('the redirect alone never activates: an unpaid session, another store’s session, a made-up id', async () => {
    const response = await t.request('/api/billing/checkout', { method: 'POST', cookie: staff.owner.cookie, json: {} });
    const id = ((await response.json()) as { url: string }).url.split('/pay/')[1]!;
    expect((await confirm(id)).status).toBe(409);
    await stripe.pay(id, false);
    expect((await confirm(id, other.owner.cookie)).status).toBe(404);
    expect((await confirm('cs_test_made_up')).status).toBe(404);
    expect((await storeOf(other.storeId)).subscriptionStatus).toBe('trial');
  });
});

describe('webhook signature', () => {
  const objects = () => paidObjects({ storeId: staff.storeId, customer: 'cus_sig', subscription: 'sub_sig', periodEnd: now() + 30 * DAY_S });

  it('unsigned, wrongly signed, tampered or stale deliveries are 400 and change nothing', async () => {
    const { invoice } = objects();
    const good = signedEvent(SECRET, { type: 'invoice.paid', object: invoice });
    const cases: Array<[string, string | undefined, string]> = [
      ['unsigned', undefined, good.payload],
      ['wrong secret', signedEvent('whsec_wrong', { type: 'invoice.paid', object: invoice }).signature, good.payload],
      ['tampered body', good.signature, good.payload.replace('"amount_paid":2499', '"amount_paid":1')],
      ['garbage header', 't=1,v1=abc', good.payload],
    ];
    const stale = signedEvent(SECRET, { type: 'invoice.paid', object: invoice });
    const staleHeader = stale.signature.replace(/t=\d+/, `t=${now() - 600}`);
    cases.push(['stale (10 minutes old)', staleHeader, stale.payload]);
    for (const [label, signature, body] of cases) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (signature) headers['stripe-signature'] = signature;
      const response = await t.request('/api/billing/webhook', { method: 'POST', headers, body });
      expect(response.status, label).toBe(400);
      expect(await response.json()).toEqual({ error: { code: 'INVALID_WEBHOOK' } });
    }
    expect((await storeOf(staff.storeId)).subscriptionStatus).toBe('trial');
  });

  it('each event id changes state once: a replay and 50 concurrent duplicates', async () => {
    const { invoice } = objects();
    const signed = signedEvent(SECRET, { id: 'evt_dup_1', type: 'invoice.paid', object: invoice });
    const send = () => t.request('/api/billing/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature }, body: signed.payload });
    const answers = await Promise.all(Array.from({ length: 50 }, send));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const bodies = (await Promise.all(answers.map((r) => r.json()))) as Array<{ duplicate: boolean }>;
    expect(bodies.filter((b) => !b.duplicate)).toHaveLength(1);
    expect(await t.db.select().from(billingEvents).where(eq(billingEvents.id, 'evt_dup_1'))).toHaveLength(1);
    expect(await t.db.select().from(subscriptionPayments).where(eq(subscriptionPayments.reference, invoice.id))).toHaveLength(1);
    expect(mailsTo(staff.owner.email, 'Payment received')).toBeGreaterThanOrEqual(1);
    const receipts = t.sent.filter((m) => m.to === staff.owner.email && m.subject.includes('Payment received') && m.text.includes('card')).length;
    await send();
    expect(t.sent.filter((m) => m.to === staff.owner.email && m.subject.includes('Payment received') && m.text.includes('card')).length).toBe(receipts);
  });

  it('billing changes made by Stripe are audited as "stripe"', async () => {
    await post({ type: 'invoice.paid', object: objects().invoice });
    const rows = await t.db.select().from(securityAuditLog).where(and(eq(securityAuditLog.tableName, 'stores'), eq(securityAuditLog.recordId, staff.storeId), eq(securityAuditLog.userId, 'stripe')));
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('events out of order never move a store backwards', () => {
  const sub = 'sub_order';
  const base = () => ({ storeId: staff.storeId, customer: 'cus_order', subscription: sub });
  const subscriptionEvent = (status: string, periodEnd: number) => ({ ...paidObjects({ ...base(), periodEnd }).subscription, status });

  it('a cancellation that arrives before an older "active" update stays cancelled (and mails once)', async () => {
    const t0 = now() - 100;
    await post({ type: 'customer.subscription.deleted', created: t0 + 50, object: subscriptionEvent('canceled', t0 + 30 * DAY_S) });
    await post({ type: 'customer.subscription.updated', created: t0, object: subscriptionEvent('active', t0 + 30 * DAY_S) });
    const store = await storeOf(staff.storeId);
    expect(store.subscriptionStatus).toBe('expired');
    // The late event still says the period was paid: the paid end grows, the status does not move.
    expect(store.subscriptionEndDate).toEqual(new Date((t0 + 30 * DAY_S) * 1000));
    expect(mailsTo(staff.owner.email, 'subscription was cancelled')).toBe(1);
  });

  it('an older invoice never shortens the paid end; a renewal moves it forward', async () => {
    const t0 = now();
    const second = paidObjects({ ...base(), periodEnd: t0 + 60 * DAY_S }).invoice;
    const first = paidObjects({ ...base(), periodEnd: t0 + 30 * DAY_S }).invoice;
    await post({ type: 'invoice.paid', created: t0, object: second });
    await post({ type: 'invoice.paid', created: t0 - 30 * DAY_S, object: first });
    expect((await storeOf(staff.storeId)).subscriptionEndDate).toEqual(new Date((t0 + 60 * DAY_S) * 1000));
  });

  it('past due → suspended (payment failed mail once); a later payment → active', async () => {
    const t0 = now() - 50;
    const invoice = { ...paidObjects({ ...base(), periodEnd: t0 + 30 * DAY_S }).invoice, id: 'in_failed_1', amount_due: 2499 };
    await post({ type: 'invoice.payment_failed', created: t0, object: invoice });
    await post({ type: 'invoice.payment_failed', created: t0, object: invoice });
    await post({ type: 'customer.subscription.updated', created: t0, object: subscriptionEvent('past_due', t0) });
    expect((await storeOf(staff.storeId)).subscriptionStatus).toBe('suspended');
    expect(mailsTo(staff.owner.email, 'payment failed')).toBe(1);
    await post({ type: 'invoice.paid', created: t0 + 10, object: paidObjects({ ...base(), periodEnd: t0 + 30 * DAY_S }).invoice });
    expect((await storeOf(staff.storeId)).subscriptionStatus).toBe('active');
  });
});

describe('without Stripe keys', () => {
  it('card actions answer 409 PAYMENTS_NOT_CONFIGURED and the card says card payments are off', async () => {
    const bare = await createTestApp();
    try {
      const s = await createStoreWithStaff(bare, 'No Keys');
      const response = await bare.request('/api/billing/checkout', { method: 'POST', cookie: s.owner.cookie, json: {} });
      expect(response.status).toBe(409);
      const info = (await (await bare.request('/api/billing/subscription', { cookie: s.owner.cookie })).json()) as Record<string, unknown>;
      expect(info).toMatchObject({ cardPaymentsEnabled: false, subscriptionStatus: 'trial', cheque: { amountCents: 2499, memo: s.owner.email } });
    } finally {
      await bare.close();
    }
  });
});
