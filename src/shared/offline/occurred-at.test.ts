import { describe, expect, it } from 'vitest';
import { checkOccurredAt, lateTap, occurredAtSchema } from './occurred-at';

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
  it('keeps a tap only when the write arrived more than a minute after it', () => {
    expect(lateTap(null, now)).toBeNull();
    expect(lateTap(at(-59_000), now)).toBeNull();
    expect(lateTap(at(60_000), now)).toBeNull();
    expect(lateTap(at(-61_000), now)).toEqual(at(-61_000));
  });
  it('reads ISO times with an offset only', () => {
    expect(occurredAtSchema.safeParse('2026-05-04T12:00:00.000Z').success).toBe(true);
    expect(occurredAtSchema.safeParse('2026-05-04T08:00:00-04:00').success).toBe(true);
    expect(occurredAtSchema.safeParse('2026-05-04').success).toBe(false);
    expect(occurredAtSchema.safeParse('yesterday').success).toBe(false);
  });
});
