import type { DailyLog } from '#shared/daily-logs/daily-log.schemas';
import type { CreditSummary } from '#shared/reports/report.schemas';
import { shiftBusinessDate, type DateRange } from '#shared/dates';

/** One day of a chart: a value per series, null where the day has no data. */
export type ChartRow = { date: string; values: (number | null)[] };

/** The most days a chart draws: a longer range ('All', a custom range) shows its latest days. */
export const MAX_CHART_DAYS = 366 * 2;

/**
 * One row per day of the range, oldest first: [cash sales, over/short] of the day's log, or nulls.
 * At most the range's latest MAX_CHART_DAYS days.
 */
export function dailyLogRows(logs: readonly DailyLog[], range: DateRange): ChartRow[] {
  const byDate = new Map(logs.map((log) => [log.logDate, log]));
  const rows: ChartRow[] = [];
  const earliest = shiftBusinessDate(range.to, -(MAX_CHART_DAYS - 1));
  const from = range.from > earliest ? range.from : earliest;
  for (let date = from; date <= range.to; date = shiftBusinessDate(date, 1)) {
    const log = byDate.get(date);
    rows.push({ date, values: log ? [log.cashSalesCents, log.balanceCents] : [null, null] });
  }
  return rows;
}

/** The rows of one series of several. */
export function seriesRows(rows: readonly ChartRow[], index: number): ChartRow[] {
  return rows.map((row) => ({ date: row.date, values: [row.values[index] ?? null] }));
}

/** [given, paid back] per day of the credit window. */
export function creditRows(daily: CreditSummary['daily']): ChartRow[] {
  return daily.map((day) => ({ date: day.date, values: [day.givenCents, day.paidCents] }));
}
