/** A business day is a 'YYYY-MM-DD' string in the store's time zone. */
export type BusinessDate = string;

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

const monthDayYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' });

const longFormatters = new Map<string, Intl.DateTimeFormat>();

/** 'MMM dd, yyyy' (spec part 1 §9). */
export function formatDateLong(instant: Date | string, timeZone?: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (!timeZone) return monthDayYear.format(date);
  let formatter = longFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone });
    longFormatters.set(timeZone, formatter);
  }
  return formatter.format(date);
}

const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();

/** 'MMM dd, yyyy HH:mm:ss' (spec part 1 §9), in the given time zone or the viewer's. */
export function formatDateTimeLong(instant: Date | string, timeZone?: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const key = timeZone ?? '';
  let formatter = dateTimeFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      ...(timeZone ? { timeZone } : {}),
    });
    dateTimeFormatters.set(key, formatter);
  }
  const parts = formatter.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('month')} ${get('day')}, ${get('year')} ${get('hour')}:${get('minute')}:${get('second')}`;
}
