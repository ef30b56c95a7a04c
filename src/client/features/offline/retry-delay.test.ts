import { describe, expect, it } from 'vitest';
import { FIRST_RETRY_MS, nextRetryDelay } from './retry-delay';

/** The waits of `count` passes in a row, each stopped the same way. */
function waits(count: number, reached: boolean): number[] {
  const out = [FIRST_RETRY_MS];
  while (out.length < count) out.push(nextRetryDelay(out.at(-1)!, reached));
  return out;
}

describe('the wait before the next pass', () => {
  it('doubles up to a minute while the server gives no answer at all', () => {
    expect(waits(8, false)).toEqual([2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000]);
  });

  it('grows by half up to 5 s while the server answers "not now" (a failover): the next try within 5 s of its end', () => {
    expect(waits(7, true)).toEqual([2_000, 3_000, 4_500, 5_000, 5_000, 5_000, 5_000]);
    // A failover of 16 s: tries at 2, 5, 9.5, 14.5 and 19.5 s — the entry is sent at 19.5 s, not 30 s.
    const times = waits(6, true).reduce<number[]>((acc, wait) => [...acc, (acc.at(-1) ?? 0) + wait], []);
    expect(times.find((t) => t >= 16_000)).toBe(19_500);
  });

  it('a pass the server answered after a long silence waits at most 5 s next', () => {
    expect(nextRetryDelay(60_000, true)).toBe(5_000);
  });
});
