import { and, asc, between, eq, gt } from 'drizzle-orm';
import { reconcile, type DrawerStatus } from '#shared/daily-logs/reconciliation';
import type { DateRangeQuery } from '#shared/reports/report.schemas';
import type { Db } from '../db/client';
import { dailyLogs } from '../db/schema/index';
import type { Row } from '../export-writer/export-table';
import { keyedDatasetTable, type ExportColumn, type ExportKey, type KeyedExportTable } from './export-texts';

const columns: ExportColumn[] = [
  { header: 'date', type: 'date', width: 12 },
  { header: 'startingCash', type: 'money', width: 14 },
  { header: 'cashSales', type: 'money', width: 14 },
  { header: 'payouts', type: 'money', width: 12 },
  { header: 'expenses', type: 'money', width: 12 },
  { header: 'expectedCash', type: 'money', width: 15 },
  { header: 'actualCash', type: 'money', width: 14 },
  { header: 'drawerBalance', type: 'money', width: 12 },
  { header: 'status', type: 'text', width: 10, isLabel: true },
  { header: 'notes', type: 'text', width: 40 },
];

const statusLabels: Record<DrawerStatus, ExportKey> = { balanced: 'balanced', over: 'over', short: 'short' };

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
export function dailyLogsTable(db: Db, storeId: string, range: DateRangeQuery): KeyedExportTable {
  return keyedDatasetTable({
    sheetName: 'dailyLogsSheet',
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
