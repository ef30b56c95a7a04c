import { expect, test } from '@playwright/test';
import { demo } from '../src/server/cli/demo-accounts';
import { signInThroughUi } from './support/pages';

test('an employee sees the simplified menu, cannot open Store Settings, and the API refuses it @mobile', async ({ page, isMobile }) => {
  await signInThroughUi(page, demo.employee.email, demo.employee.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Customers Served')).toBeVisible();
  if (isMobile) await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Customers' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Store Settings' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Reports' })).toHaveCount(0);

  await page.goto('/dashboard/store');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText('Only store owners can access store settings.')).toBeVisible();
  await page.goto('/dashboard/reports');
  await expect(page.getByText('Only store owners can access reports.')).toBeVisible();

  const response = await page.request.put('/api/stores/current', {
    data: { name: 'Taken over', timezone: 'UTC' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(403);
  expect(await response.json()).toEqual({ error: { code: 'OWNER_ONLY' } });
});

test('the owner changes the store settings', async ({ page }) => {
  await signInThroughUi(page, demo.owner.email, demo.owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Store Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/store$/);
  await page.getByLabel('Store Name').fill('Maple Corner Market & Deli');
  await page.getByRole('button', { name: /save/i }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Store settings updated successfully' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Store Name')).toHaveValue('Maple Corner Market & Deli');
});
