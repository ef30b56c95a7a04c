import { expect, test, type Locator, type Page } from '@playwright/test';
import { demo } from '../src/server/cli/demo-accounts';
import { formatDateLong, todayInZone } from '../src/shared/dates';
import { expectToast, signInThroughUi } from './support/pages';

/**
 * A day between 2015 and 2024 picked at random: the desktop and phone runs share one database,
 * so each run logs its own day and finds it unsaved.
 */
function unsavedDay(): string {
  const days = Math.floor(Math.random() * 3650);
  return new Date(Date.UTC(2015, 0, 1) + days * 86_400_000).toISOString().slice(0, 10);
}

function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

const dateParam = (date: string) => new RegExp(`/dashboard/sales\\?date=${date}$`);

/** The form of one day, named by its date ('Daily cash log for Mar 14, 2019'), once that day has loaded. */
function dayForm(page: Page, date: string) {
  return page.getByRole('form', { name: `Daily cash log for ${formatDateLong(`${date}T12:00:00Z`, 'UTC')}` });
}

async function fillDay(form: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await form.getByLabel(label, { exact: true }).fill(value);
}

test('the owner balances a day, sees Short and Over live, saves, moves on and updates it @mobile', async ({ page }) => {
  const day = unsavedDay();
  const next = dayAfter(day);
  await signInThroughUi(page, demo.owner.email, demo.owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/dashboard/sales');
  await expect(page.getByRole('heading', { name: 'Daily Cash Log', level: 1 })).toBeVisible();
  const datePicker = page.getByLabel('Date', { exact: true });
  await expect(datePicker).toHaveValue(todayInZone(demo.store.timezone));

  // Choose a day with no log: an empty form and Save Log.
  await datePicker.fill(day);
  await expect(page).toHaveURL(dateParam(day));
  const form = dayForm(page, day);
  await expect(form.getByRole('button', { name: 'Save Log' })).toBeVisible();
  await expect(page.getByText('Previously Saved')).toHaveCount(0);
  await expect(form.getByLabel('Opening Cash', { exact: true })).toHaveValue('');

  // Total 1 = 200 + 1250.50 = 1450.50; Total 2 = 15 + 35.50 + 1400 = 1450.50.
  await fillDay(form, {
    'Opening Cash': '200',
    'Cash Sales': '1250.50',
    Payouts: '15',
    Expenses: '35.50',
    'Closing Cash Counted': '1400',
  });
  const overShort = form.getByTestId('over-short');
  await expect(overShort).toContainText('Balanced');
  const reconciliation = form.getByRole('region', { name: 'Reconciliation' });
  await expect(reconciliation.getByText('$1,450.50').first()).toBeVisible();

  // The panel follows the count as it is typed.
  await fillDay(form, { 'Closing Cash Counted': '1390' });
  await expect(overShort).toContainText('Short');
  await expect(overShort).toContainText('$10.00');
  await fillDay(form, { 'Closing Cash Counted': '1402.25' });
  await expect(overShort).toContainText('Over');
  await expect(overShort).toContainText('$2.25');
  await fillDay(form, { 'Closing Cash Counted': '1400', 'Notes (optional)': 'Quiet morning, busy evening' });
  await expect(overShort).toContainText('Balanced');

  // A negative amount is refused inline before anything is sent.
  await fillDay(form, { Payouts: '-5' });
  await expect(form.getByText('Amounts cannot be negative')).toBeVisible();
  await fillDay(form, { Payouts: '15' });
  await expect(form.getByText('Amounts cannot be negative')).toHaveCount(0);

  await form.getByRole('button', { name: 'Save Log' }).click();
  await expectToast(page, 'Log Saved');
  // About a second later the screen moves on to the next day, which has no log yet.
  await expect(page).toHaveURL(dateParam(next));
  await expect(datePicker).toHaveValue(next);
  const nextForm = dayForm(page, next);
  await expect(nextForm.getByRole('button', { name: 'Save Log' })).toBeVisible();
  await expect(nextForm.getByLabel('Closing Cash Counted', { exact: true })).toHaveValue('');

  // Back to the saved day: its figures, the badge and Update Log.
  await page.goBack();
  await expect(page).toHaveURL(dateParam(day));
  await expect(page.getByText('Previously Saved')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Update Log' })).toBeVisible();
  await expect(form.getByLabel('Cash Sales', { exact: true })).toHaveValue('1250.50');
  await expect(form.getByLabel('Notes (optional)')).toHaveValue('Quiet morning, busy evening');
  await expect(overShort).toContainText('Balanced');

  // Update it with Enter from the count box.
  const closing = form.getByLabel('Closing Cash Counted', { exact: true });
  await closing.fill('1395');
  await expect(overShort).toContainText('Short');
  await expect(overShort).toContainText('$5.00');
  await closing.press('Enter');
  await expectToast(page, 'Log Updated');
  await expect(page).toHaveURL(dateParam(next));

  // The update was kept.
  await expect(nextForm).toBeVisible();
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page).toHaveURL(dateParam(day));
  await expect(form.getByLabel('Closing Cash Counted', { exact: true })).toHaveValue('1395.00');
});

test("an employee saves today's log, and sees a past day read-only @mobile", async ({ page }) => {
  // Employees write only today's log (store time zone); the desktop and phone runs share it.
  const today = todayInZone(demo.store.timezone);
  await signInThroughUi(page, demo.employee.email, demo.employee.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/dashboard/sales');
  const form = dayForm(page, today);
  await expect(form).toBeVisible();
  await fillDay(form, { 'Opening Cash': '100', 'Cash Sales': '80', 'Closing Cash Counted': '180' });
  await expect(form.getByTestId('over-short')).toContainText('Balanced');
  await form.getByRole('button', { name: /^(Save|Update) Log$/ }).click();
  await expectToast(page, /^Log (Saved|Updated)$/);
  // Today's log stays on screen: tomorrow's cannot be written yet.
  await expect(page.getByRole('button', { name: 'Next day' })).toBeDisabled();

  await page.reload();
  await expect(dayForm(page, today).getByLabel('Cash Sales', { exact: true })).toHaveValue('80.00');

  // Yesterday belongs to the owner now: read-only, with the reason.
  await page.getByRole('button', { name: 'Previous day' }).click();
  await expect(page.getByText("Only the store owner can change a past day's cash log.")).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Save|Update) Log$/ })).toBeDisabled();
});

