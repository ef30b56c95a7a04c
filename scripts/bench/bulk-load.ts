// The first minute after a bulk load (issue 28): `npm run measure:bulk-load`.
//
// 1. Seeds a small world on the system PostgreSQL (cs_bench_bulk_load, seed-bench.ts): a store of 300
//    customers and 50 other stores of 300, then VACUUM ANALYZE — the statistics an import finds.
// 2. Starts the built server (dist/server/main.js, NODE_ENV=production) and adds BULK_CUSTOMERS
//    (15,000) customers to the store through POST /api/customers, 16 at a time, as an import tool
//    would: every rule, the audit trigger and the session check on each request, no ANALYZE of its own.
// 3. At once, the page query's plan with EXPLAIN (ANALYZE, BUFFERS) and the table's statistics
//    (reltuples against the real count, rows changed since the last analyze).
// 4. The first minute: GET /api/customers?limit=50 (gzip) by 50 connections for BULK_SECONDS (60),
//    answers and the slowest answer of every second.
// 5. The plan again, then ANALYZE, the plan with fresh statistics and 10 s of the same load beside it.
//
// Autovacuum is held off on customers from the seed to step 5 (ALTER TABLE … SET (autovacuum_enabled =
// false), restored after) so that the whole minute runs on the statistics taken before the import — the
// worst case; with BULK_AUTOVACUUM=on it is left alone and the report says whether it analyzed meanwhile.
// Writes docs/measurements/bulk-load.md (BENCH_NOTE: a line at the top, e.g. "under shared load").
import { execFileSync, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../../src/server/db/client';
import { selectCustomerRows } from '../../src/server/customers/customers.queries';
import { seedBench } from './seed-bench';
import { outDir, repoRoot, sleep, type SeedResult } from './common';
import { SERVER_NODE_FLAGS } from '../server-node-flags.mjs';

const DATABASE_URL = process.env.BULK_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cs_bench_bulk_load';
const PORT = Number(process.env.BENCH_PORT ?? 3320);
const CUSTOMERS = Number(process.env.BULK_CUSTOMERS ?? 15_000);
const SECONDS = Number(process.env.BULK_SECONDS ?? 60);
const HOLD_AUTOVACUUM = process.env.BULK_AUTOVACUUM !== 'on';
const IMPORT_CONCURRENCY = 16;
const origin = `http://127.0.0.1:${PORT}`;
const appUrl = `http://localhost:${PORT}`;

type AutocannonInstance = { on: (event: 'response', fn: (client: unknown, status: number, bytes: number, ms: number) => void) => void };
type AutocannonResult = { requests: { average: number; total: number }; non2xx: number; errors: number };
const autocannon = createRequire(import.meta.url)('autocannon') as (
  o: Record<string, unknown>,
  cb: (e: unknown, r: AutocannonResult) => void,
) => AutocannonInstance;

const log = (line: string) => console.log(`[bulk ${new Date().toISOString().slice(11, 19)}] ${line}`);
const lines: string[] = [];
const out = (line = '') => lines.push(line);

async function startServer(seed: SeedResult) {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-bench-data-'));
  const env = {
    ...process.env, NODE_ENV: 'production', PORT: String(PORT), HOST: '127.0.0.1', APP_URL: appUrl, AUTH_SECRET: seed.authSecret,
    AUTH_IP_RATE_LIMIT: 'off', SMTP_URL: '', LOG_REQUESTS: '', DATABASE_URL: seed.databaseUrl!, DATA_DIR: scratch, WEB_CONCURRENCY: '1',
  };
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/server/main.js'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d));
  child.stderr!.on('data', (d: Buffer) => (output += d));
  for (const deadline = Date.now() + 60_000; ; await sleep(100)) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    if (await fetch(`${origin}/api/health`).then((r) => r.ok, () => false)) break;
  }
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => {
          fs.rmSync(scratch, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** A name the customers schema accepts, different for every n (letters only). */
function nameOf(n: number): string {
  let word = '';
  for (let x = n + 26 * 27; x > 0; x = Math.floor(x / 26)) word = String.fromCharCode(97 + (x % 26)) + word;
  return `Imported ${word[0]!.toUpperCase()}${word.slice(1)}`;
}

async function importCustomers(seed: SeedResult): Promise<{ ms: number; statuses: Record<string, number> }> {
  const statuses: Record<string, number> = {};
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    for (let n = next++; n < CUSTOMERS; n = next++) {
      const response = await fetch(`${origin}/api/customers`, {
        method: 'POST',
        headers: { cookie: seed.cookie, origin: appUrl, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ name: nameOf(n), phone: `+1217555${String(n % 10_000).padStart(4, '0')}` }),
      });
      await response.arrayBuffer();
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: IMPORT_CONCURRENCY }, worker));
  return { ms: performance.now() - started, statuses };
}

