// Seed the reports benchmark's data set, set-based (generate_series), on a fresh database:
//   - the measured store ("Bench Reports Market", America/Chicago): 1,096 daily logs (3 years, today
//     included), 2,000 customers (40 red-flagged), 200,000 ledger rows spread evenly over the same
//     3 years (100 per customer, given/paid pairs, a payment = half the credit before it), balances =
//     ledger sums;
//   - N other stores ("neighbors"), each with 365 daily logs (1 year), 200 customers (2 red-flagged)
//     and 4,000 ledger rows over that year; seedNeighbors() adds more stores to an existing database
//     (N = 50, then grow to 500 by adding 451..500), 50 stores per transaction.
// As scripts/bench/seed-bench.ts does, the bulk inserts run with SET LOCAL session_replication_role =
// replica (triggers off: the audit trigger would otherwise add one audit row per seeded row, one at a
// time). No audit history is written: no report reads it. There is no Better Auth owner either: the
// reports and the exports are measured by calling their service functions; one users row (with a
// profile) stands for the owner, so that "recorded by" joins find a name.
//
// Usage (as a CLI; run-reports.ts imports the functions):
//   tsx scripts/bench-reports/seed-reports.ts postgres://postgres@127.0.0.1:5432/cs_bench_reports_x [N]
//   tsx scripts/bench-reports/seed-reports.ts /tmp/cs-bench-reports-pglite [N]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openEmbedded, openPostgres, type Database } from '../../src/server/db/client';

export const TZ = 'America/Chicago';
export const MAIN_STORE_SQL = `md5('rb-store-main')::uuid`;
export const OWNER_ID = 'rb-owner';
export const MAIN = { days: 1096, customers: 2000, ledgerRows: 200_000, redFlagEvery: 50 };
export const NEIGHBOR = { days: 365, customers: 200, ledgerRows: 4000, redFlagEvery: 100 };
const STORES_PER_TRANSACTION = 50;

/** The business day today in the stores' zone (all stores share it). */
const TODAY = `((now() AT TIME ZONE '${TZ}')::date)`;

const FIRST = ['James', 'Maria', 'Robert', 'Linda', 'Michael', 'Ana', 'David', 'Sofia', 'Jose', 'Emily', 'Daniel', 'Grace', 'Luis', 'Fatima', 'Kevin', 'Aisha', 'Brian', 'Mei', 'Carlos', 'Olivia'];
const LAST = ['Smith', 'Garcia', 'Johnson', 'Nguyen', 'Williams', 'Martinez', 'Brown', 'Lopez', 'Jones', 'Kim', 'Davis', 'Hernandez', 'Miller', 'Patel', 'Wilson', 'Gonzalez', 'Moore', 'Chen', 'Taylor', 'Rodriguez', 'Singh', 'Khan', 'Ali', 'Rivera', 'Wong'];
const arr = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x}'`).join(',')}]`;
const nameSql = (n: string) =>
  `(${arr(FIRST)})[1 + abs(hashtext('f' || ${n})) % ${FIRST.length}] || ' ' || chr(65 + abs(hashtext('m' || ${n})) % 26) || '. ' || (${arr(LAST)})[1 + abs(hashtext('l' || ${n})) % ${LAST.length}]`;

const storeIdSql = (s: string) => `md5('rb-store-' || ${s})::uuid`;
const customerIdSql = (store: string, c: string) => `md5('rb-' || ${store} || '-c-' || ${c})::uuid`;

function customersInsert(storeExpr: string, storeKey: string, from: string, count: number, redFlagEvery: number) {
  return `
INSERT INTO customers (id, store_id, display_id, name, phone, email, address, notes, credit_limit_cents,
                       internal_red_flag, red_flag_notes, verified_customer, loyal_customer, created_at, updated_at)
SELECT ${customerIdSql(storeKey, 'i')}, ${storeExpr}, 'CU' || lpad(i::text, 6, '0'), ${nameSql(`${storeKey} || '-' || i`)},
       '+1312' || lpad((abs(hashtext('p' || ${storeKey} || i)) % 10000000)::text, 7, '0'),
       CASE WHEN i % 4 = 0 THEN NULL ELSE 'c' || i || '.' || ${storeKey} || '@example.com' END,
       CASE WHEN i % 2 = 0 THEN i || ' Oak Ave, Springfield, IL' END,
       CASE WHEN i % 10 = 0 THEN 'Prefers cash payments on Fridays' END,
       100000,
       i % ${redFlagEvery} = 0,
       CASE WHEN i % ${redFlagEvery} = 0 THEN 'Missed payments twice; ask for cash first' END,
       i % 7 = 0, i % 11 = 0,
       now() - interval '1200 days' + i * interval '1 minute',
       now() - (abs(hashtext('u' || ${storeKey} || i)) % 1000) * interval '1 hour'
FROM ${from}, generate_series(1, ${count}) AS i`;
}

