import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForMailLink } from './support/mail';
import { expectToast, strongPassword, uniqueEmail } from './support/pages';
import { E2E_ADMIN, E2E_ORIGIN } from './support/stack';

/**
 * Issue 13, the admin stores pages: an admin finds a store by its owner's email, suspends it (the
 * owner's next write is refused), extends its trial by 14 days (the date moves), saves notes,
 * reactivates; and deletes a throwaway store. At 375 px (@mobile) and 1280 px; axe on both pages.
 */
const origin = { origin: E2E_ORIGIN };

async function expectNoAxeViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.map((v) => ({ rule: v.id, where: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) })), where).toEqual([]);
}

/** A store past setup, its owner signed in on a request context of their own. */
async function newStore(storeName: string): Promise<{ email: string; owner: APIRequestContext; storeId: string }> {
  const email = uniqueEmail('admin-stores');
  const owner = await playwrightRequest.newContext({ baseURL: E2E_ORIGIN, extraHTTPHeaders: origin });
  const signup = await owner.post('/api/signup', {
    data: {
      firstName: 'Sam', lastName: 'Storekeeper', email, password: strongPassword, storeName,
      storeStreet: '3 Pine St', storeCity: 'Austin', storeState: 'TX', storeZip: '78701', storePhone: '+15125550190', timezone: 'America/Chicago',
    },
  });
  expect(signup.status()).toBe(201);
  expect((await owner.get(await waitForMailLink(email, '/api/auth/verify-email'))).ok()).toBe(true);
  expect((await owner.post('/api/auth/sign-in/email', { data: { email, password: strongPassword } })).ok()).toBe(true);
  const setup = await owner.post('/api/stores/setup', {
    data: { name: storeName, street: '3 Pine St', city: 'Austin', state: 'TX', zip: '78701', phone: '+15125550190', timezone: 'America/Chicago' },
  });
  expect(setup.status()).toBe(201);
  return { email, owner, storeId: ((await setup.json()) as { storeId: string }).storeId };
}

test('an admin finds, suspends, extends, annotates, reactivates and deletes stores @mobile', async ({ page, isMobile }, testInfo) => {
  test.setTimeout(90_000);
  const suffix = Date.now().toString(36);
  const kept = await newStore(`Walk Market ${suffix}`);
  const doomed = await newStore(`Throwaway Shop ${suffix}`);
  const shot = (name: string) => page.screenshot({ path: testInfo.outputPath(`${name}-${isMobile ? '375' : '1280'}.png`), fullPage: true });

  expect((await page.request.post('/api/auth/sign-in/email', { headers: origin, data: E2E_ADMIN })).ok()).toBe(true);
  await page.goto('/admin/stores');
  await expect(page.getByRole('heading', { name: 'Store Management', level: 1 })).toBeVisible();

  // Find the store by its owner's email.
  await page.getByLabel('Search').fill(kept.email.toUpperCase());
  const view = page.getByRole('link', { name: `View Walk Market ${suffix}` }).locator('visible=true');
  await expect(view).toHaveCount(1);
  await expect(page.getByText('Page 1 of 1 · 1 store', { exact: true })).toBeVisible();
  await shot('admin-stores-list');
  await expectNoAxeViolations(page, '/admin/stores');

  // Suspend from the row menu: the owner's next write is refused.
  await page.getByRole('button', { name: `Suspend Walk Market ${suffix}` }).locator('visible=true').click();
  await expectToast(page, 'Store Updated');
  await expect(page.getByRole('button', { name: `Reactivate Walk Market ${suffix}` }).locator('visible=true')).toBeVisible();
  const refused = await kept.owner.post('/api/customers', { data: { name: 'Refused Customer', phone: '+15125550191' } });
  expect(refused.status()).toBe(402);

  // The detail page: extend the trial by 14 days (the date moves), with notes; reactivate.
  await view.click();
  await expect(page.getByRole('heading', { name: `Walk Market ${suffix}`, level: 1 })).toBeVisible();
  await expect(page.getByText(kept.email)).toBeVisible();
  const before = await page.getByTestId('trial-end').textContent();
  await page.getByLabel('Admin Notes').fill('Owner called; trial extended by two weeks.');
  await page.getByLabel('Extend trial by').selectOption('14');
  await page.getByRole('button', { name: 'Extend Trial' }).click();
  await expectToast(page, 'Store Updated');
  await expect(page.getByTestId('trial-end')).not.toHaveText(before ?? '');
  await page.getByRole('button', { name: 'Reactivate Store' }).click();
  await expect(page.getByRole('button', { name: 'Suspend Store' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Admin Notes')).toHaveValue('Owner called; trial extended by two weeks.');
  const allowed = await kept.owner.post('/api/customers', { data: { name: 'Allowed Customer', phone: '+15125550192' } });
  expect(allowed.status()).toBe(201);
  await shot('admin-store-detail');
  await expectNoAxeViolations(page, '/admin/stores/:id');

  // Delete the throwaway store from the list, after the confirmation.
  await page.getByRole('link', { name: 'Back to Stores' }).click();
  await page.getByLabel('Search').fill(`Throwaway Shop ${suffix}`);
  await page.getByRole('button', { name: `Delete Throwaway Shop ${suffix}` }).locator('visible=true').click();
  await expect(page.getByRole('alertdialog')).toContainText(
    `Are you sure you want to delete "Throwaway Shop ${suffix}"? This action cannot be undone and will remove all associated data.`,
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Store Deleted');
  await expect(page.getByText('No stores found')).toBeVisible();
  expect(await (await doomed.owner.get('/api/session')).json()).toBeNull();
  expect((await page.request.get(`/api/admin/stores/${doomed.storeId}`)).status()).toBe(404);

  // An unknown store id: 'Store not found'.
  await page.goto(`/admin/stores/${doomed.storeId}`);
  await expect(page.getByText('Store not found')).toBeVisible();
  await kept.owner.dispose();
  await doomed.owner.dispose();
});
