import { CREDIT_REPORT_DAYS, type CreditSummary } from '#shared/reports/report.schemas';
import type { RecentCreditPage } from '#shared/reports/credit-recent.schemas';
import type { Db } from '../db/client';
import { storeToday } from '../store-time/store-today';
import { readSnapshot } from './read-snapshot';
import { lastDays } from './report-range';
import { selectDailyTotals, selectRecentEntries, selectTopCustomers, sumCreditWindow } from './credit-summary.queries';

/** The credit report's window: the past 30 business days in the store's time zone, today included. */
async function creditWindow(db: Db, storeId: string, now: Date) {
  return lastDays(await storeToday(db, storeId, now), CREDIT_REPORT_DAYS);
}

/**
 * GET /api/reports/credit-summary — the past 30 business days in the store's time zone (today
 * included): totals, active customers, the top 10, the first page of the latest entries (with how
 * many there are and the cursor of the next page) and a zero-filled day series, all aggregated by
 * the database from one snapshot.
 */
export async function getCreditSummary(db: Db, storeId: string, now: Date = new Date()): Promise<CreditSummary> {
  const range = await creditWindow(db, storeId, now);
  return readSnapshot(db, async (tx) => {
    const totals = await sumCreditWindow(tx, storeId, range);
    const topCustomers = await selectTopCustomers(tx, storeId, range);
    const recent = await selectRecentEntries(tx, storeId, range);
    const daily = await selectDailyTotals(tx, storeId, range);
    return {
      ...range,
      ...totals,
      netCents: totals.totalGivenCents - totals.totalPaidCents,
      topCustomers,
      recent: recent.entries,
      recentNextCursor: recent.nextCursor,
      daily,
    };
  });
}

/** GET /api/reports/credit-summary/recent?cursor — the page of the window's entries after the cursor entry. */
export async function getRecentCreditEntries(db: Db, storeId: string, cursor: string, now: Date = new Date()): Promise<RecentCreditPage> {
  const range = await creditWindow(db, storeId, now);
  return readSnapshot(db, (tx) => selectRecentEntries(tx, storeId, range, cursor));
}