/** One log per day: today - (days-1) .. today; the drawer is off by a few dollars on about 1 day in 5. */
function dailyLogsInsert(storeExpr: string, storeKey: string, from: string, days: number, owner: string) {
  const h = (tag: string) => `abs(hashtext('${tag}' || ${storeKey} || d))`;
  return `
INSERT INTO daily_logs (store_id, log_date, starting_cash_cents, cash_sales_cents, payouts_cents, expenses_cents,
                        actual_cash_cents, notes, created_by, updated_by, created_at, updated_at)
SELECT ${storeExpr}, d, 20000, sales, payouts, expenses,
       20000 + sales - payouts - expenses + CASE WHEN ${h('x')} % 5 = 0 THEN (${h('y')} % 9 - 4) * 100 ELSE 0 END,
       CASE WHEN ${h('n')} % 10 = 0 THEN 'Delivery paid from the drawer' END,
       ${owner}, ${owner},
       (d + time '21:30') AT TIME ZONE '${TZ}', (d + time '21:45') AT TIME ZONE '${TZ}'
FROM ${from}, generate_series(0, ${days - 1}) AS back,
     LATERAL (SELECT ${TODAY} - back AS d) AS day,
     LATERAL (SELECT 50000 + ${h('s')} % 150000 AS sales, ${h('p')} % 20000 AS payouts, ${h('e')} % 15000 AS expenses) AS v`;
}

/**
 * `rows` ledger rows for `customers` customers over the last `days` days: row k belongs to customer
 * 1 + (k-1) % customers, is that customer's entry j = (k-1) / customers (so a customer's entries are
 * in time order), and falls on day (k-1) * days / rows. Even j: credit given (100–1,000 cents); odd j:
 * a payment of half the credit before it, so balances stay positive.
 */
function ledgerInsert(storeExpr: string, storeKey: string, from: string, rows: number, customers: number, days: number, owner: string) {
  const given = `(100 + abs(hashtext('g' || ${storeKey} || '-' || c || '-' || (j - j % 2))) % 19 * 50)`;
  return `
INSERT INTO credit_transactions (store_id, customer_id, transaction_type, amount_cents, notes, created_by, business_date, created_at)
SELECT ${storeExpr}, ${customerIdSql(storeKey, 'c')},
       CASE WHEN j % 2 = 0 THEN 'credit_given' ELSE 'credit_paid' END,
       CASE WHEN j % 2 = 0 THEN ${given} ELSE ${given} / 2 END,
       CASE WHEN k % 5 = 0 THEN 'seeded entry ' || k END,
       ${owner},
       bd,
       (bd + time '07:00' + ((k * 7) % 840) * interval '1 minute' + (k % 60) * interval '1 second') AT TIME ZONE '${TZ}'
FROM ${from}, generate_series(1, ${rows}) AS k,
     LATERAL (SELECT 1 + (k - 1) % ${customers} AS c, (k - 1) / ${customers} AS j,
                     ${TODAY} - ${days - 1} + ((k - 1)::bigint * ${days} / ${rows})::int AS bd) AS x`;
}

/** Balances = ledger sums, for the customers of the stores `storeFilter` selects. */
function balancesUpdate(storeFilter: string) {
  return `
UPDATE customers c SET credit_balance_cents = t.balance
FROM (SELECT customer_id, sum(CASE WHEN transaction_type = 'credit_given' THEN amount_cents ELSE -amount_cents END) AS balance
      FROM credit_transactions WHERE ${storeFilter} GROUP BY customer_id) t
WHERE c.id = t.customer_id`;
}

