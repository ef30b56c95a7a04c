// The reports benchmark (proposed npm script: "measure:reports": "tsx scripts/bench-reports/run-reports.ts").
//
// For PostgreSQL, then PGlite:
//   1. seed a fresh database (seed-reports.ts): the measured store (3 years of daily logs, 2,000 customers,
//      200,000 ledger rows) and N = 50 neighbor stores; VACUUM ANALYZE;
//   2. call each report service directly (history of the last 90 days and of the full 3 years, monthly
//      summary of last month, credit summary, red flags): 20 warm-up calls, then 200 timed calls, one at a
//      time; server time = performance.now() around the service call;
//   3. EXPLAIN (ANALYZE, BUFFERS) once per SQL statement each report sends (captured from node-postgres on
//      PostgreSQL and replayed on PGlite), noting the indexes used and whether they lead with store_id;
//   4. full XLSX exports through openExport() (the service behind GET /api/exports/:file), the body read
//      to the end and thrown away: credit-transactions.xlsx and daily-logs.xlsx over the 3 years, 3 times
//      each, with peak RSS sampled every 10 ms; one more run written to a file to count the sheet's rows;
//   5. add neighbors 51..500 (10×), VACUUM ANALYZE, and measure again.
// Writes tmp/bench-reports/results-<time>.json and prints the figures as markdown tables.
//
// Env: BENCH_ONLY=postgres|pglite, BENCH_RUNS (200), BENCH_WARMUP (20), BENCH_PGLITE_GROW=0 (PGlite: stay at
// N = 50), BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/cs_bench_reports_run; dropped at the end),
// BENCH_PGLITE_DIR (default a fresh /tmp/cs-bench-reports-pglite-*; removed at the end).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { getDailyLogHistory, getMonthlySummary } from '../../src/server/reports/daily-log-history.service';
import { getCreditSummary } from '../../src/server/reports/credit-summary.service';
import { getRedFlagReport } from '../../src/server/reports/red-flags.service';
import { readMonthQuery } from '../../src/server/reports/report-range';
import { shiftBusinessDate } from '../../src/shared/dates';
import { storeToday } from '../../src/server/customers/customer-dto';
import { openExport } from '../../src/server/exports/exports.service';
import { timeBatchesOnly } from '../../src/server/exports/measure-exports-queries';
import { fetchLedgerBatch } from '../../src/server/exports/credit-transactions.export';
import { BATCH_SIZE } from '../../src/server/exports/export-table';
import { counts, dropPostgres, MAIN, MAIN_STORE_SQL, openTarget, seedFresh, seedNeighbors, type SeedReport, type Target } from './seed-reports';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(repoRoot, 'tmp/bench-reports');
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 20);
const ONLY = process.env.BENCH_ONLY;
const PGLITE_GROW = process.env.BENCH_PGLITE_GROW !== '0';
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/cs_bench_reports_run';
const EXPORT_RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 3);
/** Neighbors first, then after growing (smoke tests: BENCH_N=2 BENCH_GROW_TO=4). */
const N = Number(process.env.BENCH_N ?? 50);
const GROW_TO = Number(process.env.BENCH_GROW_TO ?? 500);
const MB = 1024 * 1024;

const log = (line: string) => console.log(`[reports ${new Date().toISOString().slice(11, 19)}] ${line}`);

// ---------------------------------------------------------------------------------------------
// SQL capture (node-postgres): every query text and its parameters while `capturing` is set.

