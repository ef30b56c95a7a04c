import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInZone } from '#shared/dates';
import { exportPath, type ExportDataset } from '#shared/reports/report.schemas';
import { createTestApp, type TestApp } from '../test/test-app';
import { csvText, parseCsv } from './export-test-support';
import { expectedCsv, RANGE, seedExportFixture, ZONE } from './export-fixture-test-support';

describe('CSV exports', () => {
  let t: TestApp;
  let fixture: Awaited<ReturnType<typeof seedExportFixture>>;

  beforeAll(async () => {
    t = await createTestApp();
    fixture = await seedExportFixture(t);
  });
  afterAll(() => t.close());

  async function download(dataset: ExportDataset, cookie = fixture.store.owner.cookie) {
    const response = await t.request(exportPath(dataset, 'csv', RANGE), { cookie });
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { response, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true, fatal: true }).decode(bytes) };
  }

  it('daily logs: reconciled money as plain decimals, Over/Short, only the range', async () => {
    const { text } = await download('daily-logs');
    expect(parseCsv(text)).toEqual(expectedCsv.dailyLogs);
  });

  it('credit transactions: Kiritimati date and time, quoted fields, recorded by, only the range', async () => {
    const { text } = await download('credit-transactions');
    expect(parseCsv(text)).toEqual(expectedCsv.creditTransactions);
  });

  it('customers: every customer of the store, flags as Yes/No, daily credit by the store day', async () => {
    const { text } = await download('customers');
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(expectedCsv.customers[0]);
    rows.sort((a, b) => a[0]!.localeCompare(b[0]!));
    expect(rows).toEqual(expectedCsv.customers.slice(1).sort((a, b) => a[0]!.localeCompare(b[0]!)));
  });

  it('red flags: flagged customers only, last update in the store time zone', async () => {
    const { text } = await download('red-flags');
    expect(parseCsv(text)).toEqual(expectedCsv.redFlags);
  });

  it('writes a UTF-8 BOM, CRLF records and RFC 4180 quoting', async () => {
    const { bytes, text } = await download('credit-transactions');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text).toContain('\r\n2026-03-11 02:30,2026-03-11,1001,"Ana ""Nana"" López",Credit given,1234.50,"groceries, ""big"" order",Rosa Diaz\r\n');
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('prefixes text a spreadsheet would run as a formula, never numbers', async () => {
    const { text } = await download('customers');
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain(`'+12175550100`);
    expect(text).toContain(',-0.05,');
    expect(text).not.toMatch(/(^|,)[=+@]/m);
  });

  it("never shows another store's rows", async () => {
    for (const dataset of ['daily-logs', 'credit-transactions', 'customers', 'red-flags'] as const) {
      const { text } = await download(dataset);
      expect(text).not.toMatch(/canary/i);
    }
    const other = await t.request(exportPath('red-flags', 'csv'), { cookie: fixture.other.owner.cookie });
    const rows = parseCsv(await csvText(other));
    expect(rows.map((r) => r[1])).toEqual(['Name', 'Canary Customer']);
  });

  it('names the file after the store, the dataset and the period', async () => {
    const ranged = await download('credit-transactions');
    expect(ranged.response.headers.get('content-disposition')).toBe(
      "attachment; filename=\"cafe-nandu-s-market-credit-transactions-2026-03-11-to-2026-03-12.csv\"; filename*=UTF-8''caf%C3%A9-%C3%B1and%C3%BA-s-market-credit-transactions-2026-03-11-to-2026-03-12.csv",
    );
    const today = todayInZone(ZONE);
    const unranged = await download('customers');
    expect(unranged.response.headers.get('content-disposition')).toContain(`filename="cafe-nandu-s-market-customers-${today}.csv"`);
  });

  it('an empty range gives the header row only', async () => {
    const response = await t.request(exportPath('daily-logs', 'csv', { from: '2020-01-01', to: '2020-01-31' }), { cookie: fixture.store.owner.cookie });
    expect(parseCsv(await csvText(response))).toEqual([expectedCsv.dailyLogs[0]]);
  });
});
