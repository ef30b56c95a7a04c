/** A business day is a 'YYYY-MM-DD' string in the store's time zone. */
export type BusinessDate = string;

/** Today's date in the given IANA time zone, as YYYY-MM-DD. */
export function todayInZone(timeZone: string, now: Date = new Date()): BusinessDate {
  return dateInZone(now, timeZone);
}

export function dateInZone(instant: Date, timeZone: string): BusinessDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export function addDays(instant: Date, days: number): Date {
  return new Date(instant.getTime() + days * 86_400_000);
}

const monthDayYear = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric' });

/** 'MMM dd, yyyy' (spec part 1 §9). */
export function formatDateLong(instant: Date | string, timeZone?: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (!timeZone) return monthDayYear.format(date);
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone }).format(date);
}
