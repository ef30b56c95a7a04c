// npm run cluster:drill — the failover drill (issue 25, docs/measurements/cluster-drill.md).
//
// On the cluster of cluster:up (started here when it is not running): give-credit and customer-page
// traffic through HAProxy at DRILL_RATE operations a second (200), with idempotent retries, and
// three live board streams; meanwhile (1) kill -9 an app instance and start it again, (2) kill the
// primary database node hard (its pg_autoctl and postmaster, kill -9), let pg_auto_failover promote
// the standby, bring the old primary back as the new standby, (3) stop a live stream's instance
// (SIGTERM: it drains) and start it again. Then: acknowledged writes lost and duplicated (both
// must be 0), check:ledger on the new primary, seconds during which writes failed per fault, p99
// before / during / after, streams that saw a post written after each fault. DRILL_RUNS (3) runs.
// Prints JSON and a table; exits 1 when a write was lost or duplicated or the ledger disagrees.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../../src/server/db/client';
import { expectOk, send, signUpOwner, type Session } from '../faults/http';
import { runCheckLedgerCli, verifyDatabase } from '../faults/verify';
import type { ClientState } from '../faults/traffic';
import { appEnv, appIndexOf, startApp, stopApp, killApp } from './apps';
import { killNode, primaryNode, restartNode, waitForPair } from './database';
import { DrillTraffic } from './drill-traffic';
import { LiveStream } from './live-streams';
import { appCount, balancerOrigin, databaseUrl, paths, repoRoot, type NodeName } from './layout';
import { isAlive, readPid, sleep, waitFor } from './processes';
import { clusterUp } from './up';
import { summarize, type FaultWindow, type RunFigures } from './drill-figures';

const settings = {
  runs: Number(process.env.DRILL_RUNS || 3),
  rate: Number(process.env.DRILL_RATE || 200),
  customers: Number(process.env.DRILL_CUSTOMERS || 60),
  steadyMs: Number(process.env.DRILL_STEADY_MS || 15_000),
};

const letter = (n: number) => String.fromCharCode(65 + n);

async function createCustomers(session: Session, runIndex: number): Promise<ClientState> {
  const customers = [];
  for (let k = 0; k < settings.customers; k++) {
    const phone = `+1556${String(runIndex * 1000 + k).padStart(7, '0')}`;
    const customer = await expectOk<{ id: string }>(session, 'POST', '/customers', { name: `Drill ${letter(runIndex)} ${letter(k % 26)}${letter(Math.floor(k / 26))}`, phone });
    await expectOk(session, 'PUT', `/customers/${customer.id}/credit-limit`, { creditLimitCents: 100_000_000 });
    customers.push({ id: customer.id, balanceCents: 0 });
  }
  return { index: 0, customers, date: new Date().toISOString().slice(0, 10), writes: 0 };
}

/** Write a post and wait until every stream has it (each may have to reconnect first). */
async function postSeenByAll(session: Session, streams: LiveStream[], title: string): Promise<{ seen: number; ms: number }> {
  const began = Date.now();
  let post: { id: string } | null = null;
  while (!post) {
    const outcome = await send(session, 'POST', '/community/posts', { title, content: 'drill' });
    if (outcome.kind === 'answer') post = outcome.body as { id: string };
    else if (outcome.kind === 'refused' || Date.now() - began > 60_000) throw new Error(`post: ${JSON.stringify(outcome)}`);
    else await sleep(250);
  }
  const id = post.id;
  await waitFor(`every stream to see "${title}"`, () => streams.every((s) => s.seenPosts.has(id)), 30_000, 50).catch(() => undefined);
  return { seen: streams.filter((s) => s.seenPosts.has(id)).length, ms: Date.now() - began };
}

const reconnectsOf = (streams: LiveStream[]) => streams.reduce((n, s) => n + s.reconnects, 0);