type Captured = { text: string; values: unknown[] };
let capturing: Captured[] | null = null;
const originalQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
(pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (this: unknown, ...args: unknown[]) {
  if (capturing) {
    const q = args[0] as string | { text?: string; values?: unknown[] };
    const text = typeof q === 'string' ? q : (q?.text ?? '');
    const values = (Array.isArray(args[1]) ? (args[1] as unknown[]) : undefined) ?? (typeof q === 'string' ? undefined : q?.values) ?? [];
    capturing.push({ text, values });
  }
  return originalQuery.apply(this, args);
};

// ---------------------------------------------------------------------------------------------
// Figures

type Timing = { runs: number; p50: number; p99: number; max: number; mean: number; min: number; resultSize: string };
type Plan = { sql: string; executionMs: number; planningMs: number; indexes: { name: string; def: string; leadsWithStoreId: boolean; primaryKeyLookup: boolean }[]; seqScans: string[]; text: string };
type ExportRun = { ms: number; bytes: number; rssBaseMb: number; rssPeakMb: number };
type ExportFigure = { file: string; query: Record<string, string>; rows: number | null; runs: ExportRun[] };
type Proposed = { name: string; sql: string; timing: Timing; plan: Plan };
type Phase = {
  kind: 'postgres' | 'embedded';
  neighbors: number;
  seed: SeedReport;
  counts: Record<string, number>;
  load: number[];
  reports: Record<string, Timing>;
  plans: Record<string, Plan[]>;
  exports: ExportFigure[];
  /** Reading the ledger export's keyset batches only (no XLSX): ms and rows. */
  ledgerBatchesOnly: { ms: number; rows: number };
  ledgerMidBatch: Plan;
  proposed: Proposed[];
  /** PostgreSQL after N = 500 only: with the proposed index on (store_id, business_date, created_at, id). */
  withProposedIndex?: { ledgerBatchesOnly: { ms: number; rows: number }; export: ExportRun; plan: Plan };
};

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;

type Report = { name: string; call: () => Promise<unknown>; size: (result: never) => string };

function reportsOf(database: Database, storeId: string, today: string): Report[] {
  const { db } = database;
  const lastMonth = shiftBusinessDate(`${today.slice(0, 7)}-01`, -1).slice(0, 7);
  const threeYears = { from: shiftBusinessDate(today, -(MAIN.days - 1)), to: today };
  type H = { logs: unknown[]; summary: { days: number } };
  return [
    { name: 'history-90d', call: () => getDailyLogHistory(db, storeId, null), size: (r: H) => `${r.logs.length} logs` },
    { name: 'history-3y', call: () => getDailyLogHistory(db, storeId, threeYears), size: (r: H) => `${r.logs.length} logs` },
    { name: 'monthly-summary', call: () => getMonthlySummary(db, storeId, readMonthQuery({ month: lastMonth })), size: (r: { month: string; days: number }) => `${r.month}: ${r.days} days` },
    {
      name: 'credit-summary',
      call: () => getCreditSummary(db, storeId),
      size: (r: { topCustomers: unknown[]; recent: unknown[]; daily: unknown[]; activeCustomers: number }) =>
        `${r.activeCustomers} active, ${r.topCustomers.length} top, ${r.recent.length} recent, ${r.daily.length} days`,
    },
    { name: 'red-flags', call: () => getRedFlagReport(db, storeId), size: (r: { count: number }) => `${r.count} customers` },
  ];
}

async function timeReport(report: Report): Promise<Timing> {
  let last: unknown;
  for (let i = 0; i < WARMUP; i++) last = await report.call();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    last = await report.call();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return {
    runs: RUNS,
    p50: round(percentile(times, 50)),
    p99: round(percentile(times, 99)),
    max: round(times.at(-1)!),
    min: round(times[0]!),
    mean: round(times.reduce((a, b) => a + b, 0) / times.length),
    resultSize: report.size(last as never),
  };
}

// ---------------------------------------------------------------------------------------------
// Plans

const isReportQuery = (text: string) => /^\s*(select|with)\b/i.test(text);

async function explainAll(database: Database, target: Target, queries: Captured[]): Promise<Plan[]> {
  const run = await explainRunner(database, target);
  try {
    const plans: Plan[] = [];
    for (const q of queries.filter((c) => isReportQuery(c.text))) {
      const lines = await run.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.text}`, q.values);
      const text = lines.join('\n');
      const names = [...new Set([...text.matchAll(/(?:Index(?: Only)? Scan(?: Backward)? using|Bitmap Index Scan on) (\S+)/g)].map((m) => m[1]!))];
      const indexes = [];
      for (const name of names) {
        const [row] = await run.query(`SELECT indexdef FROM pg_indexes WHERE indexname = $1`, [name]);
        const def = row ?? '';
        indexes.push({ name, def, leadsWithStoreId: /\(\s*"?store_id"?\s*[,)]/.test(def), primaryKeyLookup: /_pkey$/.test(name) });
      }
      plans.push({
        sql: q.text.replace(/\s+/g, ' ').trim(),
        executionMs: Number(/Execution Time: ([\d.]+)/.exec(text)?.[1] ?? NaN),
        planningMs: Number(/Planning Time: ([\d.]+)/.exec(text)?.[1] ?? NaN),
        indexes,
        seqScans: [...new Set([...text.matchAll(/Seq Scan on (\S+)/g)].map((m) => m[1]!))],
        text,
      });
    }
    return plans;
  } finally {
    await run.close();
  }
}

/** A way to run a statement and get the first column of each row as text. */
async function explainRunner(database: Database, target: Target): Promise<{ query: (text: string, values: unknown[]) => Promise<string[]>; close: () => Promise<void> }> {
  if (target.kind === 'postgres') {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    return {
      query: async (text, values) => (await originalQuery.call(client, { text, values, rowMode: 'array' }) as { rows: unknown[][] }).rows.map((r) => String(r[0])),
      close: () => client.end(),
    };
  }
  const client = (database.db as unknown as { $client: { query: (t: string, v: unknown[], o: unknown) => Promise<{ rows: unknown[][] }> } }).$client;
  return {
    query: async (text, values) => (await client.query(text, values, { rowMode: 'array' })).rows.map((r) => String(r[0])),
    close: async () => undefined,
  };
}

/** EXPLAIN (ANALYZE, BUFFERS) of a drizzle SQL through the app's own driver. */
async function explainSql(database: Database, label: string, query: SQL): Promise<Plan> {
  const result = await database.db.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${query}`);
  const text = (result.rows as Record<string, unknown>[]).map((r) => String(Object.values(r)[0])).join('\n');
  const names = [...new Set([...text.matchAll(/(?:Index(?: Only)? Scan(?: Backward)? using|Bitmap Index Scan on) (\S+)/g)].map((m) => m[1]!))];
  const indexes = [];
  for (const name of names) {
    const [row] = (await database.db.execute(sql`SELECT indexdef FROM pg_indexes WHERE indexname = ${name}`)).rows as { indexdef: string }[];
    const def = row?.indexdef ?? '';
    indexes.push({ name, def, leadsWithStoreId: /\(\s*"?store_id"?\s*[,)]/.test(def), primaryKeyLookup: /_pkey$/.test(name) });
  }
  return {
    sql: label,
    executionMs: Number(/Execution Time: ([\d.]+)/.exec(text)?.[1] ?? NaN),
    planningMs: Number(/Planning Time: ([\d.]+)/.exec(text)?.[1] ?? NaN),
    indexes,
    seqScans: [...new Set([...text.matchAll(/Seq Scan on (\S+)/g)].map((m) => m[1]!))],
    text,
  };
}

/**
 * Rewrites of credit summary's day series (selectDailyTotals), measured beside the real one: as written,
 * the store filter sits in the LEFT JOIN's ON clause with only `business_date = day.d`, so the planner
 * cannot bound business_date and reads the store's whole ledger.
 */
function proposedDailyTotals(storeId: string, range: { from: string; to: string }): { name: string; query: SQL }[] {
  const series = sql`(select ${range.from}::date + i as d from generate_series(0, ${range.to}::date - ${range.from}::date) as i) as day`;
  return [
    {
      name: 'daily-totals, as shipped (raw SQL)',
      query: sql`select to_char(day.d, 'YYYY-MM-DD') as date,
        coalesce(sum(ct.amount_cents) filter (where ct.transaction_type = 'credit_given'), 0) as given_cents,
        coalesce(sum(ct.amount_cents) filter (where ct.transaction_type = 'credit_paid'), 0) as paid_cents
        from ${series} left join credit_transactions ct on ct.store_id = ${storeId} and ct.business_date = day.d
        group by day.d order by day.d`,
    },
    {
      name: 'daily-totals, fix A: + business_date between from and to in the ON clause',
      query: sql`select to_char(day.d, 'YYYY-MM-DD') as date,
        coalesce(sum(ct.amount_cents) filter (where ct.transaction_type = 'credit_given'), 0) as given_cents,
        coalesce(sum(ct.amount_cents) filter (where ct.transaction_type = 'credit_paid'), 0) as paid_cents
        from ${series} left join credit_transactions ct on ct.store_id = ${storeId} and ct.business_date = day.d
          and ct.business_date between ${range.from} and ${range.to}
        group by day.d order by day.d`,
    },
    {
      name: 'daily-totals, fix B: aggregate the window first, then join the day series',
      query: sql`select to_char(day.d, 'YYYY-MM-DD') as date, coalesce(t.given_cents, 0) as given_cents, coalesce(t.paid_cents, 0) as paid_cents
        from ${series} left join (
          select business_date,
                 sum(amount_cents) filter (where transaction_type = 'credit_given') as given_cents,
                 sum(amount_cents) filter (where transaction_type = 'credit_paid') as paid_cents
            from credit_transactions where store_id = ${storeId} and business_date between ${range.from} and ${range.to}
           group by business_date) t on t.business_date = day.d
        order by day.d`,
    },
  ];
}

async function measureProposed(database: Database, storeId: string, today: string): Promise<Proposed[]> {
  const range = { from: shiftBusinessDate(today, -29), to: today };
  const out: Proposed[] = [];
  for (const p of proposedDailyTotals(storeId, range)) {
    const timing = await timeReport({ name: p.name, call: () => database.db.execute(p.query), size: (r: { rows: unknown[] }) => `${r.rows.length} days` });
    const plan = await explainSql(database, p.name, p.query);
    log(`${p.name}: p50 ${timing.p50} ms, p99 ${timing.p99} ms (EXPLAIN ${plan.executionMs} ms)`);
    out.push({ name: p.name, sql: p.name, timing, plan });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Exports

/** EXPLAIN of the ledger export's keyset batch that follows row 100,000 (the middle of the 3 years). */
async function midBatchPlan(database: Database, storeId: string, range: { from: string; to: string }, label: string): Promise<Plan> {
  const [mid] = (
    await database.db.execute(
      sql`select business_date::text as bd, created_at::text as ca, id::text as id from credit_transactions where store_id = ${storeId} order by business_date, created_at, id offset 100000 limit 1`,
    )
  ).rows as { bd: string; ca: string; id: string }[];
  const cursor = { businessDate: mid!.bd, createdAtText: mid!.ca, id: mid!.id };
  return explainSql(database, label, fetchLedgerBatch(database.db, storeId, range, cursor, BATCH_SIZE).getSQL());
}

async function drain(body: ReadableStream<Uint8Array>, sink?: fs.WriteStream): Promise<number> {
  let bytes = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (sink && !sink.write(value)) await new Promise<void>((resolve) => sink.once('drain', () => resolve()));
  }
  return bytes;
}

async function timeExport(database: Database, storeId: string, file: string, query: Record<string, string>): Promise<ExportRun> {
  gc();
  const rssBase = process.memoryUsage.rss();
  let rssPeak = rssBase;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, process.memoryUsage.rss())), 10);
  const t0 = performance.now();
  const exported = await openExport(database.db, storeId, file, query);
  const bytes = await drain(exported.body);
  const ms = performance.now() - t0;
  clearInterval(sampler);
  rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
  return { ms: round(ms, 0), bytes, rssBaseMb: round(rssBase / MB, 0), rssPeakMb: round(rssPeak / MB, 0) };
}

