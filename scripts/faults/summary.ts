// The crash suite's figures: what the clients did (from their records), what the checks found,
// the restart times, and whether the run passes.
import type { AppStart } from './app-process';
import type { CliCheck, Findings } from './verify';
import type { Traffic } from './traffic';

export type CycleResult = {
  cycle: number;
  killedAfterMs: number;
  inFlightAtKill: number;
  restart: AppStart;
  /** check:ledger run while the app was down (between the kill and the restart), on one cycle. */
  checkWhileDown: CliCheck | null;
  checkWhileUp: CliCheck;
  findings: Findings;
};

export type RunResult = {
  mode: 'embedded' | 'postgres';
  startedAt: string;
  cycles: CycleResult[];
  firstStart: AppStart;
  final: Findings;
  stop: { code: number | null; signal: string | null; ms: number };
  /** check:ledger after the app stopped (the embedded server is started for it and stopped again). */
  checkAfterStop: CliCheck;
  postgresLeftAfterStop: number[];
  postgresLeftAfterCheck: number[];
};

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function countWrites(traffic: Traffic) {
  const all = [...traffic.ledger, ...traffic.logs];
  const retried = all.filter((w) => w.attempts > 1);
  return {
    attempted: all.length,
    ledger: traffic.ledger.length,
    cashLogs: traffic.logs.length,
    acknowledged: all.filter((w) => w.state === 'acked').length,
    refused: all.filter((w) => w.state === 'refused').length,
    unresolved: all.filter((w) => w.state === 'unresolved').length,
    retriedWrites: retried.length,
    retriedRequests: all.reduce((n, w) => n + Math.max(0, w.attempts - 1), 0) + traffic.resets.retriedRequests,
    /** Unacknowledged at first, yet committed: the retry got the stored answer (Idempotent-Replayed). */
    committedBeforeKill: traffic.ledger.filter((w) => w.firstFailure && w.isReplay).length,
    /** Not committed when the app died: the retry wrote it. */
    appliedOnRetry: traffic.ledger.filter((w) => w.firstFailure && !w.isReplay && w.state === 'acked').length,
    cashLogRetried: traffic.logs.filter((w) => w.firstFailure).length,
    resets: traffic.resets.done,
    resetRefusals: traffic.resets.refused.length,
  };
}

/** Everything that makes the run fail, as sentences (none: it passed). */
export function failuresOf(run: RunResult, traffic: Traffic): string[] {
  const counts = countWrites(traffic);
  const out: string[] = [];
  const everyCheck = [...run.cycles.map((c) => c.findings), run.final];
  // The worst of any check (a problem found after a restart stays in every later check: not added up).
  const sum = (f: (x: Findings) => number) => Math.max(...everyCheck.map(f));
  if (sum((f) => f.lost) > 0) out.push(`${sum((f) => f.lost)} acknowledged write(s) lost`);
  if (sum((f) => f.duplicated) > 0) out.push(`${sum((f) => f.duplicated)} duplicated row(s)`);
  if (sum((f) => f.unexpected) > 0) out.push(`${sum((f) => f.unexpected)} unexpected ledger row(s)`);
  if (sum((f) => f.balanceMismatches) > 0) out.push('balances differ from the acknowledged writes');
  if (sum((f) => f.logProblems) > 0) out.push('cash log problems');
  if (sum((f) => f.ledgerCheck.mismatches) > 0) out.push('checkLedger found mismatches');
  if (traffic.balanceAfterMismatches > 0) out.push(`${traffic.balanceAfterMismatches} answer(s) with an unexpected balanceAfterCents`);
  const cli = [...run.cycles.flatMap((c) => [c.checkWhileUp, c.checkWhileDown]), run.checkAfterStop].filter((c): c is CliCheck => c !== null);
  if (cli.some((c) => !c.ok)) out.push(`npm run check:ledger failed ${cli.filter((c) => !c.ok).length} time(s)`);
  if (counts.unresolved > 0) out.push(`${counts.unresolved} write(s) never answered`);
  if (counts.refused > 0 || counts.resetRefusals > 0) out.push(`${counts.refused + counts.resetRefusals} unexpected refusal(s)`);
  if (run.stop.code !== 0) out.push(`the app exited with ${run.stop.code ?? run.stop.signal} on SIGTERM`);
  if (run.postgresLeftAfterStop.length > 0) out.push(`postgres processes left after SIGTERM: ${run.postgresLeftAfterStop.join(', ')}`);
  if (run.postgresLeftAfterCheck.length > 0) out.push(`postgres processes left after check:ledger: ${run.postgresLeftAfterCheck.join(', ')}`);
  return out;
}

