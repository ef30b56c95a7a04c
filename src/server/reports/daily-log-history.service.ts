import { and, between, eq, max, min } from 'drizzle-orm';
import type { DateRangeQuery, DailyLogHistory, MonthlySummary } from '#shared/reports/report.schemas';
import { profitLoss, reconcile } from '#shared/daily-logs/reconciliation';
import type { Db } from '../db/client';
import type { Tx } from '../db/with-actor';
import { dailyLogs } from '../db/schema/index';
import { storeToday } from '../store-time/store-today';
import { listDailyLogs } from '../daily-logs/index';
import { readSnapshot } from './read-snapshot';
import { averageCents, countRows, sumCents } from './report-sql';
import { HISTORY_DEFAULT_DAYS, lastDays, type MonthRange } from './report-range';

/** Totals of the store's logs from..to, aggregated by the database. */
async function sumDailyLogs(db: Db | Tx, storeId: string, range: DateRangeQuery) {
  const [totals] = await db
    .select({
      days: countRows(),
      startingCashCents: sumCents(dailyLogs.startingCashCents),
      cashSalesCents: sumCents(dailyLogs.cashSalesCents),
      payoutsCents: sumCents(dailyLogs.payoutsCents),
      expensesCents: sumCents(dailyLogs.expensesCents),
      actualCashCents: sumCents(dailyLogs.actualCashCents),
      averageDailySalesCents: averageCents(dailyLogs.cashSalesCents),
    })
    .from(dailyLogs)
    .where(and(eq(dailyLogs.storeId, storeId), between(dailyLogs.logDate, range.from, range.to)));
  return totals!;
}

/**
 * GET /api/reports/daily-logs — the logs of the range (default: the last 90 business days in the
 * store's time zone), newest first, and the summary. The total balance is reconcile() of the summed
 * values: balance is linear, so it equals the sum of every log's balance without a second formula.
 */
export async function getDailyLogHistory(db: Db, storeId: string, query: DateRangeQuery | null): Promise<DailyLogHistory> {
  const range = query ?? lastDays(await storeToday(db, storeId), HISTORY_DEFAULT_DAYS);
  return readSnapshot(db, async (tx) => {
    const logs = await listDailyLogs(tx, storeId, range);
    const totals = await sumDailyLogs(tx, storeId, range);
    return {
      ...range,
      logs,
      summary: {
        totalSalesCents: totals.cashSalesCents,
        days: totals.days,
        averageDailySalesCents: totals.averageDailySalesCents,
        totalBalanceCents: reconcile(totals).balanceCents,
      },
    };
  });
}

/**
 * GET /api/reports/daily-logs/all — Daily Log History's 'All': every log the store has, from its
 * first log to today (or to its last log, should one be later); just today when it has none.
 */
export async function getAllDailyLogHistory(db: Db, storeId: string): Promise<DailyLogHistory> {
  const today = await storeToday(db, storeId);
  const [span] = await db
    .select({ first: min(dailyLogs.logDate), last: max(dailyLogs.logDate) })
    .from(dailyLogs)
    .where(eq(dailyLogs.storeId, storeId));
  const from = span?.first && span.first < today ? span.first : today;
  const to = span?.last && span.last > today ? span.last : today;
  return getDailyLogHistory(db, storeId, { from, to });
}

/** GET /api/reports/monthly-summary — cash sales, payouts, expenses and profit/loss of one month. */
export async function getMonthlySummary(db: Db, storeId: string, range: MonthRange): Promise<MonthlySummary> {
  const totals = await sumDailyLogs(db, storeId, range);
  return {
    month: range.month,
    days: totals.days,
    cashSalesCents: totals.cashSalesCents,
    payoutsCents: totals.payoutsCents,
    expensesCents: totals.expensesCents,
    profitLossCents: profitLoss(totals),
  };
}
