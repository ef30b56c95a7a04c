import { describe, expect, it } from 'vitest';
import { dateInZone, formatDateLong, todayInZone } from './dates';

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
