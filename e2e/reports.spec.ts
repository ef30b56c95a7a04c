import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { demo } from '../src/server/cli/demo-accounts';
import { signInThroughUi } from './support/pages';

/** A business day `back` days before today in the demo store's time zone, as YYYY-MM-DD. */
function storeDate(back: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: demo.store.timezone }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - back);
  return date.toISOString().slice(0, 10);
}

const note = 'E2E report walk: big Saturday';
/** Three logs in the last 30 days; the oldest has by far the largest sales, so sorting by Cash Sales moves it first. */
const logs = [
  { date: storeDate(1), cashSalesCents: 31_250, actualCashCents: 41_250, notes: null },
  { date: storeDate(2), cashSalesCents: 48_000, actualCashCents: 57_500, notes: null },
  { date: storeDate(3), cashSalesCents: 987_654, actualCashCents: 998_854, notes: note },
];

async function saveLogs(page: Page) {
  const origin = new URL(page.url()).origin;
  for (const log of logs) {
    const response = await page.request.put(`/api/daily-logs/${log.date}`, {
      data: { startingCashCents: 10_000, cashSalesCents: log.cashSalesCents, payoutsCents: 0, expensesCents: 0, actualCashCents: log.actualCashCents, notes: log.notes },
      headers: { origin },
    });
    expect(response.ok()).toBe(true);
  }
}

