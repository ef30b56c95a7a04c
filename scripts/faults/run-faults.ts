// npm run test:faults — the crash suite (issue 9) and kill -9 drill (issue 14), docs/measurements/faults.md.
//
// Starts the built server on a fresh DATA_DIR (embedded PostgreSQL), or on a throwaway database
// named by FAULTS_DATABASE_URL (created and dropped here; its name must start with cs_faults),
// signs up an owner, and runs FAULTS_CYCLES (20) cycles: concurrent clients give credit, take
// payments and save cash logs; the app is killed with SIGKILL 0.3–1.5 s into the cycle and started
// again at once; clients retry what failed with the same Idempotency-Key; then, with the clients
// held, every acknowledged write must be in the database exactly once and every balance must equal
// its ledger (checkLedger in process and `npm run check:ledger`). At the end the app is stopped with
// SIGTERM and no postgres process of the data directory may be left. Exits 1 on any failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureEmbeddedServer, stopEmbeddedServer } from '../../src/server/db/embedded/server';
import { AppProcess, waitForNoPostgres } from './app-process';
import { Gate } from './gate';
import { expectOk, signUpOwner, type Session } from './http';
import { Traffic, type ClientState } from './traffic';
import { runCheckLedgerCli, verifyDatabase } from './verify';
import { countWrites, printSummary, type CycleResult, type RunResult } from './summary';
import { createThrowawayDatabase, dropThrowawayDatabase, findStoreId } from './databases';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const numberFrom = (name: string, fallback: number) => (process.env[name] ? Number(process.env[name]) : fallback);
const settings = {
  cycles: numberFrom('FAULTS_CYCLES', 20),
  clients: numberFrom('FAULTS_CLIENTS', 8),
  customersPerClient: 3,
  killMinMs: numberFrom('FAULTS_KILL_MIN_MS', 300),
  killMaxMs: numberFrom('FAULTS_KILL_MAX_MS', 1_500),
  /** How long the clients keep writing after a restart before they are held for the checks. */
  settleMs: numberFrom('FAULTS_SETTLE_MS', 500),
  port: numberFrom('FAULTS_PORT', 3390),
  databaseUrl: process.env.FAULTS_DATABASE_URL || '',
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function ensureServerBuilt() {
  const bundle = path.join(repoRoot, 'dist/server/main.js');
  if (fs.existsSync(bundle) && process.env.FAULTS_BUILD !== '1') {
    console.log(`Using ${path.relative(repoRoot, bundle)} built ${fs.statSync(bundle).mtime.toISOString()} (FAULTS_BUILD=1 rebuilds it).`);
    return;
  }
  console.log('Building the server (node scripts/build-server.mjs)…');
  const result = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the server build failed');
}

async function createClients(session: Session): Promise<ClientState[]> {
  const clients: ClientState[] = [];
  for (let index = 0; index < settings.clients; index++) {
    const customers = [];
    for (let k = 0; k < settings.customersPerClient; k++) {
      const name = `Faults Client ${String.fromCharCode(65 + (index % 26))} ${String.fromCharCode(65 + k)}`;
      const phone = `+1555${String(index * 100 + k).padStart(7, '0')}`;
      const customer = await expectOk<{ id: string }>(session, 'POST', '/customers', { name, phone });
      await expectOk(session, 'PUT', `/customers/${customer.id}/credit-limit`, { creditLimitCents: 100_000_000 });
      customers.push({ id: customer.id, balanceCents: 0 });
    }
    // Client 0 saves today's log (store time zone UTC); the others a past day each (owner).
    const date = new Date(Date.now() - index * 86_400_000).toISOString().slice(0, 10);
    clients.push({ index, customers, date, writes: 0 });
  }
  return clients;
}

async function runCycle(cycle: number, app: AppProcess, traffic: Traffic, check: () => Promise<CycleResult['findings']>, checkDown: boolean): Promise<CycleResult> {
  traffic.gate.resume();
  const killedAfterMs = settings.killMinMs + Math.floor(Math.random() * (settings.killMaxMs - settings.killMinMs + 1));
  await sleep(killedAfterMs);
  const inFlightAtKill = traffic.gate.inFlight;
  traffic.gate.markDown();
  await app.kill9();
  const checkWhileDown = checkDown ? await runCheckLedgerCli(repoRoot, app.env()) : null;
  const restart = await app.start();
  traffic.gate.markUp();
  await sleep(settings.settleMs);
  await traffic.quiesce();
  const findings = await check();
  const checkWhileUp = await runCheckLedgerCli(repoRoot, app.env());
  const result = { cycle, killedAfterMs, inFlightAtKill, restart, checkWhileDown, checkWhileUp, findings };
  const counts = countWrites(traffic);
  console.log(
    `cycle ${cycle}/${settings.cycles}: killed after ${killedAfterMs} ms (${inFlightAtKill} requests in flight); restart ${Math.round(restart.readyMs)} ms (app: ready in ${restart.selfReportedMs} ms; database ${restart.database})` +
      `${checkWhileDown ? `; check:ledger with the app down: ${checkWhileDown.ok ? 'clean' : 'FAILED'}` : ''}; ` +
      `writes ${counts.attempted}, acked ${counts.acknowledged}, retried ${counts.retriedWrites}; lost ${findings.lost}, duplicated ${findings.duplicated}, ` +
      `unexpected ${findings.unexpected}, balance/log/ledger mismatches ${findings.balanceMismatches}/${findings.logProblems}/${findings.ledgerCheck.mismatches}; check:ledger ${checkWhileUp.ok ? 'clean' : 'FAILED'}`,
  );
  for (const problem of findings.problems.slice(0, 10)) console.log(`  ${problem}`);
  return result;
}

async function main(): Promise<number> {
  ensureServerBuilt();
  const startedAt = new Date().toISOString();
  const mode = settings.databaseUrl ? 'postgres' : 'embedded';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-faults-'));
  const throwaway = settings.databaseUrl ? await createThrowawayDatabase(settings.databaseUrl) : null;
  const app = new AppProcess({ repoRoot, port: settings.port, dataDir, databaseUrl: throwaway ?? '' });
  console.log(`Crash suite on ${mode === 'embedded' ? `the embedded PostgreSQL in ${dataDir}` : `PostgreSQL (${new URL(throwaway!).pathname.slice(1)})`}, port ${settings.port}`);
  let failed = true;
  try {
    const firstStart = await app.start();
    const session = await signUpOwner(app.origin);
    const clients = await createClients(session);
    const databaseUrl = async () => throwaway ?? (await ensureEmbeddedServer(dataDir)).url;
    const storeId = await findStoreId(await databaseUrl(), clients[0]!.customers[0]!.id);
    const gate = new Gate();
    gate.markUp();
    const traffic = new Traffic(session, clients, Date.now().toString(36), gate);
    const check = async () => verifyDatabase(await databaseUrl(), storeId, clients, traffic);
    traffic.start();
    const cycles: CycleResult[] = [];
    for (let cycle = 1; cycle <= settings.cycles; cycle++) {
      cycles.push(await runCycle(cycle, app, traffic, check, cycle === Math.ceil(settings.cycles / 2)));
    }
    await traffic.finish();
    const final = await check();
    gate.markDown();
    const stop = await app.stop();
    const postgresLeftAfterStop = mode === 'embedded' ? await waitForNoPostgres(dataDir, 5_000) : [];
    const checkAfterStop = await runCheckLedgerCli(repoRoot, app.env());
    const postgresLeftAfterCheck = mode === 'embedded' ? await waitForNoPostgres(dataDir, 5_000) : [];
    const run: RunResult = { mode, startedAt, cycles, firstStart, final, stop, checkAfterStop, postgresLeftAfterStop, postgresLeftAfterCheck };
    console.log('');
    const failures = printSummary(run, traffic, settings.clients);
    writeResult(run, traffic);
    failed = failures.length > 0;
  } catch (error) {
    console.error('The crash suite stopped:', error instanceof Error ? error.message : error);
    console.error(app.tail());
  } finally {
    if (app.pid) await app.stop().catch(() => undefined);
    if (mode === 'embedded') await stopEmbeddedServer(dataDir).catch(() => undefined);
    if (throwaway) await dropThrowawayDatabase(settings.databaseUrl);
    if (failed) console.log(`Data directory kept for a look: ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return failed ? 1 : 0;
}

function writeResult(run: RunResult, traffic: Traffic) {
  const dir = path.join(repoRoot, 'tmp/faults');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${run.mode}-${run.startedAt.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify({ settings, counts: countWrites(traffic), ...run }, null, 2));
  console.log(`Details: ${path.relative(repoRoot, file)}`);
}

process.exit(await main());
