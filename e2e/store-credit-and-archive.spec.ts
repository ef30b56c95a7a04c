import { expect, test } from '@playwright/test';
import { demo } from '../src/server/cli/demo-accounts';
import { expectToast, signInThroughUi } from './support/pages';

/** Screens to look at by eye, kept out of git (test-results/ is ignored). */
const shot = (name: string) => `test-results/screens/${name}-${test.info().project.name}.png`;

test('the owner accepts an overpayment as store credit after confirming, archives the customer and restores them @mobile', async ({ page }) => {
  const name = `Credit Walk ${Date.now().toString(36).replace(/\d/g, '')}`;
  await signInThroughUi(page, demo.owner.email, demo.owner.password);
  await expect(page).toHaveURL(/\/dashboard$/); // signed in before going on (a goto would cut the sign-in short)
  await page.goto('/dashboard/customers/new');
  await page.getByLabel('Name *').fill(name);
  await page.getByLabel('Phone Number *').fill('+1 (217) 555-0177');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  await expectToast(page, 'Customer Added');
  await expect(page).toHaveURL(/\/dashboard\/customers\/[0-9a-f-]{36}$/);
  const customerUrl = page.url();

  // $20 of credit, then $25 paid: more than is owed, so the owner is asked first.
  await page.getByRole('button', { name: 'Give Credit' }).first().click();
  const give = page.getByRole('dialog', { name: 'Give Credit' });
  await give.getByRole('button', { name: '$20', exact: true }).click();
  await give.getByRole('button', { name: 'Give Credit' }).click();
  await expectToast(page, 'Credit Given');
  await page.getByRole('button', { name: 'Record Payment' }).first().click();
  const pay = page.getByRole('dialog', { name: 'Record Payment' });
  await pay.getByLabel(/Amount paid/).fill('25');
  await expect(pay.getByText('Payment is more than the $20.00 owed', { exact: false })).toBeVisible();
  await pay.getByRole('button', { name: 'Record Payment' }).click();
  await expect(pay.getByText('Accept the rest as store credit?')).toBeVisible();
  await expect(pay.getByText(/\$5\.00 becomes store credit/)).toBeVisible();
  await page.screenshot({ path: shot('store-credit-confirm') });
  await pay.getByRole('button', { name: 'Accept as store credit' }).click();
  await expectToast(page, 'Payment Recorded');
  await expect(page.getByText('Overpaid · store credit')).toBeVisible();
  await page.screenshot({ path: shot('store-credit-detail'), fullPage: true });

  // Store credit refuses the delete with what to do.
  await page.goto('/dashboard/customers');
  await page.getByRole('searchbox').fill(name);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('alertdialog').getByText(`${name} has $5.00 store credit. This customer has store credit. Use it up or give it back before deleting.`)).toBeVisible();
  await page.screenshot({ path: shot('delete-refused') });
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Give $5 back as credit... the daily rule allows one credit a day: reset it first (owner).
  await page.goto(customerUrl);
  await page.getByRole('button', { name: 'Reset Daily Credit' }).click();
  await expectToast(page, 'Credit Reset');
  await page.getByRole('button', { name: 'Give Credit' }).first().click();
  await give.getByRole('textbox', { name: 'Custom amount ($)' }).fill('5');
  await give.getByRole('button', { name: 'Give Credit' }).click();
  await expectToast(page, 'Credit Given');

  // Settled with a history: archive, see them under Archived, open their page, restore.
  await page.goto('/dashboard/customers');
  await page.getByRole('searchbox').fill(name);
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('alertdialog').getByText(/they will be archived instead/)).toBeVisible();
  await page.screenshot({ path: shot('archive-confirm') });
  await page.getByRole('alertdialog').getByRole('button', { name: 'Archive' }).click();
  await expectToast(page, 'Customer archived');
  await page.getByRole('button', { name: 'Archived' }).click();
  await expect(page.getByRole('link', { name })).toBeVisible();
  await page.screenshot({ path: shot('archived-list') });
  await page.getByRole('link', { name }).click();
  await expect(page.getByText(/Archived\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Give Credit' })).toHaveCount(0);
  await page.screenshot({ path: shot('archived-detail'), fullPage: true });
  await page.getByRole('button', { name: `Restore ${name}` }).click();
  await expectToast(page, 'Customer restored');
  await expect(page.getByRole('button', { name: 'Give Credit' }).first()).toBeVisible();
});
