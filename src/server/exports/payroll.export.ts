import { and, desc, sql } from 'drizzle-orm';
import type { PayrollFilter } from '#shared/payroll/payroll.schemas';
import type { Db } from '../db/client';
import { payrollEntries } from '../db/schema/index';
import { payrollWhere, type PayrollRow } from '../payroll/index';
import { datasetTable, type Column, type ExportTable, type Row } from '../export-writer/export-table';

const columns: Column[] = [
  { header: 'Employee Name', type: 'text', width: 24 },
  { header: 'Phone Number', type: 'text', width: 16 },
  { header: 'Pay Period', type: 'text', width: 12 },
  { header: 'Start Date', type: 'date', width: 12 },
  { header: 'End Date', type: 'date', width: 12 },
  { header: 'Total Hours', type: 'text', width: 12 },
  { header: 'Total Pay', type: 'money', width: 14 },
  { header: 'Hourly Rate', type: 'money', width: 14 },
  { header: 'Entry Date', type: 'date', width: 12 },
];

const periodLabels: Record<string, string> = { weekly: 'Weekly', 'bi-weekly': 'Bi-weekly', monthly: 'Monthly' };

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
export function payrollTable(db: Db, storeId: string, filter: PayrollFilter): ExportTable {
  return datasetTable({
    sheetName: 'Payroll',
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
