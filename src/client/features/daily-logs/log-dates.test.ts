import { describe, expect, it } from 'vitest';
import { formatBusinessDate, formatDateTime, isBusinessDate, isPickableDate, shiftBusinessDate } from './log-dates';

describe('shiftBusinessDate', () => {
  it('moves to the next day inside a month', () => {
    expect(shiftBusinessDate('2026-03-14', 1)).toBe('2026-03-15');
  });

  it('crosses month ends of every length', () => {
    expect(shiftBusinessDate('2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftBusinessDate('2026-04-30', 1)).toBe('2026-05-01');
    expect(shiftBusinessDate('2026-02-28', 1)).toBe('2026-03-01');
  });

  it('knows leap years', () => {
    expect(shiftBusinessDate('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftBusinessDate('2028-02-29', 1)).toBe('2028-03-01');
    expect(shiftBusinessDate('2100-02-28', 1)).toBe('2100-03-01');
  });

  it('crosses the year end both ways', () => {
    expect(shiftBusinessDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftBusinessDate('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('is not thrown off by daylight saving changes', () => {
    expect(shiftBusinessDate('2026-03-08', 1)).toBe('2026-03-09');
    expect(shiftBusinessDate('2026-11-01', 1)).toBe('2026-11-02');
  });
});

describe('isBusinessDate / isPickableDate', () => {
  it('accepts real dates only', () => {
    expect(isBusinessDate('2026-02-28')).toBe(true);
    expect(isBusinessDate('2026-02-30')).toBe(false);
    expect(isBusinessDate('2026-2-3')).toBe(false);
    expect(isBusinessDate(null)).toBe(false);
  });

  it('ignores a year still being typed in the picker', () => {
    expect(isPickableDate('0002-11-22')).toBe(false);
    expect(isPickableDate('0202-11-22')).toBe(false);
    expect(isPickableDate('2026-11-22')).toBe(true);
  });
});

describe('formatting', () => {
  it('shows a business date as MMM dd, yyyy without shifting it', () => {
    expect(formatBusinessDate('2026-01-01')).toBe('Jan 01, 2026');
  });

  it('shows an instant in the store time zone', () => {
    expect(formatDateTime('2026-07-04T02:30:05Z', 'America/Chicago')).toBe('Jul 03, 2026 21:30:05');
  });
});