/** The instance a stream is connected to now (waits for it to be connected). */
async function instanceOfStream(stream: LiveStream): Promise<number> {
  await waitFor('the live stream to be connected', () => appIndexOf(stream.servedBy) !== null, 30_000, 50);
  return appIndexOf(stream.servedBy)!;
}

async function runOnce(runIndex: number): Promise<RunFigures> {
  // A store of its own per run: the checks read every ledger row of the store.
  const session = await signUpOwner(balancerOrigin);
  const client = await createCustomers(session, runIndex);
  const began = performance.now();
  const clock = () => performance.now() - began;
  const traffic = new DrillTraffic(session, client, `${Date.now().toString(36)}r${runIndex}`, clock);
  const streams = [0, 1, 2].map(() => new LiveStream(session));
  streams.forEach((s) => s.start());
  const faults: FaultWindow[] = [];
  const log = (line: string) => console.log(`[run ${runIndex + 1} ${(clock() / 1000).toFixed(1)} s] ${line}`);
  traffic.start(settings.rate);
  // Every second: an instance whose process is gone although the drill did not stop it crashed.
  const crashedApps = new Set<number>();
  const expectedDown = new Set<number>();
  const watch = setInterval(() => {
    for (let i = 0; i < appCount; i++) if (!expectedDown.has(i) && !isAlive(readPid(paths.appPid(i)))) crashedApps.add(i);
  }, 1000);
  await sleep(settings.steadyMs);

  // 1. An app instance dies (kill -9) and is started again: the one the first live stream is on.
  const killed = await instanceOfStream(streams[0]!);
  let fault: FaultWindow = { name: 'app instance kill -9', startMs: clock(), endMs: 0, detail: { instance: killed + 1 } };
  const reconnectsBeforeKill = reconnectsOf(streams);
  expectedDown.add(killed);
  killApp(killed);
  log(`app ${killed + 1} killed (SIGKILL)`);
  await sleep(3_000);
  fault.detail.restartMs = await startApp(killed);
  expectedDown.delete(killed);
  fault.endMs = clock();
  fault.detail.streams = await postSeenByAll(session, streams, `after app kill, run ${runIndex + 1}`);
  fault.detail.streamReconnects = reconnectsOf(streams) - reconnectsBeforeKill;
  faults.push(fault);
  log(`app ${killed + 1} back; streams ${JSON.stringify(fault.detail.streams)}`);
  await sleep(settings.steadyMs);

  // 2. The primary database node dies; the standby is promoted; the old primary comes back as standby.
  const old = (await primaryNode())!.name as NodeName;
  fault = { name: 'database primary killed (failover)', startMs: clock(), endMs: 0, detail: { oldPrimary: old } };
  killNode(old);
  log(`${old} killed (pg_autoctl and postmaster, SIGKILL)`);
  const promotedMs = await waitFor('the standby to be promoted', async () => ((await primaryNode())?.name ?? old) !== old, 120_000, 200);
  fault.detail.promotedAfterMs = promotedMs;
  log(`${(await primaryNode())!.name} promoted after ${promotedMs} ms`);
  fault.detail.streams = await postSeenByAll(session, streams, `after failover, run ${runIndex + 1}`);
  await restartNode(old);
  const pair = await waitForPair(300_000);
  fault.detail.rejoinedAsStandbyAfterMs = Math.round(clock() - fault.startMs);
  fault.endMs = clock();
  faults.push(fault);
  log(`${pair.standby} back as the standby of ${pair.primary}; streams ${JSON.stringify(fault.detail.streams)}`);
  await sleep(settings.steadyMs);

  // 3. A live stream's instance is stopped (SIGTERM: it drains) and started again.
  const drained = await instanceOfStream(streams[1]!);
  fault = { name: 'instance stopped under live streams (SIGTERM)', startMs: clock(), endMs: 0, detail: { instance: drained + 1 } };
  const reconnectsBefore = reconnectsOf(streams);
  expectedDown.add(drained);
  await stopApp(drained);
  log(`app ${drained + 1} stopped (SIGTERM, drained)`);
  fault.detail.streams = await postSeenByAll(session, streams, `after drain, run ${runIndex + 1}`);
  fault.detail.streamReconnects = reconnectsOf(streams) - reconnectsBefore;
  fault.detail.restartMs = await startApp(drained);
  expectedDown.delete(drained);
  fault.endMs = clock();
  faults.push(fault);
  log(`app ${drained + 1} back; streams ${JSON.stringify(fault.detail.streams)}`);
  await sleep(settings.steadyMs);

  await traffic.stop();
  streams.forEach((s) => s.close());
  // An instance that died on its own during the run (none may).
  clearInterval(watch);
  const crashed = crashedApps.size;
  const endMs = clock();
  const storeId = await storeOf(client.customers[0]!.id);
  const findings = await verifyDatabase(databaseUrl, storeId, [client], traffic as never);
  const cli = await runCheckLedgerCli(repoRoot, { ...process.env, ...appEnv(0) });
  return summarize({ crashedInstances: crashed, run: runIndex + 1, attempts: traffic.attempts, faults, endMs, findings, checkLedger: cli, writes: traffic.ledger, rate: settings.rate });
}

