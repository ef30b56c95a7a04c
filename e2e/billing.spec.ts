import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { formatDateLong, addDays } from '../src/shared/dates';
import { DAY_S, paidObjects, signedEvent } from '../src/server/test/stripe-stand-in';
import { waitForMailLink, mailsTo } from './support/mail';
import { signInThroughUi, strongPassword, uniqueEmail } from './support/pages';
import { E2E_ADMIN, E2E_ORIGIN, E2E_STRIPE_WEBHOOK_SECRET } from './support/stack';

/**
 * Issue 12 browser walk (375 px and desktop): the trial card and its dates; Subscribe goes to the
 * local Stripe stand-in and back, and its signed webhook makes the card Active; an admin suspends
 * the store (through the API) → banner, Give Credit disabled, the API refuses a direct write; the
 * admin records a cheque → writes work again. Prices add up line by line (decision 047); coming back
 * from Checkout unpaid or with an unknown session says what happened; when the card subscription is
 * cancelled (Stripe's signed webhook) the expired store shows one alert and is offered renewal at
 * the plan price.
 */
const origin = { origin: E2E_ORIGIN };

async function expectNoAxeViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.map((v) => ({ rule: v.id, where: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) })), where).toEqual([]);
}

async function newOwner(page: Page, email: string) {
  const signup = await page.request.post('/api/signup', {
    headers: origin,
    data: {
      firstName: 'Bea', lastName: 'Billing', email, password: strongPassword, storeName: 'Billing Bodega',
      storeStreet: '7 Oak St', storeCity: 'Austin', storeState: 'TX', storeZip: '78701', storePhone: '+15125550177', timezone: 'America/Chicago',
    },
  });
  expect(signup.status()).toBe(201);
  await page.goto(await waitForMailLink(email, '/api/auth/verify-email'));
  await signInThroughUi(page, email, strongPassword);
  await expect(page).toHaveURL(/\/setup$/);
  await page.getByRole('button', { name: 'Create Store & Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Stripe's signed webhook when the owner cancels in the Customer Portal (what the stand-in cannot send by itself). */
async function cancelCardSubscription(page: Page, storeId: string, standIn: string, sessionId: string) {
  const session = (await (await page.request.get(`${standIn}/v1/checkout/sessions/${sessionId}`)).json()) as { customer: string; subscription: string };
  const objects = paidObjects({ storeId, customer: session.customer, subscription: session.subscription, periodEnd: Math.floor(Date.now() / 1000) + 30 * DAY_S });
  const signed = signedEvent(E2E_STRIPE_WEBHOOK_SECRET, { type: 'customer.subscription.deleted', object: { ...objects.subscription, status: 'canceled' } });
  // Stripe is no browser: no cookies, no Origin.
  const stripe = await playwrightRequest.newContext({ baseURL: E2E_ORIGIN });
  const response = await stripe.post('/api/billing/webhook', { headers: { 'content-type': 'application/json', 'stripe-signature': signed.signature }, data: signed.payload });
  expect(response.status()).toBe(200);
  await stripe.dispose();
}

/** Back from Checkout with a session id that is not paid (or not this store's): the card says what happened. */
async function expectCheckoutReturn(page: Page, sessionId: string, title: string, advice: RegExp) {
  await page.goto(`/dashboard?checkout=success&session_id=${sessionId}`);
  const notice = page.getByTestId('checkout-return-notice');
  await expect(notice).toContainText(title);
  await expect(notice).toContainText(advice);
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function adminApi() {
  const admin = await playwrightRequest.newContext({ baseURL: E2E_ORIGIN, extraHTTPHeaders: origin });
  const signIn = await admin.post('/api/auth/sign-in/email', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(signIn.status()).toBe(200);
  return admin;
}

test('trial, card checkout through the Stripe stand-in, suspension and a cheque @mobile', async ({ page, isMobile }, testInfo) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('billing');
  await newOwner(page, email);
  const shot = async (name: string) => {
    const file = `${name}-${isMobile ? '375' : '1280'}.png`;
    await page.screenshot({ path: testInfo.outputPath(file), fullPage: true });
    await page.screenshot({ path: `tmp/screens/${file}`, fullPage: true });
  };

  // The trial card: blue Trial badge, its end date 15 days on, Subscribe Now, and the cheque instructions.
  const card = page.getByRole('region', { name: 'Subscription' }).or(page.locator('#subscription'));
  await expect(page.getByTestId('subscription-badge')).toHaveText('Trial');
  // The store's days: /setup saves the browser's time zone, which is the machine's.
  const storeZone = await page.evaluate(async () => ((await (await fetch('/api/session')).json()) as { store: { timezone: string } }).store.timezone);
  const trialEnd = formatDateLong(addDays(new Date(), 15), storeZone);
  await expect(page.getByTestId('subscription-description')).toHaveText(`Your free trial ends on ${trialEnd}.`);
  await expect(card.getByRole('heading', { name: 'Pay by cheque' })).toBeVisible();
  await expect(page.getByTestId('cheque-amount')).toHaveText('$24.99 a month');
  // The first card month, line by line: $24.99 + $4.99 = $29.98.
  const price = page.getByTestId('card-price');
  await expect(price).toContainText(/Monthly plan\s*\$24\.99/);
  await expect(price).toContainText(/Card processing fee \(first payment only\)\s*\$4\.99/);
  await expect(price).toContainText(/First month by card\s*\$29\.98/);
  await expect(price).toContainText('Then $24.99 a month.');
  await expect(card.getByText(email)).toBeVisible();
  await expect(card.getByText(/Allow 5-7 business days/)).toBeVisible();
  await shot('billing-trial');
  await expectNoAxeViolations(page, 'trial card with cheque instructions');

  // Back from Checkout without paying, or with a session that is not this store's: the card says what happened and what to do.
  const unpaid = (await (await page.request.post('/api/billing/checkout', { headers: origin, data: {} })).json()) as { url: string };
  await expectCheckoutReturn(page, unpaid.url.split('/pay/')[1]!, 'Payment not completed', /nothing was charged.*Choose Subscribe Now to try again/);
  await shot('billing-checkout-unpaid');
  await expectNoAxeViolations(page, 'checkout return: unpaid');
  await page.getByRole('button', { name: 'Close message' }).click();
  await expect(page.getByTestId('checkout-return-notice')).toHaveCount(0);
  await expectCheckoutReturn(page, 'cs_test_made_up', 'Checkout not found', /does not belong to your store.*Subscribe Now to start again/);
  await page.goto('/dashboard?checkout=cancelled');
  await expect(page.getByTestId('checkout-return-notice')).toContainText('Checkout cancelled');
  await expect(page.getByTestId('subscription-badge')).toHaveText('Trial');

  // Subscribe Now: Stripe Checkout (the stand-in) opens in a new tab; paying sends the signed webhooks and comes back.
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  const checkout = await popupPromise;
  await expect(checkout.getByRole('heading', { name: 'Checkout (Stripe stand-in)' })).toBeVisible();
  const checkoutUrl = new URL(checkout.url());
  await checkout.getByRole('button', { name: 'Pay' }).click();
  await expect(checkout).toHaveURL(/\/dashboard$/);
  await expect(checkout.getByTestId('subscription-badge')).toHaveText('Active');
  await checkout.close();
  // The first tab: Active without a manual refresh.
  await expect(page.getByTestId('subscription-badge')).toHaveText('Active', { timeout: 15_000 });
  await expect(page.getByTestId('subscription-description')).toContainText('Your subscription is active until');
  await expect(page.getByRole('button', { name: 'Manage Subscription' })).toBeVisible();
  // The signed invoice.paid webhook was processed: the owner's receipt.
  await expect.poll(() => mailsTo(email).filter((m) => m.includes('Payment received')).length).toBe(1);
  expect(mailsTo(email).find((m) => m.includes('Payment received'))).toContain('$29.98');
  await shot('billing-active');
  // Manage Subscription: the Stripe Customer Portal (the stand-in's) in a new tab.
  const portalPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Manage Subscription' }).click();
  const portal = await portalPromise;
  await expect(portal.getByRole('heading', { name: 'Customer portal (Stripe stand-in)' })).toBeVisible();
  await portal.close();

  // A customer to try writes on.
  const session = (await (await page.request.get('/api/session')).json()) as { store: { id: string } };
  const created = await page.request.post('/api/customers', { headers: origin, data: { name: 'Lapse Tester', phone: '+15125550178' } });
  expect(created.status()).toBe(201);
  const customerId = ((await created.json()) as { id: string }).id;

  // The admin suspends the store: banner on every page, Give Credit disabled, the API refuses a write.
  const admin = await adminApi();
  expect((await admin.post(`/api/admin/stores/${session.store.id}/suspend`, { data: {} })).status()).toBe(200);
  await page.goto(`/dashboard/customers/${customerId}`);
  const banner = page.getByTestId('lapsed-banner');
  await expect(banner).toContainText('Store suspended');
  await expect(banner).toContainText('changes cannot be saved');
  await expect(page.getByRole('button', { name: 'Give Credit' })).toBeDisabled();
  await expect(page.getByText('This store is suspended. Changes cannot be saved until it is reactivated.')).toBeVisible();
  const refused = await page.request.post(`/api/customers/${customerId}/credit`, { headers: origin, data: { amountCents: 500 } });
  expect(refused.status()).toBe(402);
  expect(await refused.json()).toEqual({ error: { code: 'SUBSCRIPTION_LAPSED' } });
  await shot('billing-suspended');
  await expectNoAxeViolations(page, 'suspended store: banner and disabled writes');
  await page.goto('/dashboard/customers');
  await expect(banner).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Customer' })).toBeDisabled();
  const today = new Date().toISOString().slice(0, 10);

  // The admin records a cheque: writes work again at once.
  const cheque = await admin.post(`/api/admin/stores/${session.store.id}/cheques`, { data: { amountCents: 2499, chequeNumber: `E2E-${Date.now()}`, receivedOn: today } });
  expect(cheque.status()).toBe(201);
  await page.goto(`/dashboard/customers/${customerId}`);
  await expect(page.getByRole('heading', { name: 'Credit & Status' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Give Credit' })).toBeEnabled();
  const allowed = await page.request.post(`/api/customers/${customerId}/credit`, { headers: origin, data: { amountCents: 500 } });
  expect(allowed.status()).toBe(201);
  await expect.poll(() => mailsTo(email).filter((m) => m.includes('cheque payment')).length).toBe(1);
  await admin.dispose();

  // The owner cancels the card subscription (Stripe's signed webhook): expired, one alert, renewal at the plan price.
  await cancelCardSubscription(page, session.store.id, checkoutUrl.origin, checkoutUrl.pathname.split('/pay/')[1]!);
  await page.goto('/dashboard');
  await expect(page.getByTestId('subscription-badge')).toHaveText('Expired');
  await expect(banner).toContainText('Action Required');
  await expect(banner).toContainText('Your subscription has expired.');
  await expect(banner.getByRole('link', { name: 'Reactivate Subscription' })).toBeVisible();
  await expect(page.getByText('Action Required')).toHaveCount(1);
  await expect(page.getByText(/Reactivate it to keep recording/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reactivate Subscription' })).toBeVisible();
  await expect(price).toContainText(/Monthly plan\s*\$24\.99/);
  await expect(price).toContainText('no processing fee');
  await expect(price).not.toContainText('$4.99');
  await expect(page.getByTestId('cheque-amount')).toHaveText('$24.99 a month');
  await shot('billing-expired');
  await expectNoAxeViolations(page, 'expired store: one alert, renewal price');
});
