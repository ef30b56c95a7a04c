import { and, desc, eq, sql } from 'drizzle-orm';
import { todayInZone } from '#shared/dates';
import type { Db } from '../db/client';
import { customers } from '../db/schema/index';
import { zonedDateTimeFormatter } from '../export-writer/export-table';
import { keyedDatasetTable, type ExportColumn, type KeyedExportTable } from './export-texts';

type ExportStore = { id: string; timezone: string };
type CustomerRow = typeof customers.$inferSelect;
/** The last row read, its timestamp as PostgreSQL text (microseconds intact). */
type CustomerCursor = { lowerName: string; id: string };
type UpdatedCursor = { updatedAtText: string; id: string };

const customerColumns: ExportColumn[] = [
  { header: 'id', type: 'text', width: 12 },
  { header: 'name', type: 'text', width: 28 },
  { header: 'phone', type: 'text', width: 16 },
  { header: 'email', type: 'text', width: 28 },
  { header: 'address', type: 'text', width: 36 },
  { header: 'customerBalance', type: 'money', width: 12 },
  { header: 'creditLimit', type: 'money', width: 13 },
  { header: 'dailyCreditActive', type: 'yesno', width: 18 },
  { header: 'redFlagged', type: 'yesno', width: 12 },
  { header: 'redFlagNotes', type: 'text', width: 36 },
  { header: 'blocked', type: 'yesno', width: 9 },
  { header: 'verified', type: 'yesno', width: 9 },
  { header: 'loyal', type: 'yesno', width: 9 },
  { header: 'created', type: 'datetime', width: 18 },
];

const redFlagColumns: ExportColumn[] = [
  { header: 'id', type: 'text', width: 12 },
  { header: 'name', type: 'text', width: 28 },
  { header: 'phone', type: 'text', width: 16 },
  { header: 'email', type: 'text', width: 28 },
  { header: 'customerBalance', type: 'money', width: 12 },
  { header: 'flagNotes', type: 'text', width: 40 },
  { header: 'lastUpdated', type: 'datetime', width: 18 },
];

/** Every customer of the store in directory order (lower(name), id — the customers_store_lower_name_idx order). */
export function customersTable(db: Db, store: ExportStore): KeyedExportTable {
  const localTime = zonedDateTimeFormatter(store.timezone);
  const today = todayInZone(store.timezone);
  const fetch = (after: CustomerCursor | null, limit: number) =>
    db
      .select({ customer: customers, lowerName: sql<string>`lower(${customers.name})` })
      .from(customers)
      .where(
        and(
          eq(customers.storeId, store.id),
          after ? sql`(lower(${customers.name}), ${customers.id}) > (${after.lowerName}, ${after.id}::uuid)` : undefined,
        ),
      )
      .orderBy(sql`lower(${customers.name})`, customers.id)
      .limit(limit);
  const toRow = ({ customer: c }: { customer: CustomerRow }) => [
    c.displayId,
    c.name,
    c.phone,
    c.email,
    c.address,
    c.creditBalanceCents,
    c.creditLimitCents,
    c.dailyCreditOn === today,
    c.internalRedFlag,
    c.redFlagNotes,
    c.isBlocked,
    c.verifiedCustomer,
    c.loyalCustomer,
    localTime(c.createdAt),
  ];
  return keyedDatasetTable({ sheetName: 'customersSheet', columns: customerColumns, fetch, cursorOf: (r) => ({ lowerName: r.lowerName, id: r.customer.id }), toRow });
}

/** The store's red-flag list, newest update first (as the Red Flag Report shows it). */
export function redFlagsTable(db: Db, store: ExportStore): KeyedExportTable {
  const localTime = zonedDateTimeFormatter(store.timezone);
  const fetch = (after: UpdatedCursor | null, limit: number) =>
    db
      .select({ customer: customers, updatedAtText: sql<string>`${customers.updatedAt}::text` })
      .from(customers)
      .where(
        and(
          eq(customers.storeId, store.id),
          eq(customers.internalRedFlag, true),
          after ? sql`(${customers.updatedAt}, ${customers.id}) < (${after.updatedAtText}::timestamptz, ${after.id}::uuid)` : undefined,
        ),
      )
      .orderBy(desc(customers.updatedAt), desc(customers.id))
      .limit(limit);
  const toRow = ({ customer: c }: { customer: CustomerRow }) => [
    c.displayId,
    c.name,
    c.phone,
    c.email,
    c.creditBalanceCents,
    c.redFlagNotes,
    localTime(c.updatedAt),
  ];
  return keyedDatasetTable({ sheetName: 'redFlagsSheet', columns: redFlagColumns, fetch, cursorOf: (r) => ({ updatedAtText: r.updatedAtText, id: r.customer.id }), toRow });
}
