import type { DailyLog } from '#shared/daily-logs/daily-log.schemas';
import { t } from '#client/i18n';

export type SortKey = 'date' | 'cashSales' | 'balance';
export type SortDirection = 'asc' | 'desc';
export type SortState = { key: SortKey; direction: SortDirection };

export const defaultSort: SortState = { key: 'date', direction: 'desc' };

export const sortKeyLabels: Record<SortKey, string> = { get date() {
    return t('reports.date');
  }, get cashSales() {
    return t('reports.cashSales');
  }, get balance() {
    return t('reports.balance');
  } };

/** Clicking the active column flips its direction; choosing a new column starts descending (spec part 1 §2). */
export function nextSort(current: SortState, key: SortKey): SortState {
  if (current.key === key) return { key, direction: current.direction === 'desc' ? 'asc' : 'desc' };
  return { key, direction: 'desc' };
}

const valueOf: Record<Exclude<SortKey, 'date'>, (log: DailyLog) => number> = {
  cashSales: (log) => log.cashSalesCents,
  balance: (log) => log.balanceCents,
};

function compare(a: DailyLog, b: DailyLog, key: SortKey): number {
  if (key === 'date') return a.logDate < b.logDate ? -1 : a.logDate > b.logDate ? 1 : 0;
  return valueOf[key](a) - valueOf[key](b);
}

/** A sorted copy; equal values keep the newest day first. */
export function sortLogs(logs: readonly DailyLog[], sort: SortState): DailyLog[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...logs].sort((a, b) => sign * compare(a, b, sort.key) || compare(b, a, 'date'));
}

/** The aria-sort value of a column header. */
export function ariaSortOf(sort: SortState, key: SortKey): 'ascending' | 'descending' | 'none' {
  if (sort.key !== key) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/** 'date:desc' ⇄ SortState, for the sort menu of the phone layout. */
export function sortToValue(sort: SortState): string {
  return `${sort.key}:${sort.direction}`;
}

export function sortFromValue(value: string): SortState {
  const [key, direction] = value.split(':');
  const isKey = key === 'date' || key === 'cashSales' || key === 'balance';
  const isDirection = direction === 'asc' || direction === 'desc';
  return isKey && isDirection ? { key, direction } : defaultSort;
}
