import { describe, expect, it } from 'vitest';
import type { DailyLog } from '#shared/daily-logs/daily-log.schemas';
import { ariaSortOf, defaultSort, nextSort, sortFromValue, sortLogs, sortToValue } from './sort-daily-logs';

function log(logDate: string, cashSalesCents: number, balanceCents: number): DailyLog {
  return {
    id: logDate,
    logDate,
    startingCashCents: 10_000,
    cashSalesCents,
    payoutsCents: 0,
    expensesCents: 0,
    actualCashCents: 10_000 + cashSalesCents + balanceCents,
    expectedCashCents: 10_000 + cashSalesCents,
    balanceCents,
    notes: null,
    createdAt: `${logDate}T20:00:00Z`,
    updatedAt: `${logDate}T20:00:00Z`,
    updatedByName: null,
  };
}

const logs = [log('2026-11-02', 50_000, -500), log('2026-11-03', 20_000, 0), log('2026-11-01', 50_000, 1_200)];
const dates = (rows: DailyLog[]) => rows.map((row) => row.logDate);

describe('sortLogs', () => {
  it('defaults to the newest day first', () => {
    expect(dates(sortLogs(logs, defaultSort))).toEqual(['2026-11-03', '2026-11-02', '2026-11-01']);
  });

  it('sorts by cash sales, newest first among equal sales', () => {
    expect(dates(sortLogs(logs, { key: 'cashSales', direction: 'desc' }))).toEqual(['2026-11-02', '2026-11-01', '2026-11-03']);
    expect(dates(sortLogs(logs, { key: 'cashSales', direction: 'asc' }))).toEqual(['2026-11-03', '2026-11-02', '2026-11-01']);
  });

  it('sorts by balance with shortages lowest', () => {
    expect(dates(sortLogs(logs, { key: 'balance', direction: 'asc' }))).toEqual(['2026-11-02', '2026-11-03', '2026-11-01']);
  });

  it('does not change the list it was given', () => {
    const copy = [...logs];
    sortLogs(logs, { key: 'date', direction: 'asc' });
    expect(logs).toEqual(copy);
  });
});

describe('nextSort', () => {
  it('flips the active column and starts a new column descending', () => {
    expect(nextSort(defaultSort, 'date')).toEqual({ key: 'date', direction: 'asc' });
    expect(nextSort({ key: 'date', direction: 'asc' }, 'date')).toEqual({ key: 'date', direction: 'desc' });
    expect(nextSort({ key: 'date', direction: 'asc' }, 'balance')).toEqual({ key: 'balance', direction: 'desc' });
  });

  it('reports aria-sort only on the active column', () => {
    expect(ariaSortOf(defaultSort, 'date')).toBe('descending');
    expect(ariaSortOf({ key: 'cashSales', direction: 'asc' }, 'cashSales')).toBe('ascending');
    expect(ariaSortOf(defaultSort, 'balance')).toBe('none');
  });

  it('round-trips the phone sort menu value and rejects junk', () => {
    expect(sortFromValue(sortToValue({ key: 'balance', direction: 'asc' }))).toEqual({ key: 'balance', direction: 'asc' });
    expect(sortFromValue('price:up')).toEqual(defaultSort);
  });
});
