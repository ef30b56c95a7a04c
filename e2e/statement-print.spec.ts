import { expect, test } from '@playwright/test';
import { demo } from '../src/server/cli/demo-accounts';
import { signInThroughUi } from './support/pages';

/** Print Statement: the browser's print opens once with only the statement shown (the app root hidden), and the app comes back after printing. */
test('a statement prints alone and the app comes back after printing', async ({ page }) => {
  await page.addInitScript(() => { (window as unknown as { printed: number }).printed = 0; window.print = () => { (window as unknown as { printed: number }).printed += 1; }; });
  await signInThroughUi(page, demo.owner.email, demo.owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/customers');
  await page.locator('a[href^="/dashboard/customers/"]').filter({ hasNotText: 'Add' }).first().click();
  await page.getByRole('button', { name: 'Print Statement' }).click();
  await page.getByRole('dialog', { name: 'Print Statement' }).getByRole('button', { name: 'Print' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
  expect(await page.evaluate(() => document.getElementById('root')!.classList.contains('no-print'))).toBe(true);
  await expect(page.locator('body > *').filter({ hasText: 'Customer Statement' }).first()).toBeAttached();
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await expect.poll(() => page.evaluate(() => document.getElementById('root')!.classList.contains('no-print'))).toBe(false);
});
