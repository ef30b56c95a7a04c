// The admin stores list benchmark (npm run measure:admin-stores; issue 13).
//
// On the system PostgreSQL (BENCH_PG_URL):
//   1. seed a fresh, migrated database: BENCH_STORES (10,000) stores, each with its owner (user, profile
//      with a first and last name, role), spread over trial, expired trial, active and suspended; one
//      platform admin; VACUUM ANALYZE;
//   2. start the real server (dist/server/main.js, NODE_ENV=production; build first) and sign the admin in;
//   3. open model (scripts/bench/open-loop.ts): a steady BENCH_RATE (50) requests/s for BENCH_DURATION
//      (30) s each, latency from each request's scheduled start:
//        - search: GET /api/admin/stores?q=… cycling through store names, owner emails and owner full names;
//        - status filter: GET /api/admin/stores?status=… cycling through all, trial, active, suspended, expired;
//        - first page: GET /api/admin/stores (no search, no filter);
//   4. print p50 / p90 / p99 / max (target p99 ≤ 50 ms) and write tmp/bench-admin-stores/results-<time>.json.
//      It writes no doc: figures go into docs/ only from a run on an idle machine.
//
// Env: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/cs_bench_admin_stores; dropped at the end
// unless BENCH_KEEP=1), BENCH_STORES (10000), BENCH_RATE (50), BENCH_DURATION (30).
// Smoke test: BENCH_STORES=200 BENCH_DURATION=3.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openLoop, type OpenLoopResult } from '../bench/open-loop';
import { repoRoot, sleep } from '../bench/common';
import { dropDatabase, recreateDatabase } from '../bench-payroll/seed-payroll';
import { openPostgres } from '../../src/server/db/client';
import { hashPassword } from '../../src/server/auth/password-hash';
import { SERVER_NODE_FLAGS } from '../server-node-flags.mjs';

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/cs_bench_admin_stores';
const STORES = Number(process.env.BENCH_STORES ?? 10_000);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 30);
const PASSWORD = 'Counter-Shop9';
const ADMIN_EMAIL = 'bench-admin@example.com';
const PORT = 3311;
const HOST = '127.0.0.1';
const origin = `http://${HOST}:${PORT}`;
const outDir = path.join(repoRoot, 'tmp/bench-admin-stores');
const log = (line: string) => console.log(`[admin-stores ${new Date().toISOString().slice(11, 19)}] ${line}`);

const firstNames = ['Rosa', 'Ahmed', 'Mei', 'Carlos', 'Fatima', 'John', 'Priya', 'Olu', 'Svetlana', 'Diego'];
const lastNames = ['Diaz', 'Khan', 'Chen', 'Lopez', 'Okafor', 'Smith', 'Patel', 'Adeyemi', 'Ivanova', 'Garcia'];
const storeWords = ['Market', 'Bodega', 'Corner', 'Deli', 'Grocery', 'Mart', 'Shop', 'Store'];
const arr = (values: string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;

function seedStatements(passwordHash: string): string[] {
  const k = `generate_series(1, ${STORES}) AS k`;
  return [
    `SET LOCAL session_replication_role = replica`,
    `INSERT INTO users (id, name, email, email_verified) VALUES ('bench-admin', 'Bench Admin', '${ADMIN_EMAIL}', true)`,
    `INSERT INTO accounts (id, account_id, provider_id, user_id, password) VALUES ('bench-admin-account', 'bench-admin', 'credential', 'bench-admin', '${passwordHash}')`,
    `INSERT INTO admin_users (user_id) VALUES ('bench-admin')`,
    `INSERT INTO users (id, name, email, email_verified)
     SELECT 'bench-owner-' || k, (${arr(firstNames)})[1 + k % 10] || ' ' || (${arr(lastNames)})[1 + (k / 10) % 10], 'bench-owner-' || k || '@example.com', true FROM ${k}`,
    `INSERT INTO profiles (id, first_name, last_name, email)
     SELECT id, split_part(name, ' ', 1), split_part(name, ' ', 2) || ' ' || substr(md5(id), 1, 6), email FROM users WHERE id LIKE 'bench-owner-%'`,
    // Statuses: 40 % trial (a quarter of them ended), 40 % active, 10 % suspended, 10 % expired.
    `INSERT INTO stores (id, name, owner_id, timezone, subscription_status, trial_start_date, trial_end_date, subscription_start_date, subscription_end_date, created_at)
     SELECT md5('bench-admin-store-' || k)::uuid, (${arr(storeWords)})[1 + k % 8] || ' ' || substr(md5('n' || k), 1, 8), 'bench-owner-' || k, 'America/Chicago',
            CASE WHEN k % 10 < 4 THEN 'trial' WHEN k % 10 < 8 THEN 'active' WHEN k % 10 = 8 THEN 'suspended' ELSE 'expired' END,
            now() - (k % 400) * interval '1 day',
            CASE WHEN k % 10 < 4 AND k % 40 <> 0 THEN now() + (1 + k % 14) * interval '1 day' ELSE now() - (1 + k % 300) * interval '1 day' END,
            CASE WHEN k % 10 BETWEEN 4 AND 7 THEN now() - interval '10 days' END,
            CASE WHEN k % 10 BETWEEN 4 AND 7 THEN now() + interval '20 days' END,
            now() - (${STORES} - k) * interval '1 minute'
     FROM ${k}`,
    `INSERT INTO user_roles (user_id, store_id, role, is_first_login) SELECT 'bench-owner-' || k, md5('bench-admin-store-' || k)::uuid, 'store_owner', false FROM ${k}`,
  ];
}

async function seed(): Promise<Record<string, number>> {
  await recreateDatabase(PG_URL);
  const database = openPostgres(PG_URL, 2);
  try {
    await database.migrate();
    const hash = await hashPassword(PASSWORD);
    await database.db.transaction(async (tx) => {
      for (const statement of seedStatements(hash)) {
        const t0 = performance.now();
        await tx.execute(sql.raw(statement));
        log(`  ${(performance.now() - t0).toFixed(0).padStart(6)} ms  ${statement.trim().split('\n')[0]!.slice(0, 90)}`);
      }
    });
    await database.db.execute(sql.raw('VACUUM ANALYZE'));
    const counts: Record<string, number> = {};
    for (const table of ['stores', 'profiles', 'user_roles']) {
      const { rows } = await database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
      counts[table] = Number((rows[0] as { n: number }).n);
    }
    return counts;
  } finally {
    await database.close();
  }
}

async function startServer() {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-bench-admin-stores-'));
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    NODE_ENV: 'production',
    PORT: String(PORT),
    HOST,
    APP_URL: origin,
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0010',
    AUTH_IP_RATE_LIMIT: 'off',
    SMTP_URL: '',
    LOG_REQUESTS: '',
    DATABASE_URL: PG_URL,
    DATA_DIR: scratch,
  };
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server/main.js'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not answer within 60 s:\n${output}`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      /* not yet */
    }
    await sleep(100);
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        fs.rmSync(scratch, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null) return done();
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(timer);
        done();
      });
      child.kill('SIGTERM');
    });
  return { stop };
}

