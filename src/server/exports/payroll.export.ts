import { and, desc, sql } from 'drizzle-orm';
import type { PayrollFilter } from '#shared/payroll/payroll.schemas';
import type { Db } from '../db/client';
import { payrollEntries } from '../db/schema/index';
import { payrollWhere, type PayrollRow } from '../payroll/index';
import type { Row } from '../export-writer/export-table';
import { keyedDatasetTable, type ExportColumn, type ExportKey, type KeyedExportTable } from './export-texts';

const columns: ExportColumn[] = [
  { header: 'employeeName', type: 'text', width: 24 },
  { header: 'phoneNumber', type: 'text', width: 16 },
  { header: 'payPeriod', type: 'text', width: 12, isLabel: true },
  { header: 'startDate', type: 'date', width: 12 },
  { header: 'endDate', type: 'date', width: 12 },
  { header: 'totalHours', type: 'text', width: 12 },
  { header: 'totalPay', type: 'money', width: 14 },
  { header: 'hourlyRate', type: 'money', width: 14 },
  { header: 'entryDate', type: 'date', width: 12 },
];

const periodLabels: Record<string, ExportKey> = { weekly: 'weekly', 'bi-weekly': 'biWeekly', monthly: 'monthly' };

function toRow(entry: PayrollRow): Row {
  return [
    entry.employeeName,
    entry.employeePhone,
    periodLabels[entry.payPeriodType] ?? entry.payPeriodType,
    entry.startDate,
    entry.endDate,
    (entry.totalHalfHours / 2).toFixed(1),
    entry.totalAmountCents,
    entry.hourlyRateCents,
    entry.entryDate,
  ];
}

type Key = { createdAt: Date; id: string };
const pe = payrollEntries;

/** The entries the payroll page shows for the same filter, newest first as on the page. */
export function payrollTable(db: Db, storeId: string, filter: PayrollFilter): KeyedExportTable {
  return keyedDatasetTable({
    sheetName: 'payrollSheet',
    columns,
    fetch: (after: Key | null, limit) =>
      db
        .select()
        .from(pe)
        .where(and(payrollWhere(storeId, filter), after ? sql`(${pe.createdAt}, ${pe.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined))
        .orderBy(desc(pe.createdAt), desc(pe.id))
        .limit(limit),
    cursorOf: (row): Key => ({ createdAt: row.createdAt, id: row.id }),
    toRow,
  });
}
