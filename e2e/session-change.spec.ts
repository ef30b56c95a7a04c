import { expect, request as playwrightRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForMailLink } from './support/mail';
import { strongPassword, uniqueEmail } from './support/pages';
import { E2E_ORIGIN } from './support/stack';

/**
 * Issue 9, finding 15: signed in as one owner with Customers open, the session ends on the server;
 * a second owner signs in in the same tab (no reload) and must never see the first store's
 * customers, not even for a moment.
 */

const letters = () => Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6).padEnd(6, 'q');

type Owner = { email: string; password: string; storeName: string; customers: string[]; api: APIRequestContext };

/** A verified owner past setup with a few customers, made through the API in its own cookie jar. */
async function createOwner(storeName: string, customerCount: number): Promise<Owner> {
  const api = await playwrightRequest.newContext({ baseURL: E2E_ORIGIN, extraHTTPHeaders: { origin: E2E_ORIGIN } });
  const email = uniqueEmail('switch-owner');
  const signup = await api.post('/api/signup', {
    data: {
      firstName: 'Sam', lastName: 'Switch', email, password: strongPassword, storeName,
      storeStreet: '9 Elm St', storeCity: 'Springfield', storeState: 'IL', storeZip: '62701', storePhone: '+12175550190', timezone: 'America/Chicago',
    },
  });
  expect(signup.status()).toBe(201);
  const link = await waitForMailLink(email, '/api/auth/verify-email');
  expect((await api.get(link, { maxRedirects: 0 })).status()).toBe(302);
  expect((await api.post('/api/auth/sign-in/email', { data: { email, password: strongPassword } })).status()).toBe(200);
  const setup = await api.post('/api/stores/setup', {
    data: { name: storeName, street: '9 Elm St', city: 'Springfield', state: 'IL', zip: '62701', phone: '+12175550190', timezone: 'America/Chicago' },
  });
  expect(setup.status()).toBe(201);
  const customers: string[] = [];
  for (let i = 0; i < customerCount; i++) {
    const name = `${storeName.split(' ')[0]} Customer ${letters()}`;
    const created = await api.post('/api/customers', { data: { name, phone: `+1217555${String(1000 + i)}` } });
    expect(created.status(), await created.text()).toBe(201);
    customers.push(name);
  }
  return { email, password: strongPassword, storeName, customers, api };
}

/** Records, from now on, whether any of `names` is ever part of the page's text. */
async function watchForNames(page: Page, names: string[]) {
  await page.evaluate((watched) => {
    const w = window as unknown as { seenNames: string[] };
    w.seenNames = [];
    const check = () => {
      const text = document.body.innerText;
      for (const name of watched) if (text.includes(name) && !w.seenNames.includes(name)) w.seenNames.push(name);
    };
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true });
    check();
  }, names);
}

test("a second owner never sees the first owner's customers after the first session ended", async ({ page }) => {
  const first = await createOwner('Alder Grocery', 3);
  const second = await createOwner('Birch Deli', 1);

  // The first owner, with Customers open.
  await page.goto('/auth');
  const login = page.getByRole('tabpanel', { name: 'Login' });
  await login.getByLabel('Email').fill(first.email);
  await login.getByLabel('Password', { exact: true }).fill(first.password);
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Customers' }).click();
  for (const name of first.customers) await expect(page.getByText(name)).toBeVisible();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  // The session ends on the server: a password change elsewhere revokes every other session.
  const revoked = await first.api.post('/api/auth/change-password', {
    data: { currentPassword: first.password, newPassword: 'Counter-Shop8', revokeOtherSessions: true },
  });
  expect(revoked.status()).toBe(200);

  // The open app learns it at once (its live community stream ends with the session, decision 025),
  // finds the session gone (401) and lands on the sign-in page without any action of the person.
  await expect(page).toHaveURL(/\/auth/);
  // From here on, no name of the first store's customers may be on the page.
  await watchForNames(page, first.customers);

  // The second owner signs in in the same tab, without a reload.
  await login.getByLabel('Email').fill(second.email);
  await login.getByLabel('Password', { exact: true }).fill(second.password);
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(second.storeName).first()).toBeVisible();
  await nav.getByRole('link', { name: 'Customers' }).click();
  await expect(page.getByText(second.customers[0]!)).toBeVisible();
  await page.screenshot({ path: 'tmp/screenshots/session-change-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.getByText(second.customers[0]!)).toBeVisible();
  await page.screenshot({ path: 'tmp/screenshots/session-change-375.png', fullPage: true });

  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await page.evaluate(() => (window as unknown as { seenNames: string[] }).seenNames)).toEqual([]);
  await first.api.dispose();
  await second.api.dispose();
});
