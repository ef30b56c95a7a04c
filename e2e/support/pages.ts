import { expect, type Page } from '@playwright/test';

/** Page models: the few things every walk does. */
export async function signInThroughUi(page: Page, email: string, password: string) {
  await page.goto('/auth');
  const login = page.getByRole('tabpanel', { name: 'Login' });
  await login.getByLabel('Email').fill(email);
  await login.getByLabel('Password', { exact: true }).fill(password);
  await login.getByRole('button', { name: 'Sign In' }).click();
}

export async function expectToast(page: Page, text: string | RegExp, timeout?: number) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible({ timeout });
}

export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export const strongPassword = 'Counter-Shop9';
