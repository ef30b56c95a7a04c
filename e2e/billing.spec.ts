import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { formatDateLong, addDays } from '../src/shared/dates';
import { waitForMailLink, mailsTo } from './support/mail';
import { signInThroughUi, strongPassword, uniqueEmail } from './support/pages';
import { E2E_ADMIN, E2E_ORIGIN } from './support/stack';

/**
 * Issue 12 browser walk (375 px and desktop): the trial card and its dates; Subscribe goes to the
 * local Stripe stand-in and back, and its signed webhook makes the card Active; an admin suspends
 * the store (through the API) → banner, Give Credit disabled, the API refuses a direct write; the
 * admin records a cheque → writes work again.
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

async function adminApi() {
  const admin = await playwrightRequest.newContext({ baseURL: E2E_ORIGIN, extraHTTPHeaders: origin });
  const signIn = await admin.post('/api/auth/sign-in/email', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(signIn.status()).toBe(200);
  return admin;
}

test('trial, card checkout through the Stripe stand-in, suspension and a cheque @mobile', async ({ page, isMobile }, testInfo) => {
  test.setTimeout(80_000);
  const email = uniqueEmail('billing');
  await newOwner(page, email);
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}-${isMobile ? '375' : '1280'}.png`), fullPage: true });

  // The trial card: blue Trial badge, its end date 15 days on, Subscribe Now, and the cheque instructions.
  const card = page.getByRole('region', { name: 'Subscription' }).or(page.locator('#subscription'));
  await expect(page.getByTestId('subscription-badge')).toHaveText('Trial');
  // The store's days: /setup saves the browser's time zone, which is the machine's.
  const storeZone = await page.evaluate(async () => ((await (await fetch('/api/session')).json()) as { store: { timezone: string } }).store.timezone);
  const trialEnd = formatDateLong(addDays(new Date(), 15), storeZone);
  await expect(page.getByTestId('subscription-description')).toHaveText(`Your free trial ends on ${trialEnd}.`);
  await expect(card.getByRole('heading', { name: 'Pay by cheque' })).toBeVisible();
  await expect(page.getByTestId('cheque-amount')).toHaveText('$29.99 for the first month');
  await expect(card.getByText(email)).toBeVisible();
  await expect(card.getByText(/Allow 5-7 business days/)).toBeVisible();
  await shot('billing-trial');
  await expectNoAxeViolations(page, 'trial card with cheque instructions');

  // Subscribe Now: Stripe Checkout (the stand-in) opens in a new tab; paying sends the signed webhooks and comes back.
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Subscribe Now' }).click();
  const checkout = await popupPromise;
  await expect(checkout.getByRole('heading', { name: 'Checkout (Stripe stand-in)' })).toBeVisible();
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
  const cheque = await admin.post(`/api/admin/stores/${session.store.id}/cheques`, { data: { amountCents: 2999, chequeNumber: `E2E-${Date.now()}`, receivedOn: today } });
  expect(cheque.status()).toBe(201);
  await page.goto(`/dashboard/customers/${customerId}`);
  await expect(page.getByRole('heading', { name: 'Credit & Status' })).toBeVisible();
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Give Credit' })).toBeEnabled();
  const allowed = await page.request.post(`/api/customers/${customerId}/credit`, { headers: origin, data: { amountCents: 500 } });
  expect(allowed.status()).toBe(201);
  await expect.poll(() => mailsTo(email).filter((m) => m.includes('cheque payment')).length).toBe(1);
  await admin.dispose();
});
