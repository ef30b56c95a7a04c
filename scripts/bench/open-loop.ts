// Open-model load generator: requests are scheduled at a fixed arrival rate (request i at
// t0 + i / rate), whether or not earlier ones have answered, and each latency is measured from the
// request's *scheduled* start, so a slow server cannot hide its queueing (no coordinated omission).
// Keep-alive http.Agent with a generous socket pool; a request that finds no free socket waits in
// the agent's queue, and that wait counts in its latency.
import http from 'node:http';
import os from 'node:os';
import { percentile } from './common';
import { diskPerSecond, hiccupsPerSecond, machineClock, startHiccupMeter, summarizeHiccups, type HiccupSummary } from './hiccups';
import { summarizeServerTiming, type ServerTimingSummary, type TimedAnswer } from './server-timing';

export type OpenLoopRequest = { method: string; path: string; headers?: Record<string, string>; body?: string };

export type OpenLoopResult = {
  rate: number;
  durationS: number;
  sent: number;
  completed: number;
  errors: number;
  statuses: Record<string, number>;
  /** Achieved completion rate over the run, requests per second. */
  achievedRps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
  /** The first few non-2xx answers (status and body start), to tell what went wrong. */
  samples: string[];
  /** Still unanswered drainS after the last send: counted with latency = time waited (a lower bound). */
  unfinished: number;
  /** Worst lateness of the generator itself when sending (ms after the scheduled time). */
  maxSendLagMs: number;
  /** 99th percentile of that lateness (ms). */
  sendLagP99Ms: number;
  /** The scheduling priority (nice) the generator ran at: lower runs first on a busy machine. */
  nice: number | null;
  /** Per second of the run (by scheduled time): answers and their slowest latency, to see when a tail happened. */
  perSecond: { second: number; count: number; maxMs: number; machineMaxMs?: number; diskMaxMs?: number }[];
  /** The machine's own stalls over the run (hiccup-meter.mjs), lined up with the slow answers. */
  hiccups?: HiccupSummary;
  /** With SERVER_TIMING=1 on the app: its own time for each answer, and the slowest answers' parts (server-timing.ts). */
  serverTiming?: ServerTimingSummary;
};

