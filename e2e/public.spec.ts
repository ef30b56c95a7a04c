import { expect, test } from '@playwright/test';
import { mailsTo } from './support/mail';

test('the landing page shows the offer and its links @mobile', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const title of ['Track Your Daily Sales', 'Manage Customer Credit', 'Protect Your Business']) {
    await expect(page.getByText(title).first()).toBeVisible();
  }
  await expect(page.getByText('$24.99').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started for Free' }).first()).toHaveAttribute('href', '/auth');
  await expect(page.getByRole('link', { name: 'Admin Sign In' })).toHaveAttribute('href', '/admin/login');
  for (const href of ['/terms-of-service', '/privacy-policy', '/contact-us']) {
    await expect(page.locator(`footer a[href="${href}"]`)).toBeVisible();
  }
});

test('unknown paths get the 404 page with status 404 @mobile', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('legal pages are readable', async ({ page }) => {
  await page.goto('/terms-of-service');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Terms');
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy');
  await expect(page.getByText(/16/).first()).toBeVisible();
});

test('the contact form stores and mails the message @mobile', async ({ page }) => {
  const subject = `Question ${Date.now()}`;
  await page.goto('/contact-us');
  await page.getByRole('button', { name: /send/i }).click();
  // Required fields stop an empty form.
  expect(mailsTo('support@cornerstore.app').some((m) => m.includes(subject))).toBe(false);
  await page.getByLabel('Name').fill('Sam Shopper');
  await page.getByLabel('Email').fill('sam@example.com');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Can two stores share one account?');
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText('Message Sent')).toBeVisible();
  await expect.poll(() => mailsTo('support@cornerstore.app').some((m) => m.includes(subject))).toBe(true);
});