export function printSummary(run: RunResult, traffic: Traffic, clients: number): string[] {
  const counts = countWrites(traffic);
  const restarts = run.cycles.map((c) => c.restart.readyMs);
  const selfReported = run.cycles.flatMap((c) => (c.restart.selfReportedMs === null ? [] : [c.restart.selfReportedMs]));
  const byDb = (state: string) => run.cycles.filter((c) => c.restart.database === state).map((c) => c.restart.readyMs);
  const ms = (v: number) => `${Math.round(v)} ms`;
  const checks = [...run.cycles.map((c) => c.findings), run.final];
  const flawed = checks.filter((f) => f.lost + f.duplicated + f.unexpected + f.balanceMismatches + f.logProblems + f.ledgerCheck.mismatches > 0).length;
  const cli = [...run.cycles.flatMap((c) => [c.checkWhileUp, c.checkWhileDown]), run.checkAfterStop].filter((c): c is CliCheck => c !== null);
  const failures = failuresOf(run, traffic);
  const reasons = [...traffic.failures].sort((a, b) => b[1] - a[1]).map(([r, n]) => `${r} ×${n}`).join(', ');
  const lines = [
    `Crash suite (${run.mode}), started ${run.startedAt}: ${run.cycles.length} kill -9 cycles, ${clients} concurrent clients`,
    `  writes attempted   ${counts.attempted} (${counts.ledger} ledger: credit/payment; ${counts.cashLogs} cash-log saves)`,
    `  acknowledged       ${counts.acknowledged}; refused ${counts.refused}; never answered ${counts.unresolved}`,
    `  retried            ${counts.retriedWrites} writes, ${counts.retriedRequests} retried requests (${reasons || 'none'})`,
    `  after a failed try ${counts.committedBeforeKill} had committed (retry answered from the stored key), ${counts.appliedOnRetry} were written by the retry; ${counts.cashLogRetried} cash-log saves re-sent`,
    `  checks             ${checks.length} (after each restart and at the end), ${flawed} found a problem; figures below from the last, which covers every write`,
    `  lost               ${run.final.lost}`,
    `  duplicated         ${run.final.duplicated} (rows no acknowledged write accounts for: ${run.final.unexpected})`,
    `  balances           ${run.final.balanceMismatches} differ from the clients' records; cash logs ${run.final.logProblems} problems; checkLedger ${run.final.ledgerCheck.mismatches} mismatches (${run.final.ledgerCheck.customers} customers, ${run.final.ledgerCheck.entries} rows)`,
    `  check:ledger CLI   ${cli.filter((c) => c.ok).length}/${cli.length} clean (app up each cycle, app down once mid-run and after the stop)`,
    `  first start        ${ms(run.firstStart.readyMs)} (${run.firstStart.database})`,
    `  restart            median ${ms(median(restarts))}, max ${ms(Math.max(...restarts))} (spawn to the first /api/health 200; database reused ${byDb('reused').length}×, started ${byDb('started').length}×, external ${byDb('external').length}×)`,
    `                     the app's own 'ready in': median ${ms(median(selfReported))}, max ${ms(Math.max(...selfReported))}`,
    `  stop (SIGTERM)     exit ${run.stop.code ?? run.stop.signal} in ${ms(run.stop.ms)}; ${
      run.mode === 'embedded'
        ? `postgres processes of DATA_DIR left: ${run.postgresLeftAfterStop.length} after stop, ${run.postgresLeftAfterCheck.length} after check:ledger`
        : 'no embedded server (DATABASE_URL)'
    }`,
    failures.length === 0 ? 'PASS' : `FAIL: ${failures.join('; ')}`,
  ];
  for (const line of lines) console.log(line);
  return failures;
}
