import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { demo } from '../src/server/cli/demo-accounts';
import { expectToast, signInThroughUi } from './support/pages';

/** A real PNG photo, made on the fly. */
async function photoPng(): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 40, g: 140, b: 90 } } })
    .png()
    .toBuffer();
}

async function giveCredit(page: Page, preset: string) {
  await page.getByRole('button', { name: 'Give Credit' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Give Credit' });
  await dialog.getByRole('button', { name: preset, exact: true }).click();
  await dialog.getByRole('button', { name: 'Give Credit' }).click();
  return dialog;
}

test('a customer is added with a photo, takes credit, hits the limit, pays, is blocked, flagged and deleted @mobile', async ({ page }) => {
  const name = `Walk Customer ${Date.now().toString(36).replace(/\d/g, '')}`;
  await signInThroughUi(page, demo.owner.email, demo.owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Add a customer with a photo from a file.
  await page.goto('/dashboard/customers');
  await expect(page.getByRole('heading', { name: 'Customers', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Add Customer' }).click();
  await expect(page).toHaveURL(/\/dashboard\/customers\/new$/);
  await page.getByLabel('Choose a photo file').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: await photoPng() });
  await page.getByLabel('Name *').fill(name);
  // Typed the local way (issue 36): stored in E.164, shown in the national format.
  await page.getByLabel('Phone Number *').fill('(217) 555-0144');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  await expectToast(page, 'Customer Added');
  await expect(page).toHaveURL(/\/dashboard\/customers\/[0-9a-f-]{36}$/);
  const customerUrl = page.url();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  // The photo is served privately to this store's users.
  const photo = page.locator('img[src*="/photo"]').first();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Give $20: the balance and the tag update without a reload.
  await giveCredit(page, '$20');
  await expectToast(page, 'Credit Given');
  await expect(page.getByText('Daily Credit Active').first()).toBeVisible();
  await expect(page.getByText('$20.00').first()).toBeVisible();

  // The phone reads "(217) 555-0144" and dials +1; the WhatsApp reminder opens +1 217…, not +217.
  await expect(page.getByTestId('phone-number')).toHaveText('(217) 555-0144');
  await expect(page.getByTestId('phone-number')).toHaveAttribute('href', 'tel:+12175550144');
  await page.getByRole('button', { name: 'Remind' }).click();
  await expect(page.getByRole('menuitem', { name: 'WhatsApp reminder' })).toHaveAttribute('href', /^https:\/\/wa\.me\/12175550144\?text=/);
  await expect(page.getByRole('menuitem', { name: 'SMS reminder' })).toHaveAttribute('href', /^sms:\+12175550144\?&body=/);
  await page.keyboard.press('Escape');

  // Once a day: Give Credit is disabled, with the spec's sentence beside it.
  await expect(page.getByRole('button', { name: 'Give Credit' }).first()).toBeDisabled();
  await expect(page.getByText('Credit already given today. Cannot give additional credit.').first()).toBeVisible();

  // Owner resets the daily credit; $50 more would pass the $50.00 limit.
  await page.getByRole('button', { name: 'Reset Daily Credit' }).click();
  await expectToast(page, 'Credit Reset');
  await giveCredit(page, '$50');
  await expectToast(page, 'Credit Limit Exceeded');
  await expectToast(page, 'Cannot give credit. This would exceed the credit limit of $50.00');
  await page.keyboard.press('Escape');

  // Deleting is refused while the customer owes money.
  await page.goto('/dashboard/customers');
  await page.getByRole('searchbox').fill(name);
  // Press Delete once the search has answered: a click aimed at the card in the unfiltered list can land
  // where the card was after the answer redraws the list (CI, 27 Nov: no dialog opened).
  await expect(page.getByText(`1 customer matching “${name}”`)).toBeVisible();
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('alertdialog').getByText(`${name} owes $20.00. This customer still owes money. Record a payment before deleting.`)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Record a payment in full; the history shows both entries and the running balance.
  await page.goto(customerUrl);
  await page.getByRole('button', { name: 'Record Payment' }).first().click();
  const pay = page.getByRole('dialog', { name: 'Record Payment' });
  await pay.getByRole('button', { name: /Paid in full/ }).click();
  await pay.getByRole('button', { name: 'Record Payment' }).click();
  await expectToast(page, 'Payment Recorded');
  const history = page.getByRole('region', { name: 'History' }).or(page.locator('[aria-labelledby="history-title"]'));
  await expect(history.getByText('Payment', { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await expect(history.getByText(/Credit given/i).filter({ visible: true }).first()).toBeVisible();
  await expect(history.getByText('$0.00').filter({ visible: true }).first()).toBeVisible();

  // Block clears and disables Verified and Loyal; unblock.
  await page.getByRole('switch', { name: 'Verified' }).click();
  await expectToast(page, 'Customer Verified');
  await page.getByRole('switch', { name: 'Block customer' }).click();
  await expectToast(page, 'Customer Blocked');
  await expect(page.getByRole('switch', { name: 'Verified' })).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'Verified' })).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('switch', { name: 'Block customer' }).click();
  await expectToast(page, 'Customer Unblocked');

  // Owner red-flags with a reason; giving credit is then refused with the spec's text.
  await page.getByRole('switch', { name: 'Red flag' }).click();
  await expectToast(page, 'Red Flag Set');
  await expect(page.getByText('Red Flagged').first()).toBeVisible();
  await page.getByRole('switch', { name: 'Red flag' }).click();
  await expectToast(page, 'Red Flag Removed');

  // Settled, with a credit history: deleting archives them (the ledger is never erased).
  await page.goto('/dashboard/customers');
  await page.getByRole('searchbox').fill(name);
  await expect(page.getByText(`1 customer matching “${name}”`)).toBeVisible();
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('alertdialog').getByText(/they will be archived instead/)).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Archive' }).click();
  await expectToast(page, 'Customer archived');
  await expect(page.getByText('No customers found')).toBeVisible();

  // The owner finds them under Archived and restores them.
  await page.getByRole('button', { name: 'Archived' }).click();
  await expect(page.getByRole('button', { name: 'Archived' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: `Restore ${name}` }).click();
  await expectToast(page, 'Customer restored');
  await expect(page.getByText('No archived customers')).toBeVisible();
  await page.getByRole('button', { name: 'Active' }).click();
  await expect(page.getByRole('link', { name })).toBeVisible();
});

test('an employee gives credit but has no owner controls, and the API refuses them @mobile', async ({ page }) => {
  await signInThroughUi(page, demo.employee.email, demo.employee.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/customers');
  const firstCard = page.locator('a[href^="/dashboard/customers/"]').filter({ hasNotText: 'Add Customer' }).first();
  await firstCard.click();
  await expect(page.getByRole('heading', { name: 'Credit & Status' })).toBeVisible();
  await expect(page.getByText('Red Flag Management')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reset Daily Credit' })).toHaveCount(0);
  const id = page.url().split('/').pop()!;
  const response = await page.request.patch(`/api/customers/${id}/red-flag`, {
    data: { internalRedFlag: true, redFlagNotes: 'nope' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(403);
});
