import { describe, expect, it } from 'vitest';
import {
  dateInZone,
  dateRangeProblem,
  FIRST_BUSINESS_DATE,
  formatBusinessDate,
  formatDateLong,
  formatDateTimeLong,
  formatPlatformDate,
  formatPlatformDateTime,
  isBusinessDate,
  LAST_BUSINESS_DATE,
  lastDayOfMonth,
  monthToDate,
  PLATFORM_TIME_ZONE,
  platformDayStart,
  shiftBusinessDate,
  todayInZone,
} from './dates';

describe('business dates', () => {
  it("is the store's local date, not UTC's", () => {
    const instant = new Date('2026-11-22T03:30:00Z'); // 22 Nov in UTC, still 21 Nov in Chicago
    expect(todayInZone('UTC', instant)).toBe('2026-11-22');
    expect(todayInZone('America/Chicago', instant)).toBe('2026-11-21');
    expect(todayInZone('Pacific/Kiritimati', new Date('2026-11-21T11:00:00Z'))).toBe('2026-11-22');
  });

  it('answers each minute from its own date, across midnight and between zones', () => {
    // Kathmandu is UTC+05:45: its midnight falls at 18:15 UTC, inside no whole UTC hour.
    expect(dateInZone(new Date('2026-11-22T18:14:59.999Z'), 'Asia/Kathmandu')).toBe('2026-11-22');
    expect(dateInZone(new Date('2026-11-22T18:14:00.000Z'), 'Asia/Kathmandu')).toBe('2026-11-22');
    expect(dateInZone(new Date('2026-11-22T18:15:00.000Z'), 'Asia/Kathmandu')).toBe('2026-11-23');
    expect(dateInZone(new Date('2026-11-22T18:15:59.000Z'), 'Asia/Kathmandu')).toBe('2026-11-23');
    expect(dateInZone(new Date('2026-11-22T18:15:30.000Z'), 'America/Chicago')).toBe('2026-11-22');
    // Going back in time is answered afresh, not from the later minute.
    expect(dateInZone(new Date('2026-11-22T18:14:30.000Z'), 'Asia/Kathmandu')).toBe('2026-11-22');
    // Before 1980 (offsets with seconds) every answer is computed.
    expect(dateInZone(new Date('1900-01-01T00:00:00Z'), 'UTC')).toBe('1900-01-01');
  });

  it("formats 'MMM dd, yyyy'", () => {
    expect(formatDateLong('2026-03-05T12:00:00Z', 'UTC')).toBe('Mar 05, 2026');
  });
});


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

describe('isBusinessDate', () => {
  it('accepts real dates only', () => {
    expect(isBusinessDate('2026-02-28')).toBe(true);
    expect(isBusinessDate('2026-02-30')).toBe(false);
    expect(isBusinessDate('2026-2-3')).toBe(false);
    expect(isBusinessDate(null)).toBe(false);
  });

  it('ignores a year still being typed in the picker', () => {
    expect(isBusinessDate('0002-11-22')).toBe(false);
    expect(isBusinessDate('0202-11-22')).toBe(false);
    expect(isBusinessDate('2026-11-22')).toBe(true);
  });

  it('accepts the one range of business days, 2000-01-01 to 2100-12-31', () => {
    expect(FIRST_BUSINESS_DATE).toBe('2000-01-01');
    expect(LAST_BUSINESS_DATE).toBe('2100-12-31');
    expect(isBusinessDate('1999-12-31')).toBe(false);
    expect(isBusinessDate('2000-01-01')).toBe(true);
    expect(isBusinessDate('2100-12-31')).toBe(true);
    expect(isBusinessDate('2101-01-01')).toBe(false);
    expect(isBusinessDate(20260101)).toBe(false);
  });
});

describe('months and ranges', () => {
  it('knows the last day of each month', () => {
    expect(lastDayOfMonth('2026-02')).toBe('2026-02-28');
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29');
    expect(lastDayOfMonth('2026-12')).toBe('2026-12-31');
    expect(lastDayOfMonth('2026-04')).toBe('2026-04-30');
  });

  it("runs month to date from the 1st to today in the store's zone", () => {
    const instant = new Date('2026-12-01T03:00:00Z'); // still Nov 30 in Chicago
    expect(monthToDate('America/Chicago', instant)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(monthToDate('UTC', instant)).toEqual({ from: '2026-12-01', to: '2026-12-01' });
  });

  it('names what is wrong with a range', () => {
    expect(dateRangeProblem({ from: '', to: '2026-11-01' })).toBe('missing');
    expect(dateRangeProblem({ from: '2026-11-05', to: '2026-11-01' })).toBe('reversed');
    expect(dateRangeProblem({ from: '2026-11-01', to: '2026-11-01' })).toBeNull();
  });
});

describe('formatting', () => {
  it('shows a business date as MMM dd, yyyy without shifting it', () => {
    expect(formatBusinessDate('2026-01-01')).toBe('Jan 01, 2026');
  });

  it('shows an instant in the store time zone', () => {
    expect(formatDateTimeLong('2026-07-04T02:30:05Z', 'America/Chicago')).toBe('Jul 03, 2026 21:30:05');
  });

  it('states admin times in the platform zone, labelled, whatever the browser zone', () => {
    expect(PLATFORM_TIME_ZONE).toBe('UTC');
    expect(formatPlatformDateTime('2026-07-04T02:30:05Z')).toBe('Jul 04, 2026 02:30:05 UTC');
    expect(formatPlatformDate('2026-07-04T23:30:05Z')).toBe('Jul 04, 2026');
    expect(platformDayStart('2026-11-01')).toBe('2026-11-01T00:00:00.000Z');
    expect(platformDayStart('2026-11-30', 1)).toBe('2026-12-01T00:00:00.000Z');
  });
});