type Db = ReturnType<typeof openPostgres>['db'];

async function pagePlan(db: Db, storeId: string): Promise<string> {
  const { sql: text, params } = selectCustomerRows(db, storeId, { term: '', limit: 50 }).toSQL();
  const inlined = text.replace(/\$(\d+)/g, (_, n: string) => `'${String(params[Number(n) - 1]).replace(/'/g, "''")}'`);
  const explained = await db.execute(sql.raw(`explain (analyze, buffers) ${inlined}`));
  return (explained.rows as Record<string, string>[]).map((row) => Object.values(row)[0]).join('\n');
}

async function statistics(db: Db, storeId: string) {
  const { rows } = await db.execute<Record<string, string | number | null>>(sql`
    select c.reltuples::bigint as reltuples, (select count(*) from customers) as rows,
           (select count(*) from customers where store_id = ${storeId}) as store_rows,
           s.n_mod_since_analyze, s.last_analyze, s.last_autoanalyze
      from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = 'customers'`);
  return rows[0]!;
}

type Second = { second: number; answers: number; worstMs: number; non2xx: number };

async function closedLoop(seed: SeedResult, seconds: number): Promise<{ perSecond: Second[]; result: AutocannonResult }> {
  const perSecond: Second[] = [];
  const started = Date.now();
  const result = await new Promise<AutocannonResult>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${origin}/api/customers?limit=50`, connections: 50, duration: seconds,
        headers: { cookie: seed.cookie, accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' },
      },
      (error, r) => (error ? reject(error) : resolve(r)),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      const second = Math.floor((Date.now() - started) / 1000);
      const s = (perSecond[second] ??= { second, answers: 0, worstMs: 0, non2xx: 0 });
      s.answers += 1;
      s.worstMs = Math.max(s.worstMs, ms);
      if (status < 200 || status > 299) s.non2xx += 1;
    });
  });
  return { perSecond: perSecond.filter(Boolean), result };
}

const fence = (text: string) => ['```', text, '```'];

async function main() {
  const started = Date.now();
  const load0 = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' / ');
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: repoRoot, stdio: 'inherit' });
  log('seeding');
  const seed = await seedBench({
    kind: 'postgres', databaseUrl: DATABASE_URL, appUrl,
    size: { customers: 300, ledgerPerCustomer: 2, otherStores: 50, otherCustomers: 300, otherLedgerPerCustomer: 2 },
    log: () => undefined,
  });
  fs.renameSync(path.join(outDir, 'seed-postgres.json'), path.join(outDir, 'seed-bulk-load.json'));
  const database = openPostgres(DATABASE_URL, 2);
  const db = database.db;
  if (HOLD_AUTOVACUUM) await db.execute(sql`alter table customers set (autovacuum_enabled = false)`);
  const server = await startServer(seed);
  try {
    const before = await statistics(db, seed.storeId);
    log(`importing ${CUSTOMERS} customers through POST /api/customers, ${IMPORT_CONCURRENCY} at a time`);
    const imported = await importCustomers(seed);
    log(`imported in ${(imported.ms / 1000).toFixed(1)} s: ${JSON.stringify(imported.statuses)}`);
    const stale = await statistics(db, seed.storeId);
    const stalePlan = await pagePlan(db, seed.storeId);
    log('the first minute');
    const minute = await closedLoop(seed, SECONDS);
    const afterMinute = await statistics(db, seed.storeId);
    const planAfterMinute = await pagePlan(db, seed.storeId);
    await db.execute(sql`analyze customers`);
    const freshPlan = await pagePlan(db, seed.storeId);
    log('10 s with fresh statistics');
    const fresh = await closedLoop(seed, 10);
    const load1 = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' / ');

    const worst = minute.perSecond.reduce((a, b) => (b.worstMs > a.worstMs ? b : a));
    const fewest = minute.perSecond.slice(0, -1).reduce((a, b) => (b.answers < a.answers ? b : a), minute.perSecond[0]!);
    const orderedRead = (plan: string) => /Index Scan using customers_store_lower_name_idx/.test(plan) && !/Sort/.test(plan);
    out('# The first minute after a bulk load (issue 28)');
    out();
    out('Generated by `npm run measure:bulk-load` (`scripts/bench/bulk-load.ts`).');
    if (process.env.BENCH_NOTE) out(`\n**${process.env.BENCH_NOTE}**`);
    out();
    out(`- Date: ${new Date(started).toISOString()}; whole run ${Math.round((Date.now() - started) / 1000)} s; load average (1/5/15 min) at start ${load0}, at end ${load1}`);
    out(`- Machine: ${os.cpus().length} cores, Node ${process.version}; system PostgreSQL ${execFileSync('psql', ['-h', '127.0.0.1', '-U', 'postgres', '-Atc', 'show server_version', 'postgres']).toString().trim()}, the app over TCP`);
    out(`- Before the import: the store had 300 customers, 50 other stores 300 each, all analyzed (VACUUM ANALYZE): reltuples ${before.reltuples}.`);
    out(`- Import: ${CUSTOMERS.toLocaleString('en-US')} customers through \`POST /api/customers\`, ${IMPORT_CONCURRENCY} at a time, in ${(imported.ms / 1000).toFixed(1)} s (${Math.round(CUSTOMERS / (imported.ms / 1000))} a second); answers ${JSON.stringify(imported.statuses)}.`);
    out(`- Autovacuum on customers: ${HOLD_AUTOVACUUM ? 'held off from the seed to the ANALYZE below (the worst case: the whole minute on the statistics taken before the import)' : 'left alone'}.`);
    out(`- Statistics right after the import: reltuples ${stale.reltuples} against ${stale.rows} rows (the store: ${stale.store_rows}); rows changed since the last analyze ${stale.n_mod_since_analyze}; last autoanalyze ${stale.last_autoanalyze ?? 'never'}.`);
    out(`- After the minute: reltuples ${afterMinute.reltuples}, rows changed since the last analyze ${afterMinute.n_mod_since_analyze}, last autoanalyze ${afterMinute.last_autoanalyze ?? 'never'}.`);
    out();
    out('## The page during the first minute');
    out();
    out(`\`GET /api/customers?limit=50\` (gzip), 50 connections (autocannon), ${SECONDS} s from the end of the import: ${Math.round(minute.result.requests.total / SECONDS)} pages/s on average, ${minute.result.non2xx} non-2xx, ${minute.result.errors} errors. The slowest answer: ${worst.worstMs.toFixed(1)} ms in second ${worst.second}; the fewest answers in a whole second: ${fewest.answers} (second ${fewest.second}). With fresh statistics (after ANALYZE), 10 s: ${Math.round(fresh.result.requests.total / 10)} pages/s.`);
    out();
    out('| second | answers | slowest (ms) | non-2xx |');
    out('|---|---|---|---|');
    for (const s of minute.perSecond) out(`| ${s.second} | ${s.answers} | ${s.worstMs.toFixed(1)} | ${s.non2xx} |`);
    out();
    out('## The page query\'s plan (EXPLAIN (ANALYZE, BUFFERS), the first page of the imported store)');
    out();
    out(`Right after the import, statistics stale — an ordered read of the index, no Sort: **${orderedRead(stalePlan) ? 'yes' : 'NO'}**`);
    out();
    lines.push(...fence(stalePlan));
    out();
    out(`After the minute — ordered read: **${orderedRead(planAfterMinute) ? 'yes' : 'NO'}**`);
    out();
    lines.push(...fence(planAfterMinute));
    out();
    out(`After ANALYZE — ordered read: **${orderedRead(freshPlan) ? 'yes' : 'NO'}**`);
    out();
    lines.push(...fence(freshPlan));
    out();
    out('The same plan with fresh and with stale statistics is also a test: `src/server/customers/customers-plan.test.ts` (decision 057).');
    const doc = path.join(repoRoot, 'docs/measurements/bulk-load.md');
    fs.writeFileSync(doc, `${lines.join('\n')}\n`);
    log(`wrote ${doc}`);
  } finally {
    await server.stop();
    if (HOLD_AUTOVACUUM) await db.execute(sql`alter table customers reset (autovacuum_enabled)`).catch(() => undefined);
    await database.close();
    const admin = new pg.Client({ connectionString: DATABASE_URL.replace(/\/[^/?]+(\?|$)/, '/postgres$1') });
    await admin.connect();
    await admin.query(`drop database if exists ${new URL(DATABASE_URL).pathname.slice(1)} with (force)`);
    await admin.end();
  }
}

await main();
