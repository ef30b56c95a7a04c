import { isoDateSchema } from '#shared/daily-logs/daily-log.schemas';
import { formatDateLong, formatDateTimeLong, type BusinessDate } from '#shared/dates';

/** Whether a string is a real calendar date written YYYY-MM-DD (what the API accepts). */
export function isBusinessDate(value: string | null | undefined): value is BusinessDate {
  return typeof value === 'string' && isoDateSchema.safeParse(value).success;
}

/** The business date `days` after (or before, when negative) the given one; calendar arithmetic in UTC. */
export function shiftBusinessDate(date: BusinessDate, days: number): BusinessDate {
  const instant = new Date(`${date}T00:00:00Z`);
  instant.setUTCDate(instant.getUTCDate() + days);
  return instant.toISOString().slice(0, 10);
}

/** The date picker accepts these years; a year still being typed (0002, 0020…) is not chosen yet. */
export const PICKER_MIN_DATE = '2000-01-01';
export const PICKER_MAX_DATE = '2099-12-31';

export function isPickableDate(value: string): value is BusinessDate {
  return isBusinessDate(value) && value >= PICKER_MIN_DATE && value <= PICKER_MAX_DATE;
}

/** A business date as 'MMM dd, yyyy', without any time-zone shift. */
export function formatBusinessDate(date: BusinessDate): string {
  return formatDateLong(`${date}T12:00:00Z`, 'UTC');
}

/** 'MMM dd, yyyy HH:mm:ss' (spec part 1 §9), in the store's time zone. */
export const formatDateTime = formatDateTimeLong;
