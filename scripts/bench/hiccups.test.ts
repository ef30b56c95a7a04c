import { describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import { STALL_MS, machineClock, startHiccupMeter, summarizeHiccups, hiccupsPerSecond, diskPerSecond, type HiccupLog } from './hiccups';

describe('the hiccup meter', () => {
  it('records a stall of the machine at the time it happened', async () => {
    const meter = await startHiccupMeter();
    await sleep(200);
    // What a stalled machine does to every process on it: the meter is not scheduled for 300 ms.
    // The stop is read after it is sent and the resumption before: however late this process runs,
    // the meter was stopped for at least stoppedAt–resumedAt.
    process.kill(meter.pid, 'SIGSTOP');
    const stoppedAt = machineClock();
    await sleep(300);
    const resumedAt = machineClock();
    process.kill(meter.pid, 'SIGCONT');
    await sleep(100);
    const log = await meter.stop();
    expect(log.samples).toBeGreaterThan(10);
    expect(log.stoppedAt - log.startedAt).toBeGreaterThanOrEqual(550);
    expect(Array.isArray(log.disk)).toBe(true); // read from /proc/diskstats (Linux)
    // A busy machine may add stalls of its own; one recorded stall must cover the whole stop.
    const covering = log.events.filter(([at, late]) => at >= resumedAt - 0.01 && at - late <= stoppedAt + 2);
    expect(covering, JSON.stringify({ stoppedAt, resumedAt, events: log.events })).toHaveLength(1);
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
    expect(summary).toEqual({ wakeupsPerS: 250, worstMs: 120, stalls: 2, slowMs: 15, slowAnswers: 5, slowDuringStall: 2, diskWorstMs: 0, diskStalls: 0, slowDuringDiskStall: 0 });
  });

  it('counts an answer in flight during a slow interval of the disks', () => {
    const withDisk: HiccupLog = { ...log, disk: [[1_300, 2, 30], [1_600, 7, 0], [2_400, 12, 1]] };
    const answers: [number, number][] = [
      [1_240, 1_260], // inside the interval 1,250–1,300 whose flushes took 30 ms on average
      [1_200, 1_240], // before it
      [1_560, 1_590], // during an interval under STALL_MS only
      [2_380, 2_500], // across the interval whose writes took 12 ms
    ];
    expect(summarizeHiccups(withDisk, 1_000, 3_000, 15, answers)).toMatchObject({ diskWorstMs: 30, diskStalls: 2, slowDuringDiskStall: 2 });
    expect(summarizeHiccups(withDisk, 2_500, 3_000, 15, [])).toMatchObject({ diskWorstMs: 0, diskStalls: 0 });
    expect(diskPerSecond(withDisk, 1_000, 3)).toEqual([30, 12, 0]);
  });

  it('reports only the stalls of the phase', () => {
    expect(summarizeHiccups(log, 2_000, 2_500, 15, [])).toMatchObject({ worstMs: 0, stalls: 0 });
    expect(summarizeHiccups(log, 1_200, 2_000, 15, [])).toMatchObject({ worstMs: 6, stalls: 0 });
  });

  it('gives the worst stall of each second from the phase start', () => {
    expect(hiccupsPerSecond(log, 1_000, 3)).toEqual([40, 120, 0]);
  });
});
