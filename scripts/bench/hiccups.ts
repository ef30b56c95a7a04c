// Runs hiccup-meter.mjs beside an open-model phase and lines its stalls up with the phase's slow
// answers: a slow answer that was in flight while the meter itself was held up ≥ STALL_MS was slowed by
// the machine (its cores, the hypervisor), which the app and PostgreSQL share with the meter.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { benchDir } from './common';

/** The machine's monotonic clock in ms, as hiccup-meter.mjs reads it: the same in every process. */
export const machineClock = () => Number(process.hrtime.bigint() / 1000n) / 1000;

/** A machine stall worth naming: the meter woke this late (ms) or later. */
export const STALL_MS = 10;

export type HiccupLog = {
  samples: number;
  startedAt: number;
  stoppedAt: number;
  events: [at: number, lateMs: number][];
  /** Intervals of diskIntervalMs whose writes or flushes took 5 ms or more on average (the disks' own counters). */
  disk?: [at: number, writeMs: number, flushMs: number][];
  diskIntervalMs?: number;
};



export type HiccupSummary = {
  /** The meter's wake-ups per second over its life (the machine's pace), and its latest wake-up (ms late). */
  wakeupsPerS: number;
  worstMs: number;
  /** Stalls of STALL_MS or more over the phase. */
  stalls: number;
  /** Answers slower than slowMs, and how many of them were in flight during a stall. */
  slowMs: number;
  slowAnswers: number;
  slowDuringStall: number;
  /** The disks: the slowest average write or flush of an interval (ms), intervals at STALL_MS or more, and the slow answers in flight during one. */
  diskWorstMs: number;
  diskStalls: number;
  slowDuringDiskStall: number;
};

export async function startHiccupMeter(): Promise<{ pid: number; stop: () => Promise<HiccupLog> }> {
  const child = spawn(process.execPath, [path.join(benchDir, 'hiccup-meter.mjs')], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d));
  await new Promise<void>((resolve, reject) => {
    const ready = () => out.startsWith('ready\n') && (child.stdout!.off('data', ready), resolve());
    child.stdout!.on('data', ready);
    child.once('exit', (code) => reject(new Error(`hiccup meter exited (${code}) before it was ready`)));
  });
  return {
    pid: child.pid!,
    stop: () =>
      new Promise<HiccupLog>((resolve, reject) => {
        child.removeAllListeners('exit');
        child.once('exit', () => {
          try {
            resolve(JSON.parse(out.slice('ready\n'.length)) as HiccupLog);
          } catch (error) {
            reject(new Error(`hiccup meter: no result (${String(error)}): ${out.slice(0, 200)}`));
          }
        });
        child.kill('SIGTERM');
      }),
  };
}

/**
 * `answers`: [start, end] on machineClock of every answer slower than slowMs. A stall covers
 * [at − lateMs, at]; an answer counts as slowed by the machine when the two overlap.
 */
export function summarizeHiccups(log: HiccupLog, from: number, to: number, slowMs: number, answers: [start: number, end: number][]): HiccupSummary {
  const inPhase = log.events.filter(([at, late]) => at >= from && at - late <= to);
  const stalls = inPhase.filter(([, late]) => late >= STALL_MS);
  const overlaps = ([start, end]: [number, number]) => stalls.some(([at, late]) => at - late <= end && at >= start);
  const interval = log.diskIntervalMs ?? 50;
  const diskInPhase = (log.disk ?? []).filter(([at]) => at >= from && at - interval <= to);
  const diskStalls = diskInPhase.filter(([, write, flush]) => Math.max(write, flush) >= STALL_MS);
  const duringDisk = ([start, end]: [number, number]) => diskStalls.some(([at]) => at - interval <= end && at >= start);
  return {
    wakeupsPerS: Math.round(log.samples / Math.max(0.001, (log.stoppedAt - log.startedAt) / 1000)),
    worstMs: Math.max(0, ...inPhase.map(([, late]) => late)),
    stalls: stalls.length,
    slowMs,
    slowAnswers: answers.length,
    slowDuringStall: answers.filter(overlaps).length,
    diskWorstMs: Math.max(0, ...diskInPhase.map(([, write, flush]) => Math.max(write, flush))),
    diskStalls: diskStalls.length,
    slowDuringDiskStall: answers.filter(duringDisk).length,
  };
}

/** The meter's worst hiccup (ms) in each second of a phase that started at t0 (machineClock). */
export function hiccupsPerSecond(log: HiccupLog, t0: number, seconds: number): number[] {
  return worstPerSecond(log.events.map(([at, late]) => [at, late]), t0, seconds);
}

/** The disks' slowest average write or flush (ms) in each second of a phase that started at t0 (machineClock). */
export function diskPerSecond(log: HiccupLog, t0: number, seconds: number): number[] {
  return worstPerSecond((log.disk ?? []).map(([at, write, flush]) => [at, Math.max(write, flush)]), t0, seconds);
}

function worstPerSecond(points: [at: number, ms: number][], t0: number, seconds: number): number[] {
  const worst = new Array<number>(seconds).fill(0);
  for (const [at, ms] of points) {
    const second = Math.floor((at - t0) / 1000);
    if (second >= 0 && second < seconds) worst[second] = Math.max(worst[second]!, ms);
  }
  return worst;
}
