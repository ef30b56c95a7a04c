// Load-independent counters of the two hot paths (docs/measurements/hot-path-counters.md): CPU time of
// the bundled server per request, and per give-credit the customers updates that were HOT, the index
// insertions and the WAL. Runs a fixed number of requests against a database seeded by
// scripts/bench/seed-bench.ts; wall-clock figures are not reported (they depend on the machine's load).
//
//   tsx scripts/hot-path-counters.ts SEED_JSON [ROOT]     (ROOT: the checkout whose dist/server/main.js runs)
//   env: COUNT (requests per path, default 2000), CONCURRENCY (default 8), PORT (default 3391),
//        CPU_PROF_DIR (run the server with --cpu-prof, profiles written there), CHECKPOINT=0 (no checkpoint before the gives)
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

type Seed = { databaseUrl: string; appUrl: string; authSecret: string; cookie: string; customerIds: string[] };

const [seedPath, rootArg] = process.argv.slice(2);
if (!seedPath) throw new Error('usage: tsx scripts/hot-path-counters.ts SEED_JSON [ROOT]');
const seed = JSON.parse(fs.readFileSync(seedPath, 'utf8')) as Seed;
const root = path.resolve(rootArg ?? '.');
const COUNT = Number(process.env.COUNT ?? 2000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const PORT = Number(process.env.PORT ?? 3391);
const origin = `http://127.0.0.1:${PORT}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** User + system CPU seconds of one process, from /proc (10 ms ticks). */
function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-counters-'));
  const profDir = process.env.CPU_PROF_DIR;
  const args = [...(profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : []), path.join(root, 'dist/server/main.js')];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', APP_URL: seed.appUrl, AUTH_SECRET: seed.authSecret,
      AUTH_IP_RATE_LIMIT: 'off', SMTP_URL: '', LOG_REQUESTS: '', DATABASE_URL: seed.databaseUrl, DATA_DIR: dataDir, WEB_CONCURRENCY: '1',
    },
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  for (const deadline = Date.now() + 60_000; ; await sleep(100)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    if (await fetch(`${origin}/api/health`).then((r) => r.ok, () => false)) break;
  }
  const stop = () => new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  return { pid: child.pid!, stop, dataDir };
}

const headers = { cookie: seed.cookie, origin: seed.appUrl, accept: 'application/json', 'accept-encoding': 'gzip' };
let nextCustomer = 0;

async function page(): Promise<void> {
  const r = await fetch(`${origin}/api/customers?limit=50`, { headers });
  if (r.status !== 200) throw new Error(`page: ${r.status}`);
  await r.arrayBuffer();
}

async function give(): Promise<void> {
  const id = seed.customerIds[nextCustomer++];
  if (!id) throw new Error('ran out of customers');
  const r = await fetch(`${origin}/api/customers/${id}/credit`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ amountCents: 100 }),
  });
  if (r.status !== 201) throw new Error(`give: ${r.status} ${await r.text()}`);
  await r.arrayBuffer();
}

async function run(n: number, one: () => Promise<void>) {
  let left = n;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (left-- > 0) await one();
  }));
}

const TABLES = ['customers', 'credit_transactions', 'security_audit_log', 'idempotency_keys'];

async function tableCounters(db: pg.Client) {
  await sleep(11_000); // an idle backend flushes its table statistics within 10 s (PGSTAT_IDLE_INTERVAL)
  await db.query('select pg_stat_clear_snapshot()');
  const { rows } = await db.query<{ relname: string; ins: string; upd: string; hot: string; indexes: number }>(
    `select s.relname, s.n_tup_ins::text as ins, s.n_tup_upd::text as upd, s.n_tup_hot_upd::text as hot,
            (select count(*)::int from pg_index i where i.indrelid = s.relid and i.indpred is null) as indexes
     from pg_stat_user_tables s where s.relname = any($1)`,
    [TABLES],
  );
  const wal = await db.query<{ bytes: string; records: string; fpi: string }>('select wal_bytes::text as bytes, wal_records::text as records, wal_fpi::text as fpi from pg_stat_wal');
  const w = wal.rows[0]!;
  return { rows, walBytes: Number(w.bytes), walRecords: Number(w.records), walFpi: Number(w.fpi) };
}

const db = new pg.Client({ connectionString: seed.databaseUrl });
await db.connect();
// Customers not yet given credit today (a run uses up to COUNT + 200 of them; the store's zone is America/Chicago).
const fresh = await db.query<{ id: string }>(
  `select id::text as id from customers where id = any($1::uuid[]) and daily_credit_on is distinct from (now() at time zone 'America/Chicago')::date`,
  [seed.customerIds],
);
seed.customerIds = fresh.rows.map((r) => r.id);
const server = await startServer();
try {
  await run(200, page);
  await run(200, give);
  const c0 = cpuSeconds(server.pid);
  await run(COUNT, page);
  const c1 = cpuSeconds(server.pid);
  // Every give then starts from the same state: its first change to each page after a checkpoint
  // writes the whole page (a full-page image), which is most of the WAL of random-key inserts.
  if (process.env.CHECKPOINT !== '0') await db.query('checkpoint');
  const before = await tableCounters(db);
  const c2 = cpuSeconds(server.pid);
  await run(COUNT, give);
  const c3 = cpuSeconds(server.pid);
  const after = await tableCounters(db);
  const per = (x: number) => Math.round((x / COUNT) * 1000) / 1000;
  console.log(`root ${root}; ${COUNT} requests per path, ${CONCURRENCY} at a time`);
  console.log(`node CPU per page: ${per((c1 - c0) * 1000)} ms; per give-credit: ${per((c3 - c2) * 1000)} ms`);
  let insertions = 0;
  for (const table of TABLES) {
    const b = before.rows.find((r) => r.relname === table)!;
    const a = after.rows.find((r) => r.relname === table)!;
    const ins = Number(a.ins) - Number(b.ins);
    const upd = Number(a.upd) - Number(b.upd);
    const hot = Number(a.hot) - Number(b.hot);
    insertions += (ins + upd - hot) * a.indexes;
    console.log(`${table}: per give ${per(ins)} inserts, ${per(upd)} updates (${upd ? Math.round((hot / upd) * 100) : 0} % HOT), ${a.indexes} full indexes`);
  }
  console.log(`index insertions per give (full indexes × non-HOT row versions): ${per(insertions)}`);
  console.log(`WAL per give (cluster-wide pg_stat_wal, only meaningful on an otherwise idle server): ${per(after.walBytes - before.walBytes)} bytes, ${per(after.walRecords - before.walRecords)} records, ${per(after.walFpi - before.walFpi)} full-page images`);
} finally {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
  await db.end();
}