/** RFC 4180 text to rows of cells (quoted fields, doubled quotes, CRLF), without a leading byte-order mark. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const char = source[i]!;
    if (quoted && char === '"' && source[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && (char === ',' || char === '\n')) {
      row.push(cell.replace(/\r$/, ''));
      cell = '';
      if (char === '\n') {
        rows.push(row);
        row = [];
      }
    } else {
      cell += char;
    }
  }
  if (cell || row.length > 0) rows.push([...row, cell]);
  return rows;
}

async function download(page: Page, link: Locator): Promise<Download> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return file;
}

function firstRow(page: Page, isMobile: boolean): Locator {
  return isMobile
    ? page.getByRole('list', { name: 'Daily logs' }).getByRole('listitem').first()
    : page.getByRole('region', { name: 'Daily logs table' }).locator('tbody tr').first();
}

async function sortBy(page: Page, isMobile: boolean, column: 'Date' | 'Cash Sales', option: string) {
  if (isMobile) await page.getByLabel('Sort by').selectOption({ label: option });
  else await page.getByRole('button', { name: column, exact: true }).click();
}

test('the owner opens every report, sorts the cash log history, downloads it and views a flagged customer @mobile', async ({ page, isMobile }) => {
  await signInThroughUi(page, demo.owner.email, demo.owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await saveLogs(page);

  // The menu: three reports and the exports.
  await page.goto('/dashboard/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  for (const name of ['Daily Log History', 'Monthly Credit Summary', 'Red Flag Report']) await expect(page.getByRole('link', { name })).toBeVisible();
  for (const name of ['Customers', 'Red flag list', 'Daily logs', 'Credit transactions']) {
    await expect(page.getByRole('link', { name: `Download ${name} CSV` })).toHaveAttribute('href', /\/api\/exports\/.+\.csv/);
    await expect(page.getByRole('link', { name: `Download ${name} XLSX` })).toHaveAttribute('href', /\/api\/exports\/.+\.xlsx/);
  }

  // Daily Log History: newest day first, then by cash sales both ways, then back to the date.
  await page.getByRole('link', { name: 'Daily Log History' }).click();
  await expect(page).toHaveURL(/\/dashboard\/reports\/daily-logs$/);
  await expect(page.getByRole('heading', { name: 'Daily Log History', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Period', { exact: true })).toHaveValue('last30');
  await expect(page.getByRole('region', { name: 'Total Sales', exact: true })).toContainText(/over \d+ days?/);
  await expect(page.getByRole('region', { name: 'Average Daily Sales', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Total Balance', exact: true })).toBeVisible();
  const first = firstRow(page, isMobile);
  await expect(first).not.toContainText('$9,876.54');
  const newestFirst = (await first.textContent()) ?? '';
  await sortBy(page, isMobile, 'Cash Sales', 'Cash Sales (highest first)');
  await expect(first).toContainText('$9,876.54');
  expect(await first.textContent()).not.toBe(newestFirst);
  const table = page.getByRole('region', { name: 'Daily logs table' });
  if (!isMobile) {
    await expect(table.getByRole('columnheader', { name: 'Cash Sales' })).toHaveAttribute('aria-sort', 'descending');
    await sortBy(page, isMobile, 'Cash Sales', '');
    await expect(table.getByRole('columnheader', { name: 'Cash Sales' })).toHaveAttribute('aria-sort', 'ascending');
    await expect(first).not.toContainText('$9,876.54');
  }
  await sortBy(page, isMobile, 'Date', 'Date (newest first)');
  await expect(first).toHaveText(newestFirst);
  if (!isMobile) await expect(table.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');

  // The chart has its numbers as a table; the monthly summary has its four totals.
  const chart = page.getByRole('region', { name: 'Cash Sales and Over/Short', exact: true });
  await expect(chart.getByRole('img').first()).toBeVisible();
  await chart.getByRole('button', { name: 'Show as table' }).click();
  await expect(chart.getByRole('cell', { name: '$9,876.54' })).toBeVisible();
  const monthly = page.getByRole('region', { name: 'Monthly Summary', exact: true });
  for (const term of ['Total Cash Sales', 'Total Payouts', 'Total Expenses']) await expect(monthly.getByText(term)).toBeVisible();

  // Downloads of the period: CSV and XLSX hold the logs we saved.
  if (!isMobile) {
    const csv = await download(page, page.getByRole('link', { name: 'Download daily logs CSV' }));
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const rows = parseCsv(await readFile(await csv.path(), 'utf8'));
    expect(rows[0]).toEqual(expect.arrayContaining(['Date', 'Cash Sales', 'Balance', 'Notes']));
    const noted = rows.find((cells) => cells.includes(note));
    expect(noted).toBeDefined();
    expect(noted).toEqual(expect.arrayContaining([logs[2]!.date, '9876.54']));
    for (const log of logs) expect(rows.some((cells) => cells[rows[0]!.indexOf('Date')] === log.date)).toBe(true);

    const xlsx = await download(page, page.getByRole('link', { name: 'Download daily logs XLSX' }));
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await xlsx.path());
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).map(String);
    expect(header).toEqual(expect.arrayContaining(['Date', 'Cash Sales', 'Notes']));
    const sales = header.indexOf('Cash Sales');
    let found = false;
    sheet.eachRow((row) => {
      const values = row.values as ExcelJS.CellValue[];
      if (values.includes(note)) found = values[sales] === 9876.54;
    });
    expect(found).toBe(true);
  }

  // Monthly Credit Summary: the demo store's four months of credit history.
  await page.goto('/dashboard/reports/credit-summary');
  await expect(page.getByRole('heading', { name: 'Monthly Credit Summary', level: 1 })).toBeVisible();
  await expect(page.getByText(/Past 30 days/)).toBeVisible();
  for (const name of ['Total Credit Given', 'Credit Paid Back', 'Net Credit', 'Active Customers']) await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Net Credit', exact: true })).toContainText(/Outstanding|Overpaid|Settled/);
  const top = isMobile ? page.getByRole('list', { name: 'Top 10 Customers' }) : page.getByRole('region', { name: 'Top 10 Customers table' });
  await expect(top.getByRole('link').first()).toBeVisible();
  expect(await top.getByRole('link').count()).toBeLessThanOrEqual(10);
  await expect(page.getByRole('region', { name: 'Recent Transactions', exact: true })).toContainText(/Credit Given|Payment/);
  await expect(page.getByRole('link', { name: 'Download credit transactions CSV' })).toHaveAttribute('href', /from=\d{4}-\d{2}-\d{2}&to=/);

  // Red Flag Report: the demo store's flagged customers, then one customer's page.
  await page.goto('/dashboard/reports');
  await page.getByRole('link', { name: 'Red Flag Report' }).click();
  await expect(page.getByRole('heading', { name: 'Red Flag Report', level: 1 })).toBeVisible();
  await expect(page.getByText('RED FLAGGED').first()).toBeVisible();
  const flagged = await page.getByRole('link', { name: /^View Details/ }).count();
  expect(flagged).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: 'Red Flagged Customers', exact: true })).toContainText(String(flagged));
  const details = page.getByRole('link', { name: /^View Details/ }).first();
  const name = ((await details.getAttribute('aria-label')) ?? '').replace('View Details of ', '');
  await details.click();
  await expect(page).toHaveURL(/\/dashboard\/customers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name }).first()).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Back to Reports' }).click();
  await expect(page).toHaveURL(/\/dashboard\/reports$/);
});

test('an employee cannot open the reports menu or any report @mobile', async ({ page }) => {
  await signInThroughUi(page, demo.employee.email, demo.employee.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const path of ['/dashboard/reports', '/dashboard/reports/daily-logs', '/dashboard/reports/credit-summary', '/dashboard/reports/red-flags']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText('Only store owners can access reports.')).toBeVisible();
    await expect(page.getByText('Total Sales')).toHaveCount(0);
  }
  const response = await page.request.get('/api/reports/red-flags');
  expect(response.status()).toBe(403);
});
