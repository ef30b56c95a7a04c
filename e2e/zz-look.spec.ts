import { expect, test } from '@playwright/test';
import { signInThroughUi } from './support/pages';
import { E2E_ADMIN } from './support/stack';

test('look at the admin pages @mobile', async ({ page }, info) => {
  test.setTimeout(120_000);
  await signInThroughUi(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/dashboard/);
  const shots: [string, string][] = [
    ['/admin', 'home'], ['/admin/stores', 'stores'], ['/admin/system-settings', 'settings'], ['/admin/monthly-reports', 'reports'],
    ['/admin/security', 'security'], ['/dashboard/admin', 'panel'], ['/admin/admin-users', 'users'],
  ];
  for (const [url, name] of shots) {
    await page.goto(url);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/work/shots/${info.project.name}-${name}.png`, fullPage: name !== 'security' && name !== 'panel' });
  }
  await page.goto('/admin/stores');
  await page.getByRole('link', { name: /^View / }).locator('visible=true').first().click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/work/shots/${info.project.name}-store.png`, fullPage: true });
});