/** One more export written to a file, and the rows of its first sheet counted (header excluded). */
async function countExportRows(database: Database, storeId: string, file: string, query: Record<string, string>): Promise<number | null> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-bench-reports-xlsx-'));
  try {
    const out = path.join(tmp, file);
    const sink = fs.createWriteStream(out);
    await drain((await openExport(database.db, storeId, file, query)).body, sink);
    await new Promise<void>((resolve) => sink.end(() => resolve()));
    const script = "import sys,zipfile\nz=zipfile.ZipFile(sys.argv[1])\nn=0\nwith z.open('xl/worksheets/sheet1.xml') as f:\n  tail=b''\n  while True:\n    b=f.read(1<<20)\n    if not b: break\n    s=tail+b\n    n+=s.count(b'<row ')\n    tail=s[-4:]\nprint(n)";
    return Number(execFileSync('python3', ['-c', script, out], { encoding: 'utf8' }).trim()) - 1;
  } catch (error) {
    log(`could not count the rows of ${file}: ${String(error)}`);
    return null;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------

async function measure(target: Target, neighbors: number, seed: SeedReport, pgPlans: Record<string, Captured[]> | null, withIndex = false): Promise<{ phase: Phase; captured: Record<string, Captured[]> }> {
  const database = await openTarget(target, 4);
  const load = [os.loadavg()[0]!];
  try {
    const [row] = (await database.db.execute(sql.raw(`SELECT ${MAIN_STORE_SQL}::text AS id`))).rows as { id: string }[];
    const storeId = row!.id;
    const today = await storeToday(database.db, storeId);
    const reports: Record<string, Timing> = {};
    const captured: Record<string, Captured[]> = {};
    const plans: Record<string, Plan[]> = {};
    for (const report of reportsOf(database, storeId, today)) {
      reports[report.name] = await timeReport(report);
      const t = reports[report.name]!;
      log(`${target.kind} N=${neighbors} ${report.name}: p50 ${t.p50} ms, p99 ${t.p99} ms, max ${t.max} ms (${t.resultSize})`);
      if (target.kind === 'postgres') {
        capturing = [];
        await report.call();
        captured[report.name] = capturing;
        capturing = null;
      }
      const queries = target.kind === 'postgres' ? captured[report.name]! : (pgPlans?.[report.name] ?? []);
      plans[report.name] = await explainAll(database, target, queries);
    }
    const range = { from: shiftBusinessDate(today, -(MAIN.days - 1)), to: today };
    const exports: ExportFigure[] = [];
    for (const file of ['credit-transactions.xlsx', 'daily-logs.xlsx']) {
      const runs: ExportRun[] = [];
      for (let i = 0; i < EXPORT_RUNS; i++) {
        runs.push(await timeExport(database, storeId, file, range));
        const r = runs.at(-1)!;
        log(`${target.kind} N=${neighbors} ${file}: ${r.ms} ms, ${(r.bytes / MB).toFixed(1)} MB, RSS ${r.rssBaseMb} → ${r.rssPeakMb} MB`);
      }
      const rows = await countExportRows(database, storeId, file, range);
      log(`${target.kind} N=${neighbors} ${file}: ${rows} rows in the sheet`);
      exports.push({ file, query: range, rows, runs });
    }
    const ledgerBatchesOnly = await timeBatchesOnly(database.db, storeId, range);
    log(`${target.kind} N=${neighbors} ledger export batches only: ${ledgerBatchesOnly.ms.toFixed(0)} ms, ${ledgerBatchesOnly.rows} rows`);
    const ledgerMidBatch = await midBatchPlan(database, storeId, range, 'ledger export batch after row 100,000');
    log(`${target.kind} N=${neighbors} ledger export mid batch: ${ledgerMidBatch.executionMs} ms`);
    const proposed = await measureProposed(database, storeId, today);
    let withProposedIndex: Phase['withProposedIndex'];
    if (withIndex) {
      const t0 = performance.now();
      await database.db.execute(sql.raw(`CREATE INDEX rb_proposed_ct_store_date_created_idx ON credit_transactions (store_id, business_date, created_at, id)`));
      await database.db.execute(sql.raw('ANALYZE credit_transactions'));
      log(`created the proposed index in ${(performance.now() - t0).toFixed(0)} ms`);
      const batches = await timeBatchesOnly(database.db, storeId, range);
      const run = await timeExport(database, storeId, 'credit-transactions.xlsx', range);
      const plan = await midBatchPlan(database, storeId, range, 'ledger export batch after row 100,000, with the proposed index');
      withProposedIndex = { ledgerBatchesOnly: batches, export: run, plan };
      log(`with the proposed index: batches only ${batches.ms.toFixed(0)} ms; XLSX ${run.ms} ms, RSS ${run.rssBaseMb} → ${run.rssPeakMb} MB; mid batch ${plan.executionMs} ms`);
    }
    load.push(os.loadavg()[0]!);
    return {
      phase: { kind: target.kind, neighbors, seed, counts: await counts(database), load, reports, plans, exports, ledgerBatchesOnly, ledgerMidBatch, proposed, withProposedIndex },
      captured,
    };
  } finally {
    await database.close();
  }
}

function tables(phases: Phase[]): string {
  const out: string[] = [];
  out.push('| Database | N | Report | Result | p50 ms | p99 ms | max ms | mean ms |', '|---|---:|---|---|---:|---:|---:|---:|');
  for (const p of phases)
    for (const [name, t] of Object.entries(p.reports))
      out.push(`| ${p.kind} | ${p.neighbors} | ${name} | ${t.resultSize} | ${t.p50} | ${t.p99} | ${t.max} | ${t.mean} |`);
  out.push('', '| Database | N | Export | Rows | Size MB | Time ms (3 runs) | RSS before → peak MB |', '|---|---:|---|---:|---:|---|---|');
  for (const p of phases)
    for (const e of p.exports)
      out.push(
        `| ${p.kind} | ${p.neighbors} | ${e.file} | ${e.rows ?? '?'} | ${(e.runs[0]!.bytes / MB).toFixed(1)} | ${e.runs.map((r) => r.ms).join(' / ')} | ${e.runs.map((r) => `${r.rssBaseMb} → ${r.rssPeakMb}`).join('; ')} |`,
      );
  out.push('', '| Database | N | Report | Statement | Exec ms | Indexes (leads with store_id?) | Seq scans |', '|---|---:|---|---|---:|---|---|');
  for (const p of phases)
    for (const [name, plans] of Object.entries(p.plans))
      plans.forEach((plan, i) =>
        out.push(
          `| ${p.kind} | ${p.neighbors} | ${name} | #${i + 1} \`${plan.sql.slice(0, 60)}…\` | ${plan.executionMs} | ${plan.indexes.map((x) => `${x.name} (${x.leadsWithStoreId ? 'yes' : x.primaryKeyLookup ? 'pk lookup of a joined row' : 'NO'})`).join(', ') || '—'} | ${plan.seqScans.join(', ') || '—'} |`,
        ),
      );
  out.push('', '| Database | N | Query | p50 ms | p99 ms | max ms | EXPLAIN exec ms | Indexes | Seq scans |', '|---|---:|---|---:|---:|---:|---:|---|---|');
  for (const p of phases) {
    for (const x of p.proposed)
      out.push(`| ${p.kind} | ${p.neighbors} | ${x.name} | ${x.timing.p50} | ${x.timing.p99} | ${x.timing.max} | ${x.plan.executionMs} | ${x.plan.indexes.map((i) => i.name).join(', ') || '—'} | ${x.plan.seqScans.join(', ') || '—'} |`);
    out.push(`| ${p.kind} | ${p.neighbors} | ${p.ledgerMidBatch.sql} (EXPLAIN) | | | | ${p.ledgerMidBatch.executionMs} | ${p.ledgerMidBatch.indexes.map((i) => i.name).join(', ') || '—'} | ${p.ledgerMidBatch.seqScans.join(', ') || '—'} |`);
    out.push(`| ${p.kind} | ${p.neighbors} | ledger export: keyset batches only, no XLSX (${p.ledgerBatchesOnly.rows} rows) | ${p.ledgerBatchesOnly.ms.toFixed(0)} (one pass) | | | | | |`);
    const w = p.withProposedIndex;
    if (w) {
      out.push(`| ${p.kind} | ${p.neighbors} | ${w.plan.sql} (EXPLAIN) | | | | ${w.plan.executionMs} | ${w.plan.indexes.map((i) => i.name).join(', ')} | ${w.plan.seqScans.join(', ') || '—'} |`);
      out.push(`| ${p.kind} | ${p.neighbors} | with the proposed index: keyset batches only (${w.ledgerBatchesOnly.rows} rows) | ${w.ledgerBatchesOnly.ms.toFixed(0)} (one pass) | | | | | |`);
      out.push(`| ${p.kind} | ${p.neighbors} | with the proposed index: credit-transactions.xlsx, RSS ${w.export.rssBaseMb} → ${w.export.rssPeakMb} MB | ${w.export.ms} (one run) | | | | | |`);
    }
  }
  out.push('', '| Database | N | Seed ms | stores | customers | daily_logs | credit_transactions | load 1-min start → end |', '|---|---:|---:|---:|---:|---:|---:|---|');
  for (const p of phases)
    out.push(`| ${p.kind} | ${p.neighbors} | ${p.seed.ms} | ${p.counts.stores} | ${p.counts.customers} | ${p.counts.daily_logs} | ${p.counts.credit_transactions} | ${p.load.map((x) => x.toFixed(2)).join(' → ')} |`);
  return out.join('\n');
}

const phases: Phase[] = [];
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
fs.mkdirSync(outDir, { recursive: true });
const resultsFile = path.join(outDir, `results-${stamp}.json`);
const save = () => fs.writeFileSync(resultsFile, JSON.stringify({ startedAt: stamp, nproc: os.cpus().length, phases }, null, 2));
let pgCaptured: Record<string, Captured[]> | null = null;

if (ONLY !== 'embedded') {
  const target: Target = { kind: 'postgres', url: PG_URL };
  try {
    log(`PostgreSQL: seeding ${PG_URL} with N = ${N}`);
    const seed50 = await seedFresh(target, N, log);
    const m50 = await measure(target, N, seed50, null);
    phases.push(m50.phase);
    pgCaptured = m50.captured;
    save();
    log(`PostgreSQL: adding neighbors ${N + 1}..${GROW_TO}`);
    const seed500 = await seedNeighbors(target, N + 1, GROW_TO, log);
    phases.push((await measure(target, GROW_TO, seed500, null, true)).phase);
    save();
  } finally {
    if (!process.env.BENCH_KEEP) await dropPostgres(PG_URL);
  }
}

if (ONLY !== 'postgres') {
  const dir = process.env.BENCH_PGLITE_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'cs-bench-reports-pglite-'));
  const target: Target = { kind: 'embedded', dir };
  try {
    log(`PGlite: seeding ${dir} with N = ${N}`);
    const seed50 = await seedFresh(target, N, log);
    phases.push((await measure(target, N, seed50, pgCaptured)).phase);
    save();
    if (PGLITE_GROW) {
      log(`PGlite: adding neighbors ${N + 1}..${GROW_TO}`);
      const seed500 = await seedNeighbors(target, N + 1, GROW_TO, log);
      phases.push((await measure(target, GROW_TO, seed500, pgCaptured)).phase);
      save();
    }
  } finally {
    if (!process.env.BENCH_KEEP) fs.rmSync(dir, { recursive: true, force: true });
  }
}

save();
console.log(`\n${tables(phases)}\n\nwrote ${resultsFile}`);
