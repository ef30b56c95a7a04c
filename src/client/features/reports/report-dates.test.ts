import { afterEach, describe, expect, it } from 'vitest';
import { activateCatalogue } from '#client/i18n';
import englishCatalogue from '#client/i18n/locales/en/index';
import spanishCatalogue from '#client/i18n/locales/es/index';
import { formatBusinessDate, monthToDate, shiftBusinessDate } from '#shared/dates';
import { currentMonth, formatMonth, formatShortDate, periodRange, rangeProblem, recentMonths } from './report-dates';

// 03:30 UTC on Nov 22: still Nov 21 in Chicago, already Nov 22 in Tokyo.
const now = new Date('2026-11-22T03:30:00Z');

describe('periodRange', () => {
  it('ends today in the store time zone, not in UTC', () => {
    expect(periodRange('last30', 'America/Chicago', now)).toEqual({ from: '2026-10-23', to: '2026-11-21' });
    expect(periodRange('last30', 'Asia/Tokyo', now)).toEqual({ from: '2026-10-24', to: '2026-11-22' });
  });

  it('covers 90 days and the calendar year', () => {
    expect(periodRange('last90', 'UTC', now)).toEqual({ from: '2026-08-25', to: '2026-11-22' });
    expect(periodRange('year', 'America/Chicago', new Date('2027-01-01T05:00:00Z'))).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('uses the custom range as given', () => {
    expect(periodRange('custom', 'UTC', now, { from: '2026-01-05', to: '2026-02-01' })).toEqual({ from: '2026-01-05', to: '2026-02-01' });
    expect(periodRange('all', 'UTC', now)).toBe('all');
  });
});

describe('month helpers', () => {
  it('starts the export range on the first of the local month', () => {
    expect(monthToDate('America/Chicago', new Date('2026-12-01T03:00:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(currentMonth('Asia/Tokyo', new Date('2026-11-30T16:00:00Z'))).toBe('2026-12');
  });

  it('lists months newest first across a year boundary', () => {
    expect(recentMonths('2026-02', 4)).toEqual(['2026-02', '2026-01', '2025-12', '2025-11']);
    expect(formatMonth('2026-11')).toBe('November 2026');
  });
});

describe('dates', () => {
  it('shifts across month ends and leap days', () => {
    expect(shiftBusinessDate('2024-03-01', -1)).toBe('2024-02-29');
    expect(shiftBusinessDate('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('formats a business date as MMM dd, yyyy whatever the browser zone', () => {
    expect(formatBusinessDate('2026-11-03')).toBe('Nov 03, 2026');
  });

  it('explains a bad range', () => {
    expect(rangeProblem({ from: '2026-11-05', to: '2026-11-01' })).toBe('The start date must be on or before the end date');
    expect(rangeProblem({ from: '', to: '2026-11-01' })).toBe('Please choose both dates');
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-01' })).toBeNull();
  });
});

describe('report dates in Spanish (issue 36)', () => {
  afterEach(() => activateCatalogue('en', englishCatalogue));

  it('names months and chart days in English on an English screen', () => {
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(formatShortDate('2026-10-30')).toBe('Oct 30');
  });

  it('names them in Spanish on a Spanish screen: "noviembre de 2026", "30 oct"', () => {
    activateCatalogue('es', spanishCatalogue);
    expect(formatMonth('2026-11')).toBe('noviembre de 2026');
    expect(formatShortDate('2026-10-30')).toBe('30 oct');
  });
});
