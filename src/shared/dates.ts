/**
 * Every date and time rule of the app in one module (issue 23): business days ('YYYY-MM-DD' in a
 * store's time zone), their range and arithmetic, and how dates and instants are written.
 */
import { dateFormat, displayLocale } from './i18n/display-locale';

/** A business day is a 'YYYY-MM-DD' string in the store's time zone. */
export type BusinessDate = string;

/** An inclusive range of business days. */
export type DateRange = { from: BusinessDate; to: BusinessDate };

/** The first and last business day the app accepts (API inputs, date pickers). */
export const FIRST_BUSINESS_DATE: BusinessDate = '2000-01-01';
export const LAST_BUSINESS_DATE: BusinessDate = '2100-12-31';

const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * True for 'YYYY-MM-DD' naming a day that exists (no 2025-02-30) between FIRST_BUSINESS_DATE and
 * LAST_BUSINESS_DATE; a year still being typed in a picker (0002-…) is not one.
 */
export function isBusinessDate(value: unknown): value is BusinessDate {
  if (typeof value !== 'string' || !datePattern.test(value) || value < FIRST_BUSINESS_DATE || value > LAST_BUSINESS_DATE) return false;
  const instant = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(instant.getTime()) && instant.toISOString().slice(0, 10) === value;
}

/** A business date moved by whole days (negative: earlier); calendar arithmetic, no time-zone shift. */
export function shiftBusinessDate(date: BusinessDate, days: number): BusinessDate {
  const instant = new Date(`${date}T12:00:00Z`);
  instant.setUTCDate(instant.getUTCDate() + days);
  return instant.toISOString().slice(0, 10);
}

/** The last day of a month given as 'YYYY-MM'. */
export function lastDayOfMonth(month: string): BusinessDate {
  const instant = new Date(`${month}-01T12:00:00Z`);
  instant.setUTCMonth(instant.getUTCMonth() + 1, 0); // day 0 of the next month: the last day of this one
  return instant.toISOString().slice(0, 10);
}

/** First day of the current month to today, in the given time zone. */
export function monthToDate(timeZone: string, now: Date = new Date()): DateRange {
  const today = todayInZone(timeZone, now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** Why a chosen range cannot be used: a date missing or not a date, or the start after the end. */
export type DateRangeProblem = 'missing' | 'reversed';

export function dateRangeProblem(range: DateRange): DateRangeProblem | null {
  if (!datePattern.test(range.from) || !datePattern.test(range.to)) return 'missing';
  if (range.from > range.to) return 'reversed';
  return null;
}

/** Today's date in the given IANA time zone, as YYYY-MM-DD. */
export function todayInZone(timeZone: string, now: Date = new Date()): BusinessDate {
  return dateInZone(now, timeZone);
}

/** One formatter per time zone: constructing an Intl.DateTimeFormat costs far more than using one. */
const ymdFormatters = new Map<string, Intl.DateTimeFormat>();

function ymdFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = ymdFormatters.get(timeZone);
  if (!formatter) {
    // Throws a RangeError for an unknown zone, as before; nothing is cached then.
    // eslint-disable-next-line locale/no-hard-coded-locale -- a technical format: en-CA writes YYYY-MM-DD, read back by code, never shown
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    ymdFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * The last answer per time zone, by UTC minute. Every zone's offset since 1972 is a whole number of
 * minutes, so a date changes only on a minute boundary and one answer holds for its whole minute;
 * the request hot path asks for today's date on every customer page.
 */
const lastDateByZone = new Map<string, { minute: number; date: BusinessDate }>();
/** Before this instant some zones had offsets with seconds (local mean time): never cached. */
const WHOLE_MINUTE_OFFSETS_SINCE = Date.UTC(1980, 0, 1);

export function dateInZone(instant: Date, timeZone: string): BusinessDate {
  const time = instant.getTime();
  if (!(time >= WHOLE_MINUTE_OFFSETS_SINCE)) return formatDateInZone(instant, timeZone);
  const minute = Math.floor(time / 60_000);
  const last = lastDateByZone.get(timeZone);
  if (last && last.minute === minute) return last.date;
  const date = formatDateInZone(instant, timeZone);
  lastDateByZone.set(timeZone, { minute, date });
  return date;
}

function formatDateInZone(instant: Date, timeZone: string): BusinessDate {
  const parts = ymdFormatter(timeZone).formatToParts(instant);
  let year = '';
  let month = '';
  let day = '';
  for (const part of parts) {
    if (part.type === 'year') year = part.value;
    else if (part.type === 'month') month = part.value;
    else if (part.type === 'day') day = part.value;
  }
  return `${year}-${month}-${day}`;
}

export function addDays(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * 86_400_000);
}

/** A business date ('YYYY-MM-DD') as 'MMM dd, yyyy', the same in every browser zone. */
export function formatBusinessDate(date: BusinessDate): string {
  return formatDateLong(`${date}T12:00:00Z`, 'UTC');
}

/** 'MMM dd, yyyy' (spec part 1 §9); in Spanish 'dd MMM yyyy' (es-US), from the display locale. */
export function formatDateLong(instant: Date | string, timeZone?: string, locale: string = displayLocale()): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return dateFormat({ month: 'short', day: '2-digit', year: 'numeric', ...(timeZone ? { timeZone } : {}) }, locale).format(date);
}

/** 'MMM dd, yyyy HH:mm:ss' (spec part 1 §9), in the given time zone or the viewer's; 'dd MMM yyyy HH:mm:ss' in Spanish. */
export function formatDateTimeLong(instant: Date | string, timeZone?: string, locale: string = displayLocale()): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const formatter = dateFormat(
    { month: 'short', day: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', ...(timeZone ? { timeZone } : {}) },
    locale,
  );
  const parts = formatter.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  const time = `${get('hour')}:${get('minute')}:${get('second')}`;
  if (!locale.startsWith('en')) return `${get('day')} ${get('month')} ${get('year')} ${time}`;
  return `${get('month')} ${get('day')}, ${get('year')} ${time}`;
}

/**
 * The zone the admin area states its times in (labelled), whatever the viewer's browser zone:
 * the platform's. A store's day is never this: it is the store's own zone (todayInZone).
 */
export const PLATFORM_TIME_ZONE = 'UTC';

/** 'MMM dd, yyyy HH:mm:ss UTC': an instant on an admin screen. */
export function formatPlatformDateTime(instant: Date | string): string {
  return `${formatDateTimeLong(instant, PLATFORM_TIME_ZONE)} ${PLATFORM_TIME_ZONE}`;
}

/** 'MMM dd, yyyy': the platform day of an instant, on an admin screen. */
export function formatPlatformDate(instant: Date | string): string {
  return formatDateLong(instant, PLATFORM_TIME_ZONE);
}

/** The instant a platform day starts, `plusDays` later (for admin filters by day). */
export function platformDayStart(day: BusinessDate, plusDays = 0): string {
  return new Date(`${shiftBusinessDate(day, plusDays)}T00:00:00Z`).toISOString();
}
