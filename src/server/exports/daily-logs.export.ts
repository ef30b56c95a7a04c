import { and, asc, between, eq, gt } from 'drizzle-orm';
import { reconcile, type DrawerStatus } from '#shared/daily-logs/reconciliation';
import type { DateRangeQuery } from '#shared/reports/report.schemas';
import type { Db } from '../db/client';
import { dailyLogs } from '../db/schema/index';
import { datasetTable, type Column, type ExportTable, type Row } from '../export-writer/export-table';

const columns: Column[] = [
  { header: 'Date', type: 'date', width: 12 },
  { header: 'Starting Cash', type: 'money', width: 14 },
  { header: 'Cash Sales', type: 'money', width: 14 },
  { header: 'Payouts', type: 'money', width: 12 },
  { header: 'Expenses', type: 'money', width: 12 },
  { header: 'Expected Cash', type: 'money', width: 15 },
  { header: 'Actual Cash', type: 'money', width: 14 },
  { header: 'Balance', type: 'money', width: 12 },
  { header: 'Status', type: 'text', width: 10 },
  { header: 'Notes', type: 'text', width: 40 },
];

const statusLabels: Record<DrawerStatus, string> = { balanced: 'Balanced', over: 'Over', short: 'Short' };

type DailyLogRow = typeof dailyLogs.$inferSelect;

/** One row per day: the counts as entered, and expected cash, balance and status from reconcile(). */
function toRow(log: DailyLogRow): Row {
  const { expectedCashCents, balanceCents, status } = reconcile(log);
  return [
    log.logDate,
    log.startingCashCents,
    log.cashSalesCents,
    log.payoutsCents,
    log.expensesCents,
    expectedCashCents,
    log.actualCashCents,
    balanceCents,
    statusLabels[status],
    log.notes,
  ];
}

/** The cash logs of one store for a range of business days, oldest first (one log per store and date). */
export function dailyLogsTable(db: Db, storeId: string, range: DateRangeQuery): ExportTable {
  return datasetTable({
    sheetName: 'Daily logs',
    columns,
    fetch: (after: string | null, limit) =>
      db
        .select()
        .from(dailyLogs)
        .where(
          and(
            eq(dailyLogs.storeId, storeId),
            between(dailyLogs.logDate, range.from, range.to),
            after ? gt(dailyLogs.logDate, after) : undefined,
          ),
        )
        .orderBy(asc(dailyLogs.logDate))
        .limit(limit),
    cursorOf: (log) => log.logDate,
    toRow,
  });
}
