import { CREDIT_REPORT_DAYS, type CreditSummary } from '#shared/reports/report.schemas';
import type { Db } from '../db/client';
import { storeToday } from '../customers/customer-dto';
import { readSnapshot } from './read-snapshot';
import { lastDays } from './report-range';
import { selectDailyTotals, selectRecentEntries, selectTopCustomers, sumCreditWindow } from './credit-summary.queries';

/**
 * GET /api/reports/credit-summary — the past 30 business days in the store's time zone (today
 * included): totals, active customers, the top 10, the latest entries and a zero-filled day series,
 * all aggregated by the database from one snapshot.
 */
export async function getCreditSummary(db: Db, storeId: string, now: Date = new Date()): Promise<CreditSummary> {
  const range = lastDays(await storeToday(db, storeId, now), CREDIT_REPORT_DAYS);
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
      recent,
      daily,
    };
  });
}