test('Print Log opens the print window with a formatted page of the log, and the app hidden @mobile', async ({ page }) => {
  const day = unsavedDay();
  await signInThroughUi(page, demo.owner.email, demo.owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/dashboard/sales?date=${day}`);
  const form = dayForm(page, day);
  await fillDay(form, { 'Opening Cash': '50', 'Cash Sales': '320.25', Expenses: '20', 'Closing Cash Counted': '345' });
  await expect(form.getByTestId('over-short')).toContainText('Short');

  // The browser's print window: count the calls instead of opening a dialog the test cannot close.
  await page.evaluate(() => {
    (window as unknown as { printCalls: number }).printCalls = 0;
    window.print = () => {
      (window as unknown as { printCalls: number }).printCalls += 1;
    };
  });
  await page.getByRole('button', { name: 'Print Log' }).click();
  expect(await page.evaluate(() => (window as unknown as { printCalls: number }).printCalls)).toBe(1);

  // Print preview: what the printer gets is the log page, not the app.
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  const printed = page.getByRole('article', { name: 'Daily cash log' });
  await expect(printed).toBeVisible();
  await expect(printed).toContainText(demo.store.name);
  await expect(printed).toContainText('$320.25');
  await expect(printed).toContainText('Short');
  await expect(page.locator('#root')).toBeHidden();
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  await page.emulateMedia({ media: 'screen' });
  await expect(page.locator('#root').getByRole('heading', { name: 'Daily Cash Log', level: 1 })).toBeVisible();
  await expect(printed).toBeHidden();
});
