import { describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { STALL_MS, startHiccupMeter, summarizeHiccups, hiccupsPerSecond, type HiccupLog } from './hiccups';

describe('the hiccup meter', () => {
  it('records a stall of the machine at the time it happened', async () => {
    const meter = await startHiccupMeter();
    await sleep(200);
    // What a stalled machine does to every process on it: the meter is not scheduled for 300 ms.
    const stoppedAt = Date.now();
    process.kill(meter.pid, 'SIGSTOP');
    await sleep(300);
    process.kill(meter.pid, 'SIGCONT');
    const resumedAt = Date.now();
    await sleep(100);
    const log = await meter.stop();
    expect(log.samples).toBeGreaterThan(50);
    expect(log.stoppedAt - log.startedAt).toBeGreaterThanOrEqual(550);
    const stalls = log.events.filter(([, late]) => late >= 250);
    expect(stalls).toHaveLength(1);
    const [at, late] = stalls[0]!;
    expect(at).toBeGreaterThanOrEqual(resumedAt - 20);
    expect(at).toBeLessThanOrEqual(resumedAt + 50);
    expect(at - late).toBeGreaterThanOrEqual(stoppedAt - 50);
  });
});

describe('lining stalls up with slow answers', () => {
  const log: HiccupLog = { samples: 1000, startedAt: 0, stoppedAt: 4_000, events: [[1_100, 40], [1_500, 6], [2_900, 120]] };

  it('counts an answer in flight during a stall, and not one before or after it', () => {
    const answers: [number, number][] = [
      [1_050, 1_090], // in flight while the meter was held up (1,060–1,100)
      [1_000, 1_055], // ended before the stall began
      [1_101, 1_130], // began after it ended
      [1_480, 1_520], // overlaps a late wake-up under STALL_MS only
      [2_700, 2_950], // covers the whole of the second stall
    ];
    const summary = summarizeHiccups(log, 1_000, 3_000, 15, answers);
    expect(STALL_MS).toBe(10);
    expect(summary).toEqual({ wakeupsPerS: 250, worstMs: 120, stalls: 2, slowMs: 15, slowAnswers: 5, slowDuringStall: 2 });
  });

  it('reports only the stalls of the phase', () => {
    expect(summarizeHiccups(log, 2_000, 2_500, 15, [])).toMatchObject({ worstMs: 0, stalls: 0 });
    expect(summarizeHiccups(log, 1_200, 2_000, 15, [])).toMatchObject({ worstMs: 6, stalls: 0 });
  });

  it('gives the worst stall of each second from the phase start', () => {
    expect(hiccupsPerSecond(log, 1_000, 3)).toEqual([40, 120, 0]);
  });
});
