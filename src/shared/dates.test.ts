import { describe, expect, it } from 'vitest';
import { formatDateLong, todayInZone } from './dates';

describe('business dates', () => {
  it("is the store's local date, not UTC's", () => {
    const instant = new Date('2026-11-22T03:30:00Z'); // 22 Nov in UTC, still 21 Nov in Chicago
    expect(todayInZone('UTC', instant)).toBe('2026-11-22');
    expect(todayInZone('America/Chicago', instant)).toBe('2026-11-21');
    expect(todayInZone('Pacific/Kiritimati', new Date('2026-11-21T11:00:00Z'))).toBe('2026-11-22');
  });

  it("formats 'MMM dd, yyyy'", () => {
    expect(formatDateLong('2026-03-05T12:00:00Z', 'UTC')).toBe('Mar 05, 2026');
  });
});
