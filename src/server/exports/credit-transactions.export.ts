import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { DateRangeQuery } from '#shared/reports/report.schemas';
import type { Db } from '../db/client';
import { creditTransactions as ct, customers, profiles, users } from '../db/schema/index';
import { personNameSql } from '../db/person-name';
import { zonedDateTimeFormatter, type Row } from '../export-writer/export-table';
import { keyedDatasetTable, type ExportColumn, type KeyedExportTable } from './export-texts';

const columns: ExportColumn[] = [
  { header: 'dateAndTime', type: 'datetime', width: 18 },
  { header: 'businessDate', type: 'date', width: 13 },
  { header: 'customerId', type: 'text', width: 12 },
  { header: 'customer', type: 'text', width: 28 },
  { header: 'type', type: 'text', width: 13, isLabel: true },
  { header: 'amount', type: 'money', width: 12 },
  { header: 'notes', type: 'text', width: 40 },
  { header: 'recordedBy', type: 'text', width: 24 },
];

const typeLabels = { credit_given: 'creditGiven', credit_paid: 'payment' } as const;

/** (business_date, created_at, id) of the last row read; created_at as PostgreSQL text keeps its microseconds. */
export type LedgerCursor = { businessDate: string; createdAtText: string; id: string };

type LedgerRow = Awaited<ReturnType<typeof fetchLedgerBatch>>[number];

/**
 * One batch of the store's ledger for business dates from..to, oldest first, strictly after the cursor.
 * The batch of ledger rows is cut first (index (store_id, business_date, created_at, id)) and only then
 * joined to its customers and authors: joining first let the planner walk every customer's history,
 * which grew with the number of stores (docs/measurements/reports-bench.md).
 */
export function fetchLedgerBatch(db: Db, storeId: string, range: DateRangeQuery, after: LedgerCursor | null, limit: number) {
  const afterCursor = after
    ? sql`(${ct.businessDate}, ${ct.createdAt}, ${ct.id}) > (${after.businessDate}::date, ${after.createdAtText}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const page = db
    .select({
      id: ct.id,
      customerId: ct.customerId,
      createdBy: ct.createdBy,
      businessDate: ct.businessDate,
      createdAt: ct.createdAt,
      createdAtText: sql<string>`${ct.createdAt}::text`.as('created_at_text'),
      transactionType: ct.transactionType,
      amountCents: ct.amountCents,
      notes: ct.notes,
    })
    .from(ct)
    .where(and(eq(ct.storeId, storeId), between(ct.businessDate, range.from, range.to), afterCursor))
    .orderBy(asc(ct.businessDate), asc(ct.createdAt), asc(ct.id))
    .limit(limit)
    .as('page');
  return db
    .select({
      id: page.id,
      businessDate: page.businessDate,
      createdAt: page.createdAt,
      createdAtText: page.createdAtText,
      transactionType: page.transactionType,
      amountCents: page.amountCents,
      notes: page.notes,
      customerDisplayId: customers.displayId,
      customerName: customers.name,
      recordedBy: personNameSql,
    })
    .from(page)
    .innerJoin(customers, and(eq(customers.id, page.customerId), eq(customers.storeId, storeId)))
    .leftJoin(users, eq(users.id, page.createdBy))
    .leftJoin(profiles, eq(profiles.id, page.createdBy))
    .orderBy(asc(page.businessDate), asc(page.createdAt), asc(page.id));
}

/** The credit ledger of one store for a range of business days, in keyset batches. */
export function creditTransactionsTable(db: Db, store: { id: string; timezone: string }, range: DateRangeQuery): KeyedExportTable {
  const localTime = zonedDateTimeFormatter(store.timezone);
  const toRow = (r: LedgerRow): Row => [
    localTime(r.createdAt),
    r.businessDate,
    r.customerDisplayId,
    r.customerName,
    typeLabels[r.transactionType],
    r.amountCents,
    r.notes,
    r.recordedBy,
  ];
  return keyedDatasetTable({
    sheetName: 'creditTransactionsSheet',
    columns,
    fetch: (after: LedgerCursor | null, limit) => fetchLedgerBatch(db, store.id, range, after, limit),
    cursorOf: (r) => ({ businessDate: r.businessDate, createdAtText: r.createdAtText, id: r.id }),
    toRow,
  });
}
