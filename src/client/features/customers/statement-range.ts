import { formatDateLong, todayInZone, type BusinessDate } from '#shared/dates';

export type StatementRange = { from: BusinessDate; to: BusinessDate };

/** First day of the current month to today, in the store's time zone. */
export function defaultStatementRange(timeZone: string, now: Date = new Date()): StatementRange {
  const today = todayInZone(timeZone, now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** Why a chosen range cannot be used, or null. */
export function statementRangeProblem(range: StatementRange): string | null {
  if (!isoDate.test(range.from) || !isoDate.test(range.to)) return 'Please choose both dates';
  if (range.from > range.to) return 'The start date must be on or before the end date';
  return null;
}

/** A business date ('YYYY-MM-DD') as 'MMM dd, yyyy', without any time-zone shift. */
export function formatBusinessDate(date: BusinessDate): string {
  return formatDateLong(`${date}T12:00:00Z`, 'UTC');
}