function mainStatements(): string[] {
  const owner = `'${OWNER_ID}'`;
  const one = `(SELECT 1) AS one`;
  const key = `'main'`;
  return [
    `INSERT INTO users (id, name, email, email_verified) VALUES (${owner}, 'Bench Owner', 'rb-owner@example.com', true)`,
    `INSERT INTO profiles (id, first_name, last_name, email) VALUES (${owner}, 'Dana', 'Owner', 'rb-owner@example.com')`,
    `INSERT INTO stores (id, name, address, city, state, zip, phone, owner_id, timezone, subscription_status, created_at, updated_at)
     VALUES (${MAIN_STORE_SQL}, 'Bench Reports Market', '1 Main St, Springfield, IL 62701', 'Springfield', 'IL', '62701',
             '+12175550100', ${owner}, '${TZ}', 'active', now() - interval '1200 days', now())`,
    `INSERT INTO user_roles (user_id, store_id, role, is_first_login) VALUES (${owner}, ${MAIN_STORE_SQL}, 'store_owner', false)`,
    customersInsert(MAIN_STORE_SQL, key, one, MAIN.customers, MAIN.redFlagEvery),
    dailyLogsInsert(MAIN_STORE_SQL, key, one, MAIN.days, owner),
    ledgerInsert(MAIN_STORE_SQL, key, one, MAIN.ledgerRows, MAIN.customers, MAIN.days, owner),
    balancesUpdate(`store_id = ${MAIN_STORE_SQL}`),
  ];
}

function neighborStatements(first: number, last: number): string[] {
  const stores = `generate_series(${first}, ${last}) AS s`;
  const key = `s::text`;
  return [
    `INSERT INTO stores (id, name, address, city, state, zip, phone, timezone, subscription_status, created_at, updated_at)
     SELECT ${storeIdSql('s')}, 'Neighbor Store ' || s, s || ' Side St, Springfield, IL 62701', 'Springfield', 'IL', '62701',
            '+1217555' || lpad(s::text, 4, '0'), '${TZ}', 'active', now() - interval '400 days', now()
     FROM ${stores}`,
    customersInsert(storeIdSql('s'), key, stores, NEIGHBOR.customers, NEIGHBOR.redFlagEvery),
    dailyLogsInsert(storeIdSql('s'), key, stores, NEIGHBOR.days, 'NULL'),
    ledgerInsert(storeIdSql('s'), key, stores, NEIGHBOR.ledgerRows, NEIGHBOR.customers, NEIGHBOR.days, 'NULL'),
    balancesUpdate(`store_id IN (SELECT ${storeIdSql('s')} FROM ${stores})`),
  ];
}

type Log = (line: string) => void;

async function runInTransaction(database: Database, statements: string[], log: Log) {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql.raw('SET LOCAL session_replication_role = replica'));
    for (const statement of statements) {
      const t0 = performance.now();
      await tx.execute(sql.raw(statement));
      log(`  ${(performance.now() - t0).toFixed(0).padStart(7)} ms  ${statement.trim().split('\n')[0]!.slice(0, 100)}`);
    }
  });
}

export function assertBenchDatabase(url: string): string {
  const name = new URL(url).pathname.replace(/^\//, '');
  if (!/^cs_bench_reports_[a-z0-9_]+$/.test(name)) throw new Error(`refusing to use database "${name}": the name must start with cs_bench_reports_`);
  return name;
}

export function assertBenchDir(dir: string) {
  if (!/cs-bench-reports/.test(path.basename(dir))) throw new Error(`refusing to use "${dir}": its name must contain cs-bench-reports`);
}

async function adminQuery(url: string, text: string) {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function dropPostgres(url: string) {
  await adminQuery(url, `DROP DATABASE IF EXISTS "${assertBenchDatabase(url)}" WITH (FORCE)`);
}

export type Target = { kind: 'postgres'; url: string } | { kind: 'embedded'; dir: string };

export async function openTarget(target: Target, poolSize = 4): Promise<Database> {
  return target.kind === 'postgres' ? openPostgres(target.url, poolSize) : openEmbedded(target.dir, { max: poolSize });
}

export async function counts(database: Database): Promise<Record<string, number>> {
  const [row] = (
    await database.db.execute(
      sql.raw(`SELECT (SELECT count(*) FROM stores)::int AS stores, (SELECT count(*) FROM customers)::int AS customers,
                      (SELECT count(*) FROM daily_logs)::int AS daily_logs, (SELECT count(*) FROM credit_transactions)::int AS credit_transactions,
                      (SELECT count(*) FROM credit_transactions WHERE store_id = ${MAIN_STORE_SQL})::int AS main_ledger,
                      (SELECT count(*) FROM daily_logs WHERE store_id = ${MAIN_STORE_SQL})::int AS main_daily_logs,
                      (SELECT count(*) FROM customers WHERE store_id = ${MAIN_STORE_SQL} AND internal_red_flag)::int AS main_red_flags`),
    )
  ).rows as Record<string, number>[];
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)]));
}

