// The ledger benchmark (proposed npm script: "measure:ledger": "tsx scripts/bench/run-bench.ts").
//
// For the system PostgreSQL (BENCH_DATABASE_URL), then the embedded default (the app's own server in a
// fresh DATA_DIR), in one sitting:
//   1. seed the data set (seed-bench.ts: 20,000 customers / 200,000 ledger rows in the measured store,
//      50 other stores), and start the real server (src/server/main.ts, NODE_ENV=production) as a child;
//   2. closed loop, 50 connections, autocannon, BENCH_DURATION s each: GET /api/customers?limit=50
//      (the first page, with Accept-Encoding: gzip as a browser sends it; plus a shorter run without
//      compression for information) and POST /api/customers/:id/credit {amountCents: 100} with a fresh
//      Idempotency-Key and a customer not yet credited today per request;
//   3. open model, fixed 200 requests/s for BENCH_DURATION s each (open-loop.ts): same two requests,
//      latency from each request's scheduled start;
//   4. on the same server: pgbench -M prepared -c 50 -j 2 -T BENCH_DURATION on pgbench-page.sql and
//      pgbench-give-credit.sql (the app's own SQL, captured with capture-sql.ts), and the raw-SQL limit
//      (limit/: pgbench -M prepared on the least SQL of each path, limit.ts); the ratios app ÷ limit;
//   5. the bare server (bare.ts, bare/bare-server.mjs): node:http over the limit's own SQL, no session,
//      rules or framework, driven by the same autocannon settings as the app: what is left to aim at.
//   CPU per request of the Node process and of the PostgreSQL server's processes (cpu.ts, from /proc).
// Prints a table, writes tmp/bench/results-<time>.json and docs/measurements/ledger-bench.md.
//
// Env: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/cs_bench_ledger; dropped at the end
// unless BENCH_KEEP=1), BENCH_DURATION (15), BENCH_ONLY=postgres|embedded, BENCH_CLUSTER (1: off),
// BENCH_NO_DOC=1 (do not write the doc), BENCH_NOTE (a line at the top of the doc, e.g. 'taken under shared load'), BENCH_SERVER_NODE_FLAGS (extra node flags for the server, e.g.
// --trace-gc). The server's log, with times, goes to tmp/bench/server-<kind>-<port>.log.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../server-node-flags.mjs';
import pg from 'pg';
import { openLoop, type OpenLoopResult } from './open-loop';
import { dropPostgres, seedBench } from './seed-bench';
import { ensureEmbeddedServer, stopEmbeddedServer } from '../../src/server/db/embedded/server';
import { benchDir, DEFAULT_BENCH_DATABASE_URL, libpqHostArgs, FULL_SIZE, outDir, repoRoot, sleep, type SeedResult } from './common';
import { renderDoc, type BenchResults, type ClosedResult, type KindResults, type PageInTurn, type PgbenchResult } from './doc';
import { dropLimitDatabase, runLimit, runPgbenchCommand } from './limit';
import { barePageRequest, runBare, startBareServer } from './bare';
import { ownCpuSeconds, pgCpuSeconds, treeCpuSeconds } from './cpu';