async function storeOf(customerId: string): Promise<string> {
  const database = openPostgres(databaseUrl, 1);
  try {
    const rows = (await database.db.execute<{ store_id: string }>(sql`select store_id::text from customers where id = ${customerId}`)).rows;
    return rows[0]!.store_id;
  } finally {
    await database.close();
  }
}

type JobClaim = { job: string; period: string; attempts: number; finished: boolean; lease_over: boolean };

/**
 * The scheduled jobs' claims made since `since` (decision 062), read on the current primary: each
 * (job, period) is one row by its key, so a job ran once per period by construction; a claim still
 * unfinished after its lease ran out would be a run lost in a failover and never finished.
 */
async function jobClaimsSince(since: Date): Promise<{ claims: JobClaim[]; abandoned: number }> {
  const database = openPostgres(databaseUrl, 1);
  try {
    const { rows } = await database.db.execute<JobClaim>(sql`
      select job, period, attempts, finished_at is not null as finished, lease_until < now() as lease_over
      from job_claims where claimed_at >= ${since.toISOString()}::timestamptz order by claimed_at`);
    return { claims: rows, abandoned: rows.filter((r) => !r.finished && r.lease_over).length };
  } finally {
    await database.close();
  }
}

async function main() {
  await clusterUp((line) => console.log(line));
  await waitForPair(300_000);
  const startedAt = new Date();
  const results: RunFigures[] = [];
  for (let i = 0; i < settings.runs; i++) results.push(await runOnce(i));
  const machine = { cores: os.cpus().length, loadAverage: os.loadavg().map((n) => Number(n.toFixed(2))), node: process.version, at: new Date().toISOString() };
  const jobs = await jobClaimsSince(new Date(startedAt.getTime() - 3_600_000));
  console.log(`Scheduled jobs (job_claims of the last hour and the drill): ${jobs.claims.map((c) => `${c.job} ${c.period}: ${c.attempts} attempt(s), ${c.finished ? 'finished' : 'unfinished'}`).join('; ') || 'none'}; abandoned: ${jobs.abandoned}`);
  const report = { settings, machine, runs: results, jobs };
  fs.writeFileSync(path.join(paths.root, 'drill-results.json'), JSON.stringify(report, null, 2));
  console.log(JSON.stringify(report, null, 2));
  const bad = results.filter((r) => r.crashedInstances > 0 || r.lost > 0 || r.duplicated > 0 || !r.checkLedgerClean || r.unresolved > 0 || r.unexpected > 0);
  console.log(`\n${results.length} run(s); ${bad.length} with a crashed instance, lost, duplicated or unresolved writes or a ledger difference. Results: ${path.join(paths.root, 'drill-results.json')}`);
  process.exit(bad.length || jobs.abandoned ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