/** Balances that differ from their ledger sums (must be 0). */
async function balanceMismatches(database: Database): Promise<number> {
  const [row] = (
    await database.db.execute(
      sql.raw(`SELECT count(*)::int AS n FROM customers c
               LEFT JOIN (SELECT customer_id, sum(CASE WHEN transaction_type = 'credit_given' THEN amount_cents ELSE -amount_cents END) AS s
                          FROM credit_transactions GROUP BY customer_id) t ON t.customer_id = c.id
               WHERE c.credit_balance_cents <> coalesce(t.s, 0)`),
    )
  ).rows as { n: number }[];
  return Number(row!.n);
}

export type SeedReport = { ms: number; counts: Record<string, number> };

/** A fresh database (PostgreSQL: recreated; PGlite: emptied dir), migrated, with the main store and neighbors 1..n. */
export async function seedFresh(target: Target, neighbors: number, log: Log = console.log): Promise<SeedReport> {
  const started = performance.now();
  if (target.kind === 'postgres') {
    const name = assertBenchDatabase(target.url);
    await adminQuery(target.url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await adminQuery(target.url, `CREATE DATABASE "${name}"`);
  } else {
    assertBenchDir(target.dir);
    fs.rmSync(target.dir, { recursive: true, force: true });
    fs.mkdirSync(target.dir, { recursive: true });
  }
  const database = await openTarget(target);
  try {
    await database.migrate();
    log('  main store');
    await runInTransaction(database, mainStatements(), log);
    await addNeighbors(database, 1, neighbors, log);
    return await finish(database, started, log);
  } finally {
    await database.close();
  }
}

/** Add neighbors first..last to a seeded database. */
export async function seedNeighbors(target: Target, first: number, last: number, log: Log = console.log): Promise<SeedReport> {
  const started = performance.now();
  const database = await openTarget(target);
  try {
    await addNeighbors(database, first, last, log);
    return await finish(database, started, log);
  } finally {
    await database.close();
  }
}

async function addNeighbors(database: Database, first: number, last: number, log: Log) {
  for (let from = first; from <= last; from += STORES_PER_TRANSACTION) {
    const to = Math.min(last, from + STORES_PER_TRANSACTION - 1);
    log(`  neighbors ${from}..${to}`);
    await runInTransaction(database, neighborStatements(from, to), log);
  }
}

async function finish(database: Database, started: number, log: Log): Promise<SeedReport> {
  const t0 = performance.now();
  await database.db.execute(sql.raw('VACUUM ANALYZE'));
  log(`  ${(performance.now() - t0).toFixed(0).padStart(7)} ms  VACUUM ANALYZE`);
  const mismatches = await balanceMismatches(database);
  if (mismatches !== 0) throw new Error(`${mismatches} balances differ from their ledger sums`);
  return { ms: Math.round(performance.now() - started), counts: await counts(database) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const where = process.argv[2];
  const n = Number(process.argv[3] ?? 50);
  if (!where) throw new Error('usage: seed-reports.ts <postgres url | pglite dir> [neighbors]');
  const target: Target = where.startsWith('postgres') ? { kind: 'postgres', url: where } : { kind: 'embedded', dir: where };
  const result = await seedFresh(target, n);
  console.log(`seeded ${target.kind} in ${result.ms} ms: ${JSON.stringify(result.counts)}`);
}
