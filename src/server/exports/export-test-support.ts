import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { creditTransactions, dailyLogs, stores } from '../db/schema/index';
import type { TestApp } from '../test/test-app';

/**
 * A small RFC 4180 parser for the tests: quoted fields with doubled quotes, commas and line breaks
 * inside quotes, CRLF records. Expects a leading BOM and fails on a bare LF outside quotes.
 */
export function parseCsv(text: string): string[][] {
  if (!text.startsWith('\uFEFF')) throw new Error('CSV has no UTF-8 BOM');
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 1;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '"' && field === '') {
      const end = closingQuote(text, i + 1);
      field = text.slice(i + 1, end).replaceAll('""', '"');
      i = end + 1;
      continue;
    }
    if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else if (ch === '\n' || ch === '\r') {
      throw new Error(`bare line break at ${i}`);
    } else field += ch;
    i += 1;
  }
  if (field !== '' || row.length > 0) throw new Error('CSV does not end with CRLF');
  return rows;
}

/** The body as text with its BOM kept (Response.text() drops it). */
export async function csvText(response: Response): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true, fatal: true }).decode(await response.arrayBuffer());
}

function closingQuote(text: string, from: number): number {
  let i = from;
  for (;;) {
    const q = text.indexOf('"', i);
    if (q < 0) throw new Error('unterminated quote');
    if (text[q + 1] !== '"') return q;
    i = q + 2;
  }
}

/** The first worksheet of an XLSX body, read with exceljs's reader. */
export async function readXlsx(response: Response): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  return sheet;
}

/** A worksheet row's values from column 1 (exceljs rows are 1-based with an empty slot 0). */
export function rowValues(sheet: ExcelJS.Worksheet, n: number): unknown[] {
  return (sheet.getRow(n).values as unknown[]).slice(1);
}

export async function setStoreTimezone(t: TestApp, storeId: string, timezone: string, name?: string) {
  await t.db
    .update(stores)
    .set(name ? { timezone, name } : { timezone })
    .where(eq(stores.id, storeId));
}

type LedgerValues = Partial<typeof creditTransactions.$inferInsert> & { customerId: string; businessDate: string };

/** A ledger row written straight into the table (the ledger API stamps 'now'; exports need fixed instants). */
export async function insertLedgerRow(t: TestApp, storeId: string, values: LedgerValues) {
  await t.db.insert(creditTransactions).values({ storeId, transactionType: 'credit_given', amountCents: 100, ...values });
}

export async function insertDailyLog(t: TestApp, storeId: string, values: Partial<typeof dailyLogs.$inferInsert> & { logDate: string }) {
  await t.db.insert(dailyLogs).values({ storeId, ...values });
}

/**
 * `count` ledger rows for one customer, set-based, with the audit trigger off for the seed
 * (SET LOCAL: restored at commit). Business dates cycle over `days` days from `firstDate`; within a
 * day many rows share created_at to the microsecond, so paging must break ties by id. Notes are '<notesPrefix><i> weekly groceries…' ('n-' by default).
 */
export async function seedLedger(t: TestApp, storeId: string, customerId: string, options: { count: number; firstDate: string; days: number; notesPrefix?: string }) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into credit_transactions (store_id, customer_id, transaction_type, amount_cents, notes, business_date, created_at)
      select ${storeId}::uuid, ${customerId}::uuid,
             case when i % 3 = 0 then 'credit_paid' else 'credit_given' end,
             100 + i % 9900, ${options.notesPrefix ?? 'n-'} || i || ' weekly groceries and household items',
             ${options.firstDate}::date + (i % ${options.days})::int,
             (${options.firstDate}::date + (i % ${options.days})::int)::timestamp at time zone 'UTC'
               + interval '12 hours' + (i % 5) * interval '1 microsecond'
      from generate_series(1, ${options.count}) as i`);
  });
}