export async function openLoop(options: {
  origin: string;
  rate: number;
  durationS: number;
  makeRequest: (i: number) => OpenLoopRequest;
  maxSockets?: number;
  timeoutMs?: number;
  /** How long to wait for answers after the last request was sent (default 15 s). */
  drainS?: number;
  /** Run the machine's hiccup meter beside the run (default true); answers slower than slowMs (15) are lined up with its stalls. */
  hiccups?: boolean;
  slowMs?: number;
}): Promise<OpenLoopResult> {
  const url = new URL(options.origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.maxSockets ?? 256 });
  const total = Math.round(options.rate * options.durationS);
  const intervalMs = 1000 / options.rate;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  let sent = 0;
  let finished = 0;
  let maxSendLagMs = 0;
  const sendLags: number[] = [];
  // The generator shares the cores with the server and PostgreSQL; when it wakes late, that lateness
  // counts in every latency (it is measured from the scheduled time). A higher scheduling priority
  // (nice -10, when the OS allows it) lets it send on time; the server's work is unchanged.
  const niceBefore = os.getPriority();
  let nice: number | null = niceBefore;
  try {
    os.setPriority(-10);
    nice = -10;
  } catch {
    // not permitted: run at the usual priority
  }
  // Started after the priority change, so the meter runs at the generator's priority.
  const meter = options.hiccups === false ? undefined : await startHiccupMeter();
  const slowMs = options.slowMs ?? 15;
  const slow: [number, number][] = [];
  // performance.now() runs on the same monotonic clock; this offset puts its times on the meter's.
  const toMachine = machineClock() - performance.now();
  const samples: string[] = [];
  const perSecond: OpenLoopResult['perSecond'] = [];
  const pending = new Map<number, number>();
  const timed: TimedAnswer[] = [];
  let closed = false;
  let allDone: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (allDone = resolve));

  const fire = (i: number, scheduled: number) => {
    const spec = options.makeRequest(i);
    const headers: Record<string, string> = { ...(spec.headers ?? {}) };
    if (spec.body !== undefined) headers['content-length'] = String(Buffer.byteLength(spec.body));
    pending.set(i, scheduled);
    const finish = (status: string, serverTiming?: string) => {
      if (closed || !pending.delete(i)) return;
      if (status === 'error') errors++;
      const latency = performance.now() - scheduled;
      latencies.push(latency);
      const second = Math.floor((scheduled - t0) / 1000);
      if (serverTiming !== undefined) timed.push({ latencyMs: latency, second, serverTiming });
      if (latency > slowMs) slow.push([toMachine + scheduled, toMachine + scheduled + latency]);
      const bucket = (perSecond[second] ??= { second, count: 0, maxMs: 0 });
      bucket.count++;
      bucket.maxMs = Math.max(bucket.maxMs, latency);
      statuses[status] = (statuses[status] ?? 0) + 1;
      finished++;
      if (finished === total) allDone();
    };
    const req = http.request(
      { host: url.hostname, port: url.port, method: spec.method, path: spec.path, headers, agent, timeout: options.timeoutMs ?? 30_000 },
      (res) => {
        const failed = (res.statusCode ?? 0) >= 300 && samples.length < 3;
        let body = '';
        res.on('data', (chunk: Buffer) => {
          if (failed && body.length < 300) body += chunk.toString();
        });
        res.on('end', () => {
          if (failed) samples.push(`${res.statusCode} ${body.slice(0, 200)}`);
          const timing = res.headers['server-timing'];
          finish(String(res.statusCode), Array.isArray(timing) ? timing.join(', ') : timing);
        });
        res.on('error', () => finish('error'));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => finish('error'));
    if (spec.body !== undefined) req.write(spec.body);
    req.end();
  };

  const t0 = performance.now() + 20;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      // Send everything whose time has come (the timer may wake late; lateness is recorded and counted).
      while (sent < total && t0 + sent * intervalMs <= now) {
        const scheduled = t0 + sent * intervalMs;
        maxSendLagMs = Math.max(maxSendLagMs, now - scheduled);
        sendLags.push(now - scheduled);
        fire(sent, scheduled);
        sent++;
      }
      if (sent >= total) return resolve();
      setTimeout(tick, Math.max(0, t0 + sent * intervalMs - performance.now()));
    };
    setTimeout(tick, 20);
  });
  if (total === 0) allDone();
  let drainTimer: NodeJS.Timeout | undefined;
  await Promise.race([done, new Promise<void>((resolve) => (drainTimer = setTimeout(resolve, (options.drainS ?? 15) * 1000)))]);
  clearTimeout(drainTimer);
  const elapsedS = (performance.now() - t0) / 1000;
  const unfinished = pending.size;
  const end = performance.now();
  for (const scheduled of pending.values()) {
    latencies.push(end - scheduled);
    slow.push([toMachine + scheduled, toMachine + end]);
  }
  if (unfinished) statuses.unfinished = unfinished;
  closed = true;
  agent.destroy();
  const hiccupLog = await meter?.stop();
  const phaseStart = toMachine + t0;
  const machine = hiccupLog && hiccupsPerSecond(hiccupLog, phaseStart, Math.ceil(elapsedS));
  const disks = hiccupLog && diskPerSecond(hiccupLog, phaseStart, Math.ceil(elapsedS));
  if (nice !== niceBefore) os.setPriority(niceBefore);
  const sorted = [...latencies].sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 100) / 100;
  return {
    rate: options.rate,
    durationS: options.durationS,
    sent,
    completed: finished - errors,
    errors,
    unfinished,
    statuses,
    achievedRps: round((finished - errors) / elapsedS),
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? NaN),
    mean: round(sorted.reduce((a, b) => a + b, 0) / (sorted.length || 1)),
    maxSendLagMs: round(maxSendLagMs),
    sendLagP99Ms: round(percentile([...sendLags].sort((a, b) => a - b), 99)),
    nice,
    samples,
    perSecond: perSecond.filter(Boolean).map((b) => ({ ...b, maxMs: round(b.maxMs), ...(machine ? { machineMaxMs: machine[b.second] ?? 0, diskMaxMs: disks?.[b.second] ?? 0 } : {}) })),
    hiccups: hiccupLog && summarizeHiccups(hiccupLog, phaseStart, toMachine + end, slowMs, slow),
    serverTiming: summarizeServerTiming(timed, slowMs),
  };
}
