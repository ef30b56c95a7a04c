// The drill's figures from what the traffic recorded: per fault, how long writes failed (first
// failed write attempt after the fault to the end of the last one), failed attempts; p99 of the
// answered requests before the first fault, during the faults and after the last one.
import type { Findings, CliCheck } from '../faults/verify';
import type { LedgerWrite } from '../faults/traffic';
import type { Attempt } from './drill-traffic';

export type FaultWindow = { name: string; startMs: number; endMs: number; detail: Record<string, unknown> };

export type RunFigures = {
  run: number;
  /** App instances that died without being stopped by the drill (must be 0). */
  crashedInstances: number;
  requests: number;
  requestsPerSecond: number;
  writesAcked: number;
  lost: number;
  duplicated: number;
  unexpected: number;
  unresolved: number;
  balanceMismatches: number;
  checkLedgerClean: boolean;
  checkLedger: string;
  faults: Array<{ name: string; writesFailedSeconds: number; failedWriteAttempts: number; failedPageRequests: number; failures: Record<string, number>; detail: Record<string, unknown> }>;
  p99Ms: { before: number; during: number; after: number };
  problems: string[];
};

function p99(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]!);
}

/** Writes failed from the first failed write attempt started in the window to the end of the last one. */
function outage(attempts: Attempt[], from: number, to: number) {
  const failed = attempts.filter((a) => a.kind !== 'page' && !a.ok && a.startMs >= from && a.startMs <= to);
  const failures: Record<string, number> = {};
  for (const a of attempts) if (!a.ok && a.startMs >= from && a.startMs <= to) failures[a.failure ?? '?'] = (failures[a.failure ?? '?'] ?? 0) + 1;
  const seconds = failed.length ? (Math.max(...failed.map((a) => a.endMs)) - Math.min(...failed.map((a) => a.startMs))) / 1000 : 0;
  return { seconds: Number(seconds.toFixed(2)), failedWrites: failed.length, failures };
}

export function summarize(input: {
  crashedInstances: number;
  run: number;
  attempts: Attempt[];
  faults: FaultWindow[];
  endMs: number;
  findings: Findings;
  checkLedger: CliCheck;
  writes: LedgerWrite[];
  rate: number;
}): RunFigures {
  const { attempts, faults, findings } = input;
  const first = faults[0]?.startMs ?? input.endMs;
  const last = faults.at(-1)?.endMs ?? input.endMs;
  const inFault = (a: Attempt) => faults.some((f) => a.startMs >= f.startMs && a.startMs <= f.endMs);
  const answered = attempts.filter((a) => a.ok);
  const latency = (a: Attempt) => a.endMs - a.startMs;
  return {
    run: input.run,
    crashedInstances: input.crashedInstances,
    requests: attempts.length,
    requestsPerSecond: Math.round(attempts.length / (input.endMs / 1000)),
    writesAcked: findings.ackedLedger,
    lost: findings.lost,
    duplicated: findings.duplicated,
    unexpected: findings.unexpected,
    unresolved: input.writes.filter((w) => w.state === 'unresolved').length,
    balanceMismatches: findings.balanceMismatches,
    checkLedgerClean: input.checkLedger.ok && findings.ledgerCheck.mismatches === 0,
    checkLedger: input.checkLedger.summary,
    faults: faults.map((f) => {
      const o = outage(attempts, f.startMs, f.endMs);
      const failedPages = attempts.filter((a) => a.kind === 'page' && !a.ok && a.startMs >= f.startMs && a.startMs <= f.endMs).length;
      return { name: f.name, writesFailedSeconds: o.seconds, failedWriteAttempts: o.failedWrites, failedPageRequests: failedPages, failures: o.failures, detail: f.detail };
    }),
    p99Ms: {
      before: p99(answered.filter((a) => a.startMs < first).map(latency)),
      during: p99(answered.filter(inFault).map(latency)),
      after: p99(answered.filter((a) => a.startMs > last).map(latency)),
    },
    problems: findings.problems.slice(0, 20),
  };
}
