import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { demo } from '../src/server/cli/demo-accounts';
import { formatDateLong } from '../src/shared/dates';
import { expectToast, signInThroughUi } from './support/pages';

/** A day between 2015 and 2024 picked at random, so each run finds it unsaved. */
function unsavedDay(): string {
  const days = Math.floor(Math.random() * 3650);
  return new Date(Date.UTC(2015, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
}

const dayForm = (page: Page, date: string) =>
  page.getByRole('form', { name: `Daily cash log for ${formatDateLong(`${date}T12:00:00Z`, 'UTC')}` });

async function openNav(page: Page, label: string) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (!(await nav.isVisible())) await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  await nav.getByRole('link', { name: label, exact: true }).click();
}

test('signed-out pages make no failed request and log no console error @mobile', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  for (const path of ['/', '/terms-of-service', '/privacy-policy', '/contact-us', '/auth']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await expect(page.getByRole('tabpanel', { name: 'Login' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the cash log asks before dropping unsaved changes, and Daily Log History shows a save without a reload', async ({ page }) => {
  const day = unsavedDay();
  await signInThroughUi(page, demo.owner.email, demo.owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  // Daily Log History, period 'All': the whole history, from its first day to today.
  await openNav(page, 'Reports');
  await page.getByRole('link', { name: /Daily Log History/ }).click();
  await page.getByLabel('Period').selectOption('all');
  await expect(page.getByText('All daily logs')).toHaveCount(0);
  await expect(page.getByText(/^[A-Z][a-z]{2} \d{2}, \d{4} – [A-Z][a-z]{2} \d{2}, \d{4}$/)).toBeVisible();
  await expect(page.getByText('$777.77')).toHaveCount(0);

  await openNav(page, 'Daily Sales');
  const picker = page.getByLabel('Date', { exact: true });
  await picker.fill(day);
  const form = dayForm(page, day);
  await form.getByLabel('Cash Sales', { exact: true }).fill('777.77');

  // Another day while the log is unsaved: the question, and Escape keeps the edits.
  await page.getByRole('button', { name: 'Previous day' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep Editing' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`date=${day}$`));
  await expect(form.getByLabel('Cash Sales', { exact: true })).toHaveValue('777.77');

  // The picker too; choosing Keep Editing puts the picker back on the open day.
  await picker.fill('2014-06-01');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Keep Editing' }).click();
  await expect(picker).toHaveValue(day);
  await expect(form.getByLabel('Cash Sales', { exact: true })).toHaveValue('777.77');

  // Discard, by keyboard: the next day opens and the edits are gone.
  await page.getByRole('button', { name: 'Next day' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Discard' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page).not.toHaveURL(new RegExp(`date=${day}$`));

  // Back to the day, save it (no question after a save: the page moves on by itself).
  await picker.fill(day);
  await dayForm(page, day).getByLabel('Cash Sales', { exact: true }).fill('777.77');
  await dayForm(page, day).getByRole('button', { name: 'Save Log' }).click();
  await expectToast(page, 'Log Saved');
  await expect(page).not.toHaveURL(new RegExp(`date=${day}$`));
  await expect(dialog).toBeHidden();

  // The history shows the saved day at once, without reloading the app.
  await openNav(page, 'Reports');
  await page.getByRole('link', { name: /Daily Log History/ }).click();
  await page.getByLabel('Period').selectOption('all');
  await expect(page.getByText('$777.77').first()).toBeVisible();
});

test("the customer detail page adds, changes and removes the customer's photo @mobile", async ({ page }) => {
  const name = `Photo Customer ${Date.now().toString(36).replace(/\d/g, '')}`;
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 90, b: 40 } } }).png().toBuffer();
  await signInThroughUi(page, demo.employee.email, demo.employee.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/customers/new');
  await page.getByLabel('Name *').fill(name);
  await page.getByLabel('Phone Number *').fill('+1 (217) 555-0199');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  await expect(page).toHaveURL(/\/dashboard\/customers\/[0-9a-f-]{36}$/);
  await expect(page.locator('img[src*="/photo"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Add Photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Photo' });
  await expect(dialog.getByRole('button', { name: 'Save Photo' })).toBeDisabled();
  await dialog.getByLabel('Choose a photo file').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByRole('img', { name: 'Selected customer photo' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save Photo' }).click();
  await expectToast(page, 'Photo Saved');
  await expect(dialog).toBeHidden();
  const photo = page.locator('img[src*="/photo"]').first();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const firstSrc = await photo.getAttribute('src');

  // Change it: a new photo, a new address.
  await page.getByRole('button', { name: 'Change Photo' }).click();
  const change = page.getByRole('dialog', { name: 'Change Photo' });
  await change.getByLabel('Choose a photo file').setInputFiles({ name: 'again.png', mimeType: 'image/png', buffer: png });
  await change.getByRole('button', { name: 'Save Photo' }).click();
  await expectToast(page, 'Photo Saved');
  await expect(page.locator('img[src*="/photo"]').first()).not.toHaveAttribute('src', firstSrc!);

  // Remove it, and the initials are back.
  await page.getByRole('button', { name: 'Change Photo' }).click();
  await change.getByRole('button', { name: 'Remove Photo' }).click();
  await expectToast(page, 'Photo Removed');
  await expect(page.locator('img[src*="/photo"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Photo' })).toBeVisible();
});

test("the employee dashboard's Today's Tasks counts a customer who reaches 80 % of the limit @mobile", async ({ page }) => {
  const name = `Near Limit ${Date.now().toString(36).replace(/\d/g, '')}`;
  await signInThroughUi(page, demo.employee.email, demo.employee.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const tasks = page.getByRole('region', { name: "Today's Tasks" });
  await expect(tasks.getByText(/Today's cash log is (saved|not saved yet)\./)).toBeVisible();
  const countIn = async () => {
    const text = (await tasks.textContent()) ?? '';
    const match = text.match(/(\d+) customers? (?:is|are) at 80%/);
    return match ? Number(match[1]) : 0;
  };
  await expect(tasks.getByText(/at 80% of their credit limit/)).toBeVisible();
  const before = await countIn();

  // A new customer given $40 of the default $50 limit is at 80 %.
  await page.goto('/dashboard/customers/new');
  await page.getByLabel('Name *').fill(name);
  await page.getByLabel('Phone Number *').fill('+1 (217) 555-0188');
  await page.getByRole('button', { name: 'Add Customer' }).click();
  await expect(page).toHaveURL(/\/dashboard\/customers\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Give Credit' }).first().click();
  const give = page.getByRole('dialog', { name: 'Give Credit' });
  await give.getByLabel('Custom amount ($)').fill('40');
  await give.getByRole('button', { name: 'Give Credit' }).click();
  await expectToast(page, 'Credit Given');

  await openNav(page, 'Dashboard');
  await expect.poll(countIn).toBe(before + 1);
  await tasks.getByRole('link', { name: /Save today's cash log|Open Daily Sales/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/sales/);
});

test("the Credit Summary says how many transactions there are and loads more than the first 50 @mobile", async ({ page }) => {
  await signInThroughUi(page, demo.owner.email, demo.owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/reports/credit-summary');
  const status = page.getByText(/^Showing [\d,]+ of [\d,]+ transactions?$/);
  await expect(status).toBeVisible();
  const [, shown, total] = ((await status.textContent()) ?? '').replace(/,/g, '').match(/Showing (\d+) of (\d+)/)!.map(Number);
  expect(shown).toBe(50);
  expect(total).toBeGreaterThan(50); // the demo store's last 30 days
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByText(`Showing ${Math.min(100, total!)} of ${total!.toLocaleString('en-US')} transactions`)).toBeVisible();
});
