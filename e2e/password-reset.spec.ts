import { expect, test } from '@playwright/test';
import { waitForMailLink } from './support/mail';
import { expectToast, signInThroughUi, strongPassword, uniqueEmail } from './support/pages';

test('forgot password: the emailed link resets the password, and the new one signs in', async ({ page }) => {
  // A fresh, verified owner of their own.
  const email = uniqueEmail('reset');
  const origin = { origin: new URL(test.info().project.use.baseURL!).origin };
  const signup = await page.request.post('/api/signup', {
    headers: origin,
    data: {
      firstName: 'Rita', lastName: 'Reset', email, password: strongPassword,
      storeName: 'Reset Shop', storeStreet: '1 Way', storeCity: 'Austin', storeState: 'TX', storeZip: '78701', storePhone: '+12175550111', timezone: 'UTC',
    },
  });
  expect(signup.status()).toBe(201);
  await page.goto(await waitForMailLink(email, '/api/auth/verify-email'));

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectToast(page, 'Password reset sent');

  const link = await waitForMailLink(email, '/auth/reset-password');
  await page.goto(link);
  await expect(page.getByText('Reset your password').first()).toBeVisible();
  await page.getByLabel('New Password').fill('Fresh-Start42');
  await page.getByLabel('Confirm Password').fill('Fresh-Start43');
  await expect(page.getByText("Passwords don't match")).toBeVisible();
  const submit = page.getByRole('button', { name: /update password|reset password/i });
  await expect(submit).toBeDisabled();
  await page.getByLabel('Confirm Password').fill('Fresh-Start42');
  await submit.click();
  await expectToast(page, 'Password updated');
  await expect(page).toHaveURL(/\/$/);

  await signInThroughUi(page, email, 'Fresh-Start42');
  await expect(page).toHaveURL(/\/setup$/);
});