type AutocannonResult = {
  duration: number;
  requests: { average: number; total: number; sent: number };
  latency: { p50: number; p90: number; p99: number; average: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  '2xx': number;
  statusCodeStats?: Record<string, { count: number }>;
};
type AutocannonInstance = { stop: () => void; on: (event: 'response', listener: (client: unknown, statusCode: number) => void) => void };
type AutocannonFn = (opts: Record<string, unknown>, cb: (err: Error | null, result: AutocannonResult) => void) => AutocannonInstance;
const autocannon = createRequire(import.meta.url)('autocannon') as AutocannonFn;

const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const CONNECTIONS = 50;
const RATE = 200;
const ONLY = process.env.BENCH_ONLY;
/** BENCH_CLUSTER (default 2; 1 = skip): app processes for the extra closed-loop runs under node:cluster. */
const CLUSTER_WORKERS = Number(process.env.BENCH_CLUSTER ?? 1);
// The production setting (docs/deploy.md, decision 057's addendum): the pool's connections stay open.
// The embedded server's always do. DATABASE_POOL_MIN=0 in the bench's environment measures without it.
const POOL_MIN = process.env.DATABASE_POOL_MIN ?? '20';
/** The server's own flags (decision 067), then BENCH_SERVER_NODE_FLAGS: extra ones (e.g. --trace-gc, which NODE_OPTIONS refuses). */
const SERVER_FLAGS = [...SERVER_NODE_FLAGS, ...(process.env.BENCH_SERVER_NODE_FLAGS ?? '').split(' ').filter(Boolean)];
const PG_URL = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_DATABASE_URL;
/** BENCH_PORT (default 3300): the app on the system PostgreSQL; +1 on the embedded one. */
const PG_PORT = Number(process.env.BENCH_PORT ?? 3300);
const EMBEDDED_PORT = PG_PORT + 1;
const HOST = '127.0.0.1';
const BROWSER_ENCODING = 'gzip, deflate, br';

const log = (line: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);

// ---------------------------------------------------------------------------------------------
// Server

type Server = { origin: string; appUrl: string; child: ChildProcess; databaseUrl: string; output: () => string; stop: () => Promise<void> };

async function startServer(seed: SeedResult, port: number, webConcurrency = 1): Promise<Server> {
  const appUrl = seed.appUrl;
  const scratch = seed.kind === 'postgres' ? fs.mkdtempSync(path.join(os.tmpdir(), 'cs-bench-data-')) : undefined;
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'production',
    PORT: String(port),
    HOST,
    APP_URL: appUrl,
    AUTH_SECRET: seed.authSecret,
    AUTH_IP_RATE_LIMIT: 'off',
    SMTP_URL: '',
    LOG_REQUESTS: '',
    DATABASE_URL: seed.kind === 'postgres' ? seed.databaseUrl! : '',
    DATABASE_POOL_MIN: POOL_MIN,
    DATA_DIR: seed.kind === 'embedded' ? seed.dataDir! : scratch!,
    WEB_CONCURRENCY: String(webConcurrency),
  };
  const child = spawn(process.execPath, [...SERVER_FLAGS, 'dist/server/main.js'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  // The server's own log, each line with the wall-clock time, kept in tmp/bench/ to line up with the phases.
  fs.mkdirSync(outDir, { recursive: true });
  const logFile = fs.createWriteStream(path.join(outDir, `server-${seed.kind}-${port}.log`));
  const keep = (d: Buffer) => {
    output += d;
    for (const line of String(d).split('\n')) if (line.trim()) logFile.write(`${new Date().toISOString().slice(11, 23)} ${line}\n`);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  child.once('exit', () => logFile.end());
  const origin = `http://${HOST}:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not answer /api/health within 60 s:\n${output}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      /* not yet */
    }
    await sleep(100);
  }
  return {
    origin,
    appUrl,
    child,
    databaseUrl: seed.databaseUrl!,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}

// ---------------------------------------------------------------------------------------------
// Requests

function pageHeaders(seed: SeedResult, encoding: string | null): Record<string, string> {
  return { cookie: seed.cookie, accept: 'application/json', ...(encoding ? { 'accept-encoding': encoding } : {}) };
}

/** Customers handed out one per give-credit request: never the same one twice between resets. */
class CustomerPool {
  private next = 0;
  private readonly order: string[];
  constructor(ids: string[]) {
    // A fixed shuffle so the requests do not walk the table in index order.
    this.order = [...ids].sort((a, b) => (crypto.createHash('md5').update(a).digest('hex') < crypto.createHash('md5').update(b).digest('hex') ? -1 : 1));
  }
  take(): string | undefined {
    return this.order[this.next++];
  }
  get used() {
    return this.next;
  }
  get left() {
    return this.order.length - this.next;
  }
  reset() {
    this.next = 0;
  }
}

function creditRequest(seed: SeedResult, customerId: string) {
  return {
    method: 'POST',
    path: `/api/customers/${customerId}/credit`,
    headers: {
      cookie: seed.cookie,
      origin: seed.appUrl,
      'content-type': 'application/json',
      accept: 'application/json',
      'idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify({ amountCents: 100 }),
  };
}

function runAutocannon(opts: Record<string, unknown>, onInstance?: (i: AutocannonInstance) => void): Promise<AutocannonResult> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
    onInstance?.(instance);
  });
}

/** CPU seconds used by the app's Node process(es) and by the database server while fn runs. */
async function withCpu<T extends ClosedResult>(server: Server, fn: () => Promise<T>): Promise<T> {
  // Node: the app process itself, or its cluster workers — never its embedded PostgreSQL (also its child).
  const nodeCpu = () => (CLUSTER_WORKERS > 1 ? treeCpuSeconds(server.child.pid!) : ownCpuSeconds(server.child.pid!));
  const node0 = nodeCpu();
  const pg0 = await pgCpuSeconds(server.databaseUrl);
  const result = await fn();
  const nodeS = nodeCpu() - node0;
  const pgS = (await pgCpuSeconds(server.databaseUrl)) - pg0;
  const per = (s: number) => Math.round(((s * 1000) / Math.max(result.ok, 1)) * 1000) / 1000;
  return { ...result, nodeCpuMsPerReq: per(nodeS), pgCpuMsPerReq: per(pgS) };
}

/** `activeS`: the seconds the rate is taken over, when not autocannon's whole run (a run stopped early). */
function closedSummary(r: AutocannonResult, note?: string, activeS?: number): ClosedResult {
  const ok = r['2xx'];
  const seconds = activeS ?? r.duration;
  const statuses: Record<string, number> = {};
  for (const [code, v] of Object.entries(r.statusCodeStats ?? {})) statuses[code] = v.count;
  return {
    durationS: seconds,
    rps: Math.round((ok / seconds) * 10) / 10,
    total: r.requests.total,
    ok,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    statuses,
    p50: r.latency.p50,
    p99: r.latency.p99,
    note,
  };
}

async function closedPage(server: Server, seed: SeedResult, encoding: string | null, duration: number): Promise<ClosedResult> {
  return withCpu(server, async () => {
    const r = await runAutocannon({
      url: `${server.origin}/api/customers?limit=50`,
      connections: CONNECTIONS,
      duration,
      headers: pageHeaders(seed, encoding),
    });
    return closedSummary(r);
  });
}

/** Rounds of the in-turn page comparison, and the seconds each server is driven per round. */
const IN_TURN_ROUNDS = 3;
const IN_TURN_SLICE_S = 5;

/**
 * The page, the app and the bare server in turn: IN_TURN_ROUNDS rounds of IN_TURN_SLICE_S s each, the
 * same 50 connections, within one minute. The separate runs above are minutes apart, and this machine's
 * pace moves by a fifth and more between them (the bare server's own page rate ranged 1,007–1,946 req/s
 * across four runs of 27 Nov 2026); taken in turn, both see the same machine.
 */
async function pageInTurn(server: Server, seed: SeedResult): Promise<PageInTurn> {
  const bare = await startBareServer(server.databaseUrl);
  try {
    const app = { url: `${server.origin}/api/customers?limit=50`, headers: pageHeaders(seed, BROWSER_ENCODING) };
    const other = barePageRequest(bare.origin);
    await runAutocannon({ ...other, connections: CONNECTIONS, duration: 3 }); // warm-up, as the app had
    const rounds: PageInTurn['rounds'] = [];
    for (let round = 0; round < IN_TURN_ROUNDS; round++) {
      const a = await runAutocannon({ ...app, connections: CONNECTIONS, duration: IN_TURN_SLICE_S });
      const b = await runAutocannon({ ...other, connections: CONNECTIONS, duration: IN_TURN_SLICE_S });
      if (a.non2xx || b.non2xx || a.errors || b.errors) throw new Error(`page in turn: app ${a.non2xx} non-2xx / ${a.errors} errors, bare ${b.non2xx} / ${b.errors}`);
      rounds.push({ app: Math.round((a['2xx'] / a.duration) * 10) / 10, bare: Math.round((b['2xx'] / b.duration) * 10) / 10 });
    }
    const mean = (xs: number[]) => Math.round((xs.reduce((x, y) => x + y, 0) / xs.length) * 10) / 10;
    return { sliceS: IN_TURN_SLICE_S, rounds, app: mean(rounds.map((r) => r.app)), bare: mean(rounds.map((r) => r.bare)) };
  } finally {
    await bare.stop();
  }
}

async function closedCredit(server: Server, seed: SeedResult, pool: CustomerPool, reserve: number, duration: number): Promise<ClosedResult> {
  return withCpu(server, () => closedCreditRun(server, seed, pool, reserve, duration));
}

async function closedCreditRun(server: Server, seed: SeedResult, pool: CustomerPool, reserve: number, duration: number): Promise<ClosedResult> {
  let instance: AutocannonInstance | undefined;
  let stoppedEarly = false;
  const first = creditRequest(seed, pool.take()!);
  // A run stopped early ends at autocannon's next one-second tick, idle since the last customer: its rate
  // is taken up to the last 2xx answer (with a whole second of idling in it, a run of 5 s read 20 % low).
  let last2xxAt = 0;
  const startedAt = performance.now();
  const r = await runAutocannon(
    {
      url: server.origin,
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          ...first,
          setupRequest: (req: Record<string, unknown>) => {
            const id = pool.left > reserve ? pool.take() : undefined;
            if (!id) {
              // Out of customers not yet credited today: stop rather than measure cheap 409s.
              if (!stoppedEarly) {
                stoppedEarly = true;
                setImmediate(() => instance?.stop());
              }
              return { ...req, ...creditRequest(seed, pool.take() ?? seed.customerIds[0]!) };
            }
            return { ...req, ...creditRequest(seed, id) };
          },
        },
      ],
    },
    (i) => {
      instance = i;
      i.on('response', (_client, statusCode) => {
        if (statusCode >= 200 && statusCode < 300) last2xxAt = performance.now();
      });
    },
  );
  if (!stoppedEarly) return closedSummary(r);
  const activeS = Math.round(last2xxAt - startedAt) / 1000;
  return closedSummary(r, `stopped early: customers not yet credited today ran out; the rate is over the ${activeS} s to the last 2xx answer (autocannon ran ${r.duration} s)`, activeS);
}

async function openPage(server: Server, seed: SeedResult): Promise<OpenLoopResult> {
  return openLoop({
    origin: server.origin,
    rate: RATE,
    durationS: DURATION,
    makeRequest: () => ({ method: 'GET', path: '/api/customers?limit=50', headers: pageHeaders(seed, BROWSER_ENCODING) }),
  });
}

async function openCredit(server: Server, seed: SeedResult, pool: CustomerPool): Promise<OpenLoopResult> {
  return openLoop({
    origin: server.origin,
    rate: RATE,
    durationS: DURATION,
    makeRequest: () => {
      const id = pool.take();
      if (!id) throw new Error('ran out of customers for the open-model give-credit run');
      return creditRequest(seed, id);
    },
  });
}

/** One page and one give-credit through HTTP, to check the routes and the session before measuring. */
async function checkRoutes(server: Server, seed: SeedResult, pool: CustomerPool) {
  const page = await fetch(`${server.origin}/api/customers?limit=50`, { headers: pageHeaders(seed, null) });
  const pageBody = (await page.json()) as { items?: unknown[] };
  if (page.status !== 200 || pageBody.items?.length !== 50) throw new Error(`GET /api/customers?limit=50: ${page.status} ${JSON.stringify(pageBody).slice(0, 300)}`);
  const request = creditRequest(seed, pool.take()!);
  const send = () => fetch(`${server.origin}${request.path}`, { method: 'POST', headers: request.headers, body: request.body });
  const first = await send();
  const firstBody = await first.text();
  if (first.status !== 201 && first.status !== 200) throw new Error(`POST give-credit: ${first.status} ${firstBody.slice(0, 300)}`);
  const replay = await send();
  await replay.text();
  if (replay.status !== first.status) throw new Error(`POST give-credit replay with the same Idempotency-Key: ${replay.status}, first was ${first.status}`);
  return { pageBytes: JSON.stringify(pageBody).length, creditStatus: first.status };
}

// ---------------------------------------------------------------------------------------------
// pgbench

async function runPgbench(seed: SeedResult, script: string): Promise<PgbenchResult> {
  const url = new URL(seed.databaseUrl!);
  const args = [
    ...libpqHostArgs(seed.databaseUrl!),
    '-n', '-M', 'prepared', '-c', String(CONNECTIONS), '-j', '2', '-T', String(DURATION),
    '-D', `token=${seed.sessionToken}`, '-D', `user=${seed.ownerUserId}`, '-D', `store=${seed.storeId}`, '-D', `nc=${seed.customerIds.length}`,
    '-f', path.join(benchDir, script), url.pathname.slice(1),
  ];
  const output = await runPgbenchCommand(args, url);
  const num = (re: RegExp) => Number(re.exec(output)?.[1] ?? NaN);
  return {
    script,
    tps: Math.round(num(/tps = ([\d.]+) \(without initial connection time\)/) * 10) / 10,
    latencyAvgMs: num(/latency average = ([\d.]+) ms/),
    transactions: num(/number of transactions actually processed: (\d+)/),
    failed: num(/number of failed transactions: (\d+)/),
    command: `pgbench ${args.map((a) => (a.includes(' ') ? `'${a}'` : a)).join(' ')}`.replace(seed.sessionToken, '<token>'),
  };
}

async function checkpoint(databaseUrl: string | undefined) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('CHECKPOINT');
  } finally {
    await client.end();
  }
}

async function resetDailyCredit(seed: SeedResult) {
  const client = new pg.Client({ connectionString: seed.databaseUrl });
  await client.connect();
  try {
    // Bench housekeeping, not part of any measurement: triggers off so it leaves no audit rows.
    await client.query('BEGIN');
    await client.query('SET LOCAL session_replication_role = replica');
    const r = await client.query(
      `UPDATE customers SET daily_credit_on = daily_credit_on - 1 WHERE store_id = $1 AND daily_credit_on >= (now() AT TIME ZONE 'America/Chicago')::date - 1`,
      [seed.storeId],
    );
    await client.query('COMMIT');
    await client.query('VACUUM ANALYZE customers');
    return r.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// One database kind

async function benchKind(kind: 'postgres' | 'embedded'): Promise<KindResults> {
  const port = kind === 'postgres' ? PG_PORT : EMBEDDED_PORT;
  const appUrl = `http://localhost:${port}`;
  const size = FULL_SIZE;
  const pgliteDir = path.join(os.tmpdir(), `cs-bench-embedded-${process.pid}`);
  log(`${kind}: seeding (${size.customers} customers × ${size.ledgerPerCustomer} ledger rows + ${size.otherStores} stores × ${size.otherCustomers})`);
  const seed = await seedBench({ kind, databaseUrl: kind === 'postgres' ? PG_URL : undefined, dataDir: kind === 'embedded' ? pgliteDir : undefined, appUrl, size, log: () => undefined });
  log(`${kind}: seeded in ${(seed.seedMs / 1000).toFixed(1)} s ${JSON.stringify(seed.counts)}`);
  // The seed's bulk load is not what is measured: without this its WAL starts a checkpoint that spreads
  // its writes over the next minutes, across the measurements (seen 26 Nov 2026: stalls of 100–350 ms in
  // the 200 req/s give-credit run on the system PostgreSQL, with and without decision 068). The embedded
  // server is stopped after the seed (a shutdown checkpoint) and started again by the app.
  if (kind === 'postgres') await checkpoint(seed.databaseUrl);
  const results: KindResults = { kind, seedMs: seed.seedMs, counts: seed.counts, size, load: {} };
  const mark = (phase: string) => (results.load![phase] = Math.round(os.loadavg()[0]! * 100) / 100);
  mark('seeded');
  const server = await startServer(seed, port);
  const pool = new CustomerPool(seed.customerIds);
  try {
    const check = await checkRoutes(server, seed, pool);
    log(`${kind}: routes answer (page ${check.pageBytes} bytes of JSON, give-credit ${check.creditStatus}); warming up`);
    await closedPage(server, seed, BROWSER_ENCODING, 3);
    await closedCredit(server, seed, pool, pool.left - 300, 5);
    await sleep(2000);

    log(`${kind}: closed loop, page, ${CONNECTIONS} connections, ${DURATION} s`);
    results.closedPage = await closedPage(server, seed, BROWSER_ENCODING, DURATION);
    log(`  ${JSON.stringify(results.closedPage)}`);
    mark('closed page');
    log(`${kind}: closed loop, page without compression, ${CONNECTIONS} connections, 10 s`);
    results.closedPageIdentity = await closedPage(server, seed, null, 10);
    log(`  ${JSON.stringify(results.closedPageIdentity)}`);

    const canReset = true;
    if (canReset) {
      await resetDailyCredit(seed);
      pool.reset();
    }
    log(`${kind}: closed loop, give-credit, ${CONNECTIONS} connections, ${DURATION} s (${pool.left} customers available)`);
    results.closedCredit = await closedCredit(server, seed, pool, canReset ? 0 : RATE * DURATION + 50, DURATION);
    log(`  ${JSON.stringify(results.closedCredit)}`);
    mark('closed credit');
    // Let the requests still in flight when autocannon stopped commit before moving the day back.
    await sleep(3000);
    if (canReset) {
      await resetDailyCredit(seed);
      pool.reset();
    }

    log(`${kind}: open model, GET /api/health (baseline: HTTP + one select 1), ${RATE} req/s, 5 s`);
    results.openHealth = await openLoop({
      origin: server.origin,
      rate: RATE,
      durationS: 5,
      makeRequest: () => ({ method: 'GET', path: '/api/health', headers: { 'accept-encoding': BROWSER_ENCODING } }),
    });
    log(`  ${JSON.stringify(results.openHealth)}`);
    log(`${kind}: open model, page, ${RATE} req/s, ${DURATION} s`);
    results.openPage = await openPage(server, seed);
    log(`  ${JSON.stringify(results.openPage)}`);
    mark('open page');
    log(`${kind}: open model, give-credit, ${RATE} req/s, ${DURATION} s (${pool.left} customers available)`);
    results.openCredit = await openCredit(server, seed, pool);
    log(`  ${JSON.stringify(results.openCredit)}`);
    mark('open credit');
    log(`${kind}: page, the app and the bare server in turn, ${IN_TURN_ROUNDS} rounds of ${IN_TURN_SLICE_S} s each, ${CONNECTIONS} connections`);
    results.pageInTurn = await pageInTurn(server, seed);
    log(`  ${JSON.stringify(results.pageInTurn)}`);
    // The seed records last night's backup so that none runs here; say so if one did all the same.
    const backups = server.output().split('\n').filter((line) => line.includes('[backup]'));
    if (backups.length > 0) log(`${kind}: the app ran its scheduled backup during the run (tmp/bench/server-*.log has when): ${backups.join(' | ')}`);
  } catch (error) {
    console.error(server.output().slice(-4000));
    throw error;
  } finally {
    await server.stop();
  }

  if (kind === 'postgres' && CLUSTER_WORKERS > 1) {
    // The same closed-loop runs with the app in CLUSTER_WORKERS processes (node:cluster,
    // WEB_CONCURRENCY), as an option beside the single-process figures above.
    const clustered = await startServer(seed, port, CLUSTER_WORKERS);
    try {
      await sleep(3000); // let every worker listen and warm up
      await closedPage(clustered, seed, BROWSER_ENCODING, 3);
      log(`postgres: ${CLUSTER_WORKERS} workers: closed loop, page, ${CONNECTIONS} connections, ${DURATION} s`);
      results.clusterPage = await closedPage(clustered, seed, BROWSER_ENCODING, DURATION);
      log(`  ${JSON.stringify(results.clusterPage)}`);
      await resetDailyCredit(seed);
      pool.reset();
      log(`postgres: ${CLUSTER_WORKERS} workers: closed loop, give-credit, ${CONNECTIONS} connections, ${DURATION} s`);
      results.clusterCredit = await closedCredit(clustered, seed, pool, 0, DURATION);
      log(`  ${JSON.stringify(results.clusterCredit)}`);
      results.clusterWorkers = CLUSTER_WORKERS;
      mark('cluster');
    } finally {
      await clustered.stop();
    }
  }

  // The app's own SQL and the raw-SQL limit, with pgbench on the same server (the embedded one is
  // started again for this, as the app left it stopped).
  const database = kind === 'embedded' ? await ensureEmbeddedServer(pgliteDir) : null;
  try {
    log(`${kind}: pgbench, the app's page SQL, ${CONNECTIONS} clients, ${DURATION} s`);
    results.pgbenchPage = await runPgbench(seed, 'pgbench-page.sql');
    log(`  ${JSON.stringify(results.pgbenchPage)}`);
    log(`${kind}: pgbench, the app's give-credit SQL, ${CONNECTIONS} clients, ${DURATION} s`);
    results.pgbenchCredit = await runPgbench(seed, 'pgbench-give-credit.sql');
    log(`  ${JSON.stringify(results.pgbenchCredit)}`);
    log(`${kind}: the bare server (thinnest Node HTTP server over the limit's SQL), page then give, ${CONNECTIONS} connections, ${DURATION} s each`);
    results.bare = await runBare(seed.databaseUrl!, CONNECTIONS, DURATION);
    log(`  ${JSON.stringify(results.bare)}`);
    log(`${kind}: the limit, give.sql, pgbench -M prepared, ${CONNECTIONS} clients, ${DURATION} s`);
    results.limitGive = await runLimit(seed.databaseUrl!, 'give.sql', CONNECTIONS, DURATION);
    log(`  ${JSON.stringify(results.limitGive)}`);
    log(`${kind}: the limit, page.sql, pgbench -M prepared, ${CONNECTIONS} clients, ${DURATION} s`);
    results.limitPage = await runLimit(seed.databaseUrl!, 'page.sql', CONNECTIONS, DURATION);
    log(`  ${JSON.stringify(results.limitPage)}`);
    mark('pgbench');
    await dropLimitDatabase(seed.databaseUrl!);
  } finally {
    if (kind === 'postgres' && process.env.BENCH_KEEP !== '1') await dropPostgres(PG_URL);
    if (database) {
      await stopEmbeddedServer(pgliteDir);
      fs.rmSync(pgliteDir, { recursive: true, force: true });
    }
  }
  return results;
}

// ---------------------------------------------------------------------------------------------

function psqlValue(query: string): string {
  const url = new URL(PG_URL);
  try {
    return execFileSync('psql', [...libpqHostArgs(url.toString()), '-d', 'postgres', '-Atc', query], {
      encoding: 'utf8',
    }).trim();
  } catch {
    return 'unknown';
  }
}

function machine() {
  return {
    nproc: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    postgres: psqlValue('show server_version'),
    postgresSettings: psqlValue(
      "select string_agg(name || '=' || setting || coalesce(unit, ''), ', ' order by name) from pg_settings where name in ('shared_buffers','synchronous_commit','fsync','max_connections')",
    ),
    serverNodeFlags: SERVER_FLAGS.join(' '),
    poolMin: POOL_MIN,
    loadAverageAtStart: os.loadavg().map((x) => Math.round(x * 100) / 100),
  };
}

function table(results: BenchResults) {
  const rows: string[][] = [['database', 'measure', 'req/s or tps', 'p50 ms', 'p99 ms', 'non-2xx/errors']];
  for (const k of results.kinds) {
    const c = (label: string, r?: ClosedResult) => r && rows.push([k.kind, label, String(r.rps), String(r.p50), String(r.p99), `${r.non2xx}/${r.errors}`]);
    const o = (label: string, r?: OpenLoopResult) =>
      r && rows.push([k.kind, label, `${r.achievedRps} (of ${r.rate})`, String(r.p50), String(r.p99), `${r.sent - (r.statuses['200'] ?? 0) - (r.statuses['201'] ?? 0)}/${r.errors}`]);
    c('page, closed 50 conns', k.closedPage);
    c('page, closed, no gzip', k.closedPageIdentity);
    c('give-credit, closed 50', k.closedCredit);
    o('health (baseline), open 200/s', k.openHealth);
    o('page, open 200/s', k.openPage);
    o('give-credit, open 200/s', k.openCredit);
    if (k.pgbenchPage) rows.push([k.kind, 'pgbench page SQL, 50', String(k.pgbenchPage.tps), '', '', `failed ${k.pgbenchPage.failed}`]);
    if (k.pgbenchCredit) rows.push([k.kind, 'pgbench give-credit SQL, 50', String(k.pgbenchCredit.tps), '', '', `failed ${k.pgbenchCredit.failed}`]);
    if (k.limitGive) rows.push([k.kind, 'limit give.sql, 50', String(k.limitGive.tps), '', '', `failed ${k.limitGive.failed}`]);
    if (k.limitPage) rows.push([k.kind, 'limit page.sql, 50', String(k.limitPage.tps), '', '', `failed ${k.limitPage.failed}`]);
    for (const f of k.bare ?? []) rows.push([k.kind, `bare server ${f.path}, closed 50`, String(f.rps), String(f.p50), String(f.p99), `${f.non2xx}/${f.errors}`]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  return rows.map((r) => r.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')).join('\n');
}

const started = new Date();
const results: BenchResults = { date: started.toISOString(), machine: machine(), durationS: DURATION, connections: CONNECTIONS, rate: RATE, kinds: [], note: process.env.BENCH_NOTE || undefined };
log(`machine: ${JSON.stringify(results.machine)}`);
for (const kind of ['embedded', 'postgres'] as const) {
  if (ONLY && ONLY !== kind) continue;
  results.kinds.push(await benchKind(kind));
}
results.loadAverageAtEnd = os.loadavg().map((x) => Math.round(x * 100) / 100);
results.totalS = Math.round((Date.now() - started.getTime()) / 1000);
fs.mkdirSync(outDir, { recursive: true });
const jsonFile = path.join(outDir, `results-${started.toISOString().replace(/[:.]/g, '-')}.json`);
fs.writeFileSync(jsonFile, JSON.stringify(results, null, 2));
console.log(`\n${table(results)}\n`);
console.log(`results: ${jsonFile}`);
if (process.env.BENCH_NO_DOC !== '1') {
  const docFile = path.join(repoRoot, 'docs/measurements/ledger-bench.md');
  fs.mkdirSync(path.dirname(docFile), { recursive: true });
  fs.writeFileSync(docFile, renderDoc(results));
  console.log(`doc: ${docFile}`);
}
