import { expect, request as playwrightRequest, test, type Page } from '@playwright/test';
import { E2E_ADMIN, E2E_ORIGIN } from './support/stack';
import { waitForMailLink } from './support/mail';
import { expectToast, strongPassword, uniqueEmail } from './support/pages';

/** Issue 13 (admin users part): owner refused at /admin/login; an admin signs in, creates and deletes an admin. @mobile */

async function createVerifiedOwner() {
  const api = await playwrightRequest.newContext({ baseURL: E2E_ORIGIN, extraHTTPHeaders: { origin: E2E_ORIGIN } });
  const email = uniqueEmail('admin-walk-owner');
  const signup = await api.post('/api/signup', {
    data: {
      firstName: 'Owen', lastName: 'Owner', email, password: strongPassword, storeName: 'Walk Shop',
      storeStreet: '1 Elm St', storeCity: 'Austin', storeState: 'TX', storeZip: '78701', storePhone: '+15125550100', timezone: 'UTC',
    },
  });
  expect(signup.status()).toBe(201);
  expect((await api.get(await waitForMailLink(email, '/api/auth/verify-email'), { maxRedirects: 0 })).status()).toBe(302);
  await api.dispose();
  return email;
}

async function adminSignIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('a store owner is refused at /admin/login; an admin signs in, creates and deletes an admin @mobile', async ({ page }, info) => {
  const owner = await createVerifiedOwner();
  await adminSignIn(page, owner, strongPassword);
  await expectToast(page, "Access Denied: You don't have admin privileges");
  await expect(page).toHaveURL(/\/admin\/login$/);
  // Signed out again: the admin area sends them back to the login.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login$/);

  await adminSignIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expectToast(page, 'Welcome Admin');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Platform counts' }).getByText('Total Stores')).toBeVisible();
  await page.screenshot({ path: `tmp/admin-home-${info.project.name}.png`, fullPage: true });

  await page.getByRole('link', { name: /Admin Users/ }).first().click();
  await expect(page).toHaveURL(/\/admin\/admin-users$/);
  await expect(page.getByRole('list', { name: 'Admin users' }).getByText(E2E_ADMIN.email)).toBeVisible();

  // All fields are required; then a real one.
  await page.getByRole('button', { name: 'Create Admin' }).click();
  await expectToast(page, 'All fields are required');
  const email = uniqueEmail('walk-admin');
  await page.getByLabel('First Name').fill('Wendy');
  await page.getByLabel('Last Name').fill('Walker');
  await page.locator('#create-admin-email').fill(email);
  await page.locator('#create-admin-password').fill(strongPassword);
  await page.getByRole('button', { name: 'Create Admin' }).click();
  await expectToast(page, 'Admin User Created');
  const list = page.getByRole('list', { name: 'Admin users' });
  await expect(list.getByText(email)).toBeVisible();

  // The owner's email exists already: User Already Exists.
  await page.getByLabel('First Name').fill('Owen');
  await page.getByLabel('Last Name').fill('Owner');
  await page.locator('#create-admin-email').fill(owner);
  await page.locator('#create-admin-password').fill(strongPassword);
  await page.getByRole('button', { name: 'Create Admin' }).click();
  await expectToast(page, 'User Already Exists');

  await page.getByRole('button', { name: 'Send Test Email' }).click();
  await expectToast(page, 'Please enter an email address to test');
  await page.screenshot({ path: `tmp/admin-users-${info.project.name}.png`, fullPage: true });

  await list.getByRole('button', { name: `Delete admin ${email}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Admin User' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete Admin' }).click();
  await expectToast(page, 'Admin user deleted successfully');
  await expect(list.getByText(email)).toHaveCount(0);
  // No delete button on one's own row.
  await expect(list.getByRole('button', { name: `Delete admin ${E2E_ADMIN.email}` })).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(`${E2E_ORIGIN}/`);
});
