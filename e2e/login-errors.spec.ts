import { expect, test } from '@playwright/test';
import { demo } from '../src/server/cli/demo-accounts';
import { signInThroughUi, uniqueEmail } from './support/pages';

test('a wrong password shows the filtered error; the sixth wrong attempt hits the rate limit @mobile', async ({ page }) => {
  await signInThroughUi(page, demo.owner.email, 'Wrong-Password1');
  await expect(page.getByText('Invalid credentials. Please check your email and password.').first()).toBeVisible();

  const email = uniqueEmail('locked');
  await page.goto('/auth');
  const login = page.getByRole('tabpanel', { name: 'Login' });
  await login.getByLabel('Email').fill(email);
  for (let attempt = 1; attempt <= 6; attempt++) {
    await login.getByLabel('Password', { exact: true }).fill(`Wrong-Password${attempt}`);
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-in/email'));
    await login.getByRole('button', { name: 'Sign In' }).click();
    const response = await answered;
    expect(response.status()).toBe(attempt <= 5 ? 401 : 429);
  }
  await expect(page.getByText('Too many login attempts. Please try again later.').first()).toBeVisible();
});

test('sign-in validates the form before calling the server', async ({ page }) => {
  await page.goto('/auth');
  const login = page.getByRole('tabpanel', { name: 'Login' });
  await login.getByLabel('Email').fill('not-an-email');
  await login.getByLabel('Password', { exact: true }).fill('x');
  await login.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter a valid email address').first()).toBeVisible();
});
