import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportPath, type ExportDataset } from '#shared/reports/report.schemas';
import { createTestApp, type TestApp } from '../test/test-app';
import { readXlsx, rowValues } from './export-test-support';
import { EVIL_NAME, expectedCsv, RANGE, seedExportFixture } from './export-fixture-test-support';

/** Excel keeps wall-clock dates; exceljs reads them back as UTC Dates. */
const wallClock = (text: string) => new Date(`${text.replace(' ', 'T')}${text.length > 10 ? ':00' : 'T00:00:00'}Z`);

describe('XLSX exports', () => {
  let t: TestApp;
  let fixture: Awaited<ReturnType<typeof seedExportFixture>>;

  beforeAll(async () => {
    t = await createTestApp();
    fixture = await seedExportFixture(t);
  });
  afterAll(() => t.close());

  async function download(dataset: ExportDataset, cookie = fixture.store.owner.cookie) {
    const response = await t.request(exportPath(dataset, 'xlsx', RANGE), { cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain(`-${dataset}-`);
    expect(response.headers.get('content-disposition')).toMatch(/\.xlsx"; filename\*=UTF-8''.*\.xlsx$/);
    return readXlsx(response);
  }

  it('has a bold, frozen header row and sensible column widths', async () => {
    const sheet = await download('daily-logs');
    expect(sheet.name).toBe('Daily logs');
    expect(rowValues(sheet, 1)).toEqual(expectedCsv.dailyLogs[0]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    for (let c = 1; c <= 10; c++) expect(sheet.getColumn(c).width).toBeGreaterThanOrEqual(9);
  });

  it('daily logs: money as numbers with two decimals, the date as a real date', async () => {
    const sheet = await download('daily-logs');
    expect(sheet.rowCount).toBe(3);
    expect(rowValues(sheet, 2)).toEqual([wallClock('2026-03-11'), 100, 500.5, 10, 20, 570.5, 570, -0.5, 'Short', '-50c, see "drawer"']);
    expect(rowValues(sheet, 3).slice(0, 9)).toEqual([wallClock('2026-03-12'), 1, 0, 0, 0, 1, 3, 2, 'Over']);
    const row = sheet.getRow(2);
    expect(row.getCell(1).numFmt).toBe('yyyy-mm-dd');
    for (let c = 2; c <= 8; c++) {
      expect(row.getCell(c).type).toBe(ExcelJS.ValueType.Number);
      expect(row.getCell(c).numFmt).toBe('#,##0.00');
    }
  });

  it('credit transactions: date and time in the store time zone, amounts as numbers', async () => {
    const sheet = await download('credit-transactions');
    expect(rowValues(sheet, 1)).toEqual(expectedCsv.creditTransactions[0]);
    expect(rowValues(sheet, 2)).toEqual([
      wallClock('2026-03-11 02:30'),
      wallClock('2026-03-11'),
      '1001',
      'Ana "Nana" López',
      'Credit given',
      1234.5,
      'groceries, "big" order',
      'Rosa Diaz',
    ]);
    expect(rowValues(sheet, 3).slice(0, 7)).toEqual([wallClock('2026-03-12 00:00'), wallClock('2026-03-12'), '1002', EVIL_NAME, 'Payment', 0.05, '+cmd|calc']);
    expect(sheet.getRow(2).getCell(1).numFmt).toBe('yyyy-mm-dd hh:mm');
    expect(sheet.getRow(2).getCell(6).numFmt).toBe('#,##0.00');
    expect(sheet.rowCount).toBe(3);
  });

  it('keeps formula-like text as a typed string, never a formula', async () => {
    const sheet = await download('red-flags');
    const name = sheet.getRow(2).getCell(2);
    expect(name.type).toBe(ExcelJS.ValueType.String);
    expect(name.value).toBe(EVIL_NAME);
    expect(name.formula).toBeUndefined();
    expect(rowValues(sheet, 2)).toEqual(['1002', EVIL_NAME, '2175550101', undefined, -0.05, '@risk, -owes', wallClock('2026-03-12 23:05')]);
  });

  it('customers: yes/no flags, balances and limits as money', async () => {
    const sheet = await download('customers');
    expect(rowValues(sheet, 1)).toEqual(expectedCsv.customers[0]);
    const rows = [2, 3].map((n) => rowValues(sheet, n)).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(rows[0]).toEqual([
      '1001', 'Ana "Nana" López', '+12175550100', 'ana@example.com', '12 Main St, Apt 3\nSpringfield',
      1234.5, 5000, 'Yes', 'No', undefined, 'No', 'No', 'Yes', wallClock('2026-03-11 02:30'),
    ]);
    expect(rows[1]!.slice(5, 9)).toEqual([-0.05, 50, 'No', 'Yes']);
    expect(sheet.rowCount).toBe(3);
  });

  it("never shows another store's rows", async () => {
    for (const dataset of ['daily-logs', 'credit-transactions', 'customers', 'red-flags'] as const) {
      const sheet = await download(dataset);
      sheet.eachRow((row) => expect(JSON.stringify(row.values)).not.toMatch(/canary/i));
    }
  });
});
