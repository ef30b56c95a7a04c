import { dateFormat } from '#shared/i18n/display-locale';
import { shiftBusinessDate, todayInZone, type BusinessDate, type DateRange } from '#shared/dates';
import { dateRangeProblemText } from '#client/lib/date-range';
import { t } from '#client/i18n';


export type Period = 'last30' | 'last90' | 'year' | 'all' | 'custom';
/** What Daily Log History asks for: a range of days, or every log the store has. */
export type HistoryRange = DateRange | 'all';

/** Read when shown (getters): the language on screen. */
export const periodLabels: Record<Period, string> = {
  get last30() {
    return t('reports.periodLast30');
  },
  get last90() {
    return t('reports.periodLast90');
  },
  get year() {
    return t('reports.thisYear');
  },
  get all() {
    return t('reports.periodAll');
  },
  get custom() {
    return t('reports.periodCustom');
  },
};

/**
 * The business days a period covers, inclusive, ending today in the store's time zone.
 * 'Last 30 days' is today and the 29 days before it; 'This year' starts on January 1st; 'All' is
 * every log the store has (the server knows where that starts).
 */
export function periodRange(period: 'all', timeZone: string, now?: Date, custom?: DateRange): 'all';
export function periodRange(period: Exclude<Period, 'all'>, timeZone: string, now?: Date, custom?: DateRange): DateRange;
export function periodRange(period: Period, timeZone: string, now?: Date, custom?: DateRange): HistoryRange;
export function periodRange(period: Period, timeZone: string, now: Date = new Date(), custom?: DateRange): HistoryRange {
  const today = todayInZone(timeZone, now);
  switch (period) {
    case 'last30':
      return { from: shiftBusinessDate(today, -29), to: today };
    case 'last90':
      return { from: shiftBusinessDate(today, -89), to: today };
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: today };
    case 'all':
      return 'all';
    case 'custom':
      return custom ?? { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/** Why a chosen range cannot be used, or null. */
export const rangeProblem = dateRangeProblemText;

/** 'YYYY-MM' of today in the store's time zone. */
export function currentMonth(timeZone: string, now: Date = new Date()): string {
  return todayInZone(timeZone, now).slice(0, 7);
}

/** The last `count` months, newest first, as 'YYYY-MM'. */
export function recentMonths(latest: string, count: number): string[] {
  const [year = 0, month = 1] = latest.split('-').map(Number);
  return Array.from({ length: count }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** '2026-11' → 'November 2026' ('noviembre de 2026' in Spanish): the language on screen. */
export function formatMonth(month: string): string {
  return dateFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`));
}

/** 'Nov 3' ('3 nov' in Spanish) — for chart axes. */
export function formatShortDate(date: BusinessDate): string {
  return dateFormat({ month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
}
