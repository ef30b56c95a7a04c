import { describe, expect, it } from 'vitest';
import { todayInZone } from '#shared/dates';
import { checkOccurredAt, occurredAtSchema, syncedLater, tapOf } from './occurred-at';

describe('the time of the tap of a queued write', () => {
  const now = new Date('2026-05-04T12:00:00Z');
  const at = (ms: number) => new Date(now.getTime() + ms);
  it('is taken up to 72 hours late and 5 minutes early', () => {
    expect(checkOccurredAt(now, now)).toBeNull();
    expect(checkOccurredAt(at(-72 * 3_600_000), now)).toBeNull();
    expect(checkOccurredAt(at(5 * 60_000), now)).toBeNull();
  });
  it('is refused past either edge', () => {
    expect(checkOccurredAt(at(-72 * 3_600_000 - 1), now)).toBe('ENTRY_TOO_OLD');
    expect(checkOccurredAt(at(5 * 60_000 + 1), now)).toBe('ENTRY_IN_FUTURE');
  });
  it('keeps every tap, however soon after it the write arrives (issue 36), and takes a tap ahead as the time received', () => {
    expect(tapOf(null, now)).toBeNull();
    expect(tapOf(at(-1), now)).toEqual(at(-1));
    expect(tapOf(at(-50_000), now)).toEqual(at(-50_000));
    expect(tapOf(at(-61_000), now)).toEqual(at(-61_000));
    expect(tapOf(at(60_000), now)).toEqual(now);
  });
  it('a give tapped at 23:59:30 and synced at 00:00:20 keeps the tap of the day before', () => {
    const received = new Date('2026-05-04T05:00:20Z'); // 00:00:20 in Chicago (CDT)
    const tapped = new Date('2026-05-04T04:59:30Z'); // 23:59:30 on 3 May in Chicago
    expect(tapOf(tapped, received)).toEqual(tapped);
    expect(todayInZone('America/Chicago', tapOf(tapped, received) ?? received)).toBe('2026-05-03');
  });
  it('says "synced" beside the tap only for a write received more than a minute after it', () => {
    expect(syncedLater(at(-59_000), now)).toBe(false);
    expect(syncedLater(at(-61_000).toISOString(), now.toISOString())).toBe(true);
  });
  it('reads ISO times with an offset only', () => {
    expect(occurredAtSchema.safeParse('2026-05-04T12:00:00.000Z').success).toBe(true);
    expect(occurredAtSchema.safeParse('2026-05-04T08:00:00-04:00').success).toBe(true);
    expect(occurredAtSchema.safeParse('2026-05-04').success).toBe(false);
    expect(occurredAtSchema.safeParse('yesterday').success).toBe(false);
  });
});
