import type { DateRangeQuery, HistoryQuery } from '#shared/reports/report.schemas';
import { lastDayOfMonth, shiftBusinessDate } from '#shared/dates';
import { AppError } from '../http/app-error';

/** Daily Log History without from/to: the last 90 business days, today included. */
export const HISTORY_DEFAULT_DAYS = 90;
/** The longest range a report answers: from + 3 years + 1 day (a range of three years across a leap day fits). */
export const MAX_RANGE_YEARS = 3;

/** The last `to` a range starting at `from` (a validated business date) may have. */
export function latestRangeEnd(from: string): string {
  const instant = new Date(`${from}T00:00:00Z`);
  instant.setUTCFullYear(instant.getUTCFullYear() + MAX_RANGE_YEARS);
  return shiftBusinessDate(instant.toISOString().slice(0, 10), 1);
}

/** ?from&to of a report (parsed by historyQuerySchema): null when both are absent (the caller picks the default), else a range of at most three years. */
export function readRangeQuery(query: HistoryQuery): DateRangeQuery | null {
  if (query.from === undefined || query.to === undefined) return null;
  const range = { from: query.from, to: query.to };
  if (range.to > latestRangeEnd(range.from)) throw new AppError('VALIDATION_FAILED', { to: 'range_too_long' });
  return range;
}

/** The last `days` business days ending today (inclusive). */
export function lastDays(today: string, days: number): DateRangeQuery {
  return { from: shiftBusinessDate(today, -(days - 1)), to: today };
}

export type MonthRange = { month: string; from: string; to: string };

/** ?month=YYYY-MM (parsed by monthQuerySchema) → its first and last business day. */
export function readMonthQuery({ month }: { month: string }): MonthRange {
  return { month, from: `${month}-01`, to: lastDayOfMonth(month) };
}