async function signIn(): Promise<string> {
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Searches that find stores by each field (and one that finds nothing), as an admin types them. */
const searches = [
  ...storeWords.map((w) => w.toLowerCase()),
  ...firstNames.map((f, i) => `${f} ${lastNames[i]}`.toLowerCase()),
  ...Array.from({ length: 20 }, (_, i) => `bench-owner-${(i * 487) % STORES + 1}@`),
  'ROSA', 'khan', 'nobody-here',
];
const statuses = ['all', 'trial', 'active', 'suspended', 'expired'];

/** Each kind of request answers a full page before measuring (a benchmark of 401s measures nothing). */
async function checkRoutes(cookie: string) {
  const all = (await (await fetch(`${origin}/api/admin/stores`, { headers: { cookie } })).json()) as { stores?: unknown[]; counters?: { total: number } };
  if (all.counters?.total !== STORES || all.stores?.length !== 20) throw new Error(`list: ${JSON.stringify(all).slice(0, 200)}`);
  const byEmail = (await (await fetch(`${origin}/api/admin/stores?q=bench-owner-1@`, { headers: { cookie } })).json()) as { matching?: number };
  if (byEmail.matching !== 1) throw new Error(`search by email: ${JSON.stringify(byEmail).slice(0, 200)}`);
}

const summary = (r: OpenLoopResult) =>
  `${r.completed}/${r.sent} answered, ${r.errors} errors, statuses ${JSON.stringify(r.statuses)}, p50 ${r.p50.toFixed(1)} ms, p90 ${r.p90.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(1)} ms, generator lag p99 ${r.sendLagP99Ms.toFixed(1)} ms`;

async function main() {
  log(`seeding ${PG_URL}: ${STORES} stores with owners`);
  const counts = await seed();
  log(`rows: ${JSON.stringify(counts)}`);
  const server = await startServer();
  const results: Record<string, OpenLoopResult> = {};
  try {
    const cookie = await signIn();
    await checkRoutes(cookie);
    const headers = { cookie, accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
    const runs: Array<[string, (i: number) => string]> = [
      ['search', (i) => `/api/admin/stores?q=${encodeURIComponent(searches[i % searches.length]!)}`],
      ['statusFilter', (i) => `/api/admin/stores?status=${statuses[i % statuses.length]}&page=${1 + (i % 3)}`],
      ['firstPage', () => '/api/admin/stores'],
    ];
    for (const [name, pathOf] of runs) {
      log(`${name}: ${RATE} req/s for ${DURATION} s`);
      results[name] = await openLoop({ origin, rate: RATE, durationS: DURATION, makeRequest: (i) => ({ method: 'GET', path: pathOf(i), headers }) });
      log(`  ${summary(results[name]!)}`);
    }
  } finally {
    await server.stop();
    if (process.env.BENCH_KEEP !== '1') await dropDatabase(PG_URL);
  }
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `results-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), stores: STORES, counts, rate: RATE, durationS: DURATION, cpus: os.cpus().length, loadavg: os.loadavg(), results }, null, 2));
  log(`wrote ${path.relative(repoRoot, file)}`);
  console.log('\n| Request | p50 ms | p90 ms | p99 ms (target ≤ 50) | max ms | answered |');
  console.log('|---|---|---|---|---|---|');
  for (const [name, r] of Object.entries(results)) console.log(`| ${name} | ${r.p50.toFixed(1)} | ${r.p90.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} | ${r.completed}/${r.sent} |`);
}

await main();
