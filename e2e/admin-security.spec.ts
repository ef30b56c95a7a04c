import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_ORIGIN } from './support/stack';
import { waitForMailLink } from './support/mail';
import { signInThroughUi, strongPassword, uniqueEmail } from './support/pages';

/**
 * Issue 13 items 7–9: an admin reads a store's suspension in /admin/security, runs the daily credit
 * reset at /dashboard/admin and sees the count, and the monthly report shows its cards.
 */
const origin = { origin: E2E_ORIGIN };

/** A verified owner past setup, with a customer who took credit today (their daily credit is active). */
async function ownerWithCreditToday(storeName: string) {
  const api = await playwrightRequest.newContext({ baseURL: E2E_ORIGIN, extraHTTPHeaders: origin });
  const email = uniqueEmail('security-owner');
  const store = { street: '3 Ash St', city: 'Springfield', state: 'IL', zip: '62701', phone: '+12175550191', timezone: 'America/Chicago' };
  const signup = await api.post('/api/signup', {
    data: { firstName: 'Sam', lastName: 'Suspended', email, password: strongPassword, storeName, storeStreet: store.street, storeCity: store.city, storeState: store.state, storeZip: store.zip, storePhone: store.phone, timezone: store.timezone },
  });
  expect(signup.status()).toBe(201);
  expect((await api.get(await waitForMailLink(email, '/api/auth/verify-email'), { maxRedirects: 0 })).status()).toBe(302);
  expect((await api.post('/api/auth/sign-in/email', { data: { email, password: strongPassword } })).status()).toBe(200);
  const setup = await api.post('/api/stores/setup', { data: { name: storeName, ...store } });
  expect(setup.status()).toBe(201);
  const { storeId } = (await setup.json()) as { storeId: string };
  const customer = await api.post('/api/customers', { data: { name: 'Credit Today', phone: '+12175550192' } });
  expect(customer.status()).toBe(201);
  const customerId = ((await customer.json()) as { id: string }).id;
  expect((await api.post(`/api/customers/${customerId}/credit`, { data: { amountCents: 300 } })).status()).toBe(201);
  await api.dispose();
  return { storeId };
}

async function expectAccessible(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.map((v) => ({ rule: v.id, where: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) })), where).toEqual([]);
}

/** From 768 px the audit log is a fixed-layout table: long old → new values are cut, never widen it (no sideways scroll in its card). */
async function expectAuditTableFits(page: Page, where: string) {
  const region = page.getByRole('region', { name: 'Audit log entries' });
  await expect(region.locator('tbody tr').first()).toBeVisible();
  const { scrollWidth, clientWidth } = await region.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth, `the audit table scrolls sideways at ${where}`).toBeLessThanOrEqual(clientWidth);
}

test('an admin reads a suspension in /admin/security, resets daily credit, reads the monthly report @mobile', async ({ page, isMobile }, info) => {
  test.setTimeout(90_000);
  const width = isMobile ? '375' : '1280';
  const shot = (name: string, fullPage = true) => page.screenshot({ path: info.outputPath(`${name}-${width}.png`), fullPage });
  const storeName = `Suspended Deli ${info.project.name} ${Date.now() % 100000}`;
  const { storeId } = await ownerWithCreditToday(storeName);

  await signInThroughUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard\/admin$/);
  // the admin suspends the store (the store pages are another part of the admin area)
  expect((await page.request.post(`/api/admin/stores/${storeId}/suspend`, { headers: origin, data: {} })).status()).toBe(200);

  // /admin/security: filter by the store's name and the stores table: the suspension, by this admin, old → new
  await page.goto('/admin/security');
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  if (!isMobile) await expectAuditTableFits(page, '/admin/security (unfiltered)');
  await page.getByLabel('Store').fill(storeName);
  await page.getByLabel('Table').selectOption('stores');
  await page.getByLabel('Action').selectOption('UPDATE');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  const entries = isMobile ? page.getByRole('list', { name: 'Audit log entries' }) : page.getByRole('region', { name: 'Audit log entries' });
  await expect(entries).toContainText(E2E_ADMIN.email);
  await expect(entries).toContainText('subscription_status');
  await expect(entries).toContainText('suspended');
  await expect(entries).toContainText(storeName);
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', /audit-log\.csv\?store=/);
  if (!isMobile) await expectAuditTableFits(page, '/admin/security (filtered)');
  await shot('admin-security');
  await expectAccessible(page, '/admin/security (audit log filtered)');
  await page.getByRole('tab', { name: 'Sessions' }).click();
  await expect(page.getByText('This browser')).toBeVisible();
  await expectAccessible(page, '/admin/security (sessions)');
  await page.getByRole('tab', { name: 'Failed Sign-ins' }).click();
  await expect(page.getByRole('heading', { name: 'Failed Sign-in Attempts' })).toBeVisible();

  // /dashboard/admin: the daily credit reset reports how many customers it cleared (at least ours)
  await page.goto('/dashboard/admin');
  await expect(page.getByRole('link', { name: 'Open Admin Dashboard' })).toHaveAttribute('href', '/admin');
  await expect(page.getByText(/Connected · [\d.]+ ms round trip/)).toBeVisible();
  await expect(page.getByText('Writable')).toBeVisible();
  await page.getByRole('button', { name: 'Reset Daily Credit Now' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset' }).click();
  const result = page.getByRole('status').filter({ hasText: 'Reset Completed' });
  await expect(result).toBeVisible();
  const count = Number((await result.textContent())!.match(/(\d+) customers? had their daily credit reset/)![1]);
  expect(count).toBeGreaterThanOrEqual(1);
  await expect(page.getByText('Manual daily credit reset')).toBeVisible();
  if (!isMobile) await expectAuditTableFits(page, '/dashboard/admin');
  // the latest-100 audit panel below makes the full page very long: the cards fit the first screens
  await page.setViewportSize({ width: isMobile ? 375 : 1280, height: 1600 });
  await shot('admin-panel', false);
  await expectAccessible(page, '/dashboard/admin');

  // /admin/monthly-reports: the month's cards
  await page.goto('/admin/monthly-reports');
  await expect(page.getByRole('heading', { name: 'Monthly Reports', level: 1 })).toBeVisible();
  for (const title of ['Total Store Signups', 'Approved Stores', 'Pending Stores', 'Monthly Revenue', 'Conversion Rate', 'Status Breakdown']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.getByRole('progressbar', { name: 'Conversion Rate' })).toBeVisible();
  await page.getByRole('button', { name: 'Refresh Data' }).click();
  await shot('admin-monthly-reports');
  await expectAccessible(page, '/admin/monthly-reports');
});
