// The payroll benchmark (npm run measure:payroll; issue 10).
//
// On the system PostgreSQL (BENCH_PG_URL):
//   1. seed a fresh database (seed-payroll.ts): the measured store with 30 employees and 5 years of
//      weekly entries (7,800 rows) beside 50 other stores of the same shape; VACUUM ANALYZE;
//   2. start the real server (dist/server/main.js, NODE_ENV=production) on it and sign the owner in
//      through HTTP, as a browser does;
//   3. open model (scripts/bench/open-loop.ts): a fixed BENCH_RATE (100) requests/s for
//      BENCH_DURATION (30) s each, latency from each request's scheduled start:
//        - the payroll page: GET /api/payroll (the newest 50 of the store);
//        - the employee dialog: GET /api/employees/:id/payroll (summary + history), the 30 employees in turn;
//   4. print p50 / p90 / p99 / max and write tmp/bench-payroll/results-<time>.json. It writes no doc:
//      figures go into docs/ only from a run on an idle machine.
//
// Env: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/cs_bench_payroll; dropped at the end
// unless BENCH_KEEP=1), BENCH_RATE (100), BENCH_DURATION (30), BENCH_NEIGHBORS (50),
// BENCH_EMPLOYEES (30), BENCH_WEEKS (260). Smoke test: BENCH_NEIGHBORS=2 BENCH_WEEKS=10 BENCH_DURATION=3.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openLoop, type OpenLoopResult } from '../bench/open-loop';
import { repoRoot, sleep } from '../bench/common';
import { BENCH_PASSWORD, dropDatabase, MAIN_OWNER_EMAIL, seedPayroll } from './seed-payroll';
import { SERVER_NODE_FLAGS } from '../server-node-flags.mjs';

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/cs_bench_payroll';
const RATE = Number(process.env.BENCH_RATE ?? 100);
const DURATION = Number(process.env.BENCH_DURATION ?? 30);
const size = {
  neighbors: Number(process.env.BENCH_NEIGHBORS ?? 50),
  employees: Number(process.env.BENCH_EMPLOYEES ?? 30),
  weeks: Number(process.env.BENCH_WEEKS ?? 260),
};
const PORT = 3310;
const HOST = '127.0.0.1';
const origin = `http://${HOST}:${PORT}`;
const outDir = path.join(repoRoot, 'tmp/bench-payroll');
const log = (line: string) => console.log(`[payroll ${new Date().toISOString().slice(11, 19)}] ${line}`);

async function startServer() {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-bench-payroll-'));
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
    body: JSON.stringify({ email: MAIN_OWNER_EMAIL, password: BENCH_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Check each route answers as the page needs before measuring (a benchmark of 401s measures nothing). */
async function checkRoutes(cookie: string) {
  const page = (await (await fetch(`${origin}/api/payroll`, { headers: { cookie } })).json()) as { items: unknown[] };
  if (page.items?.length !== Math.min(50, size.employees * size.weeks)) throw new Error(`payroll page: ${JSON.stringify(page).slice(0, 200)}`);
  const dialog = (await (await fetch(`${origin}/api/employees/bench-payroll-e-0-1/payroll`, { headers: { cookie } })).json()) as { summary?: { entryCount: number } };
  if (dialog.summary?.entryCount !== size.weeks) throw new Error(`employee dialog: ${JSON.stringify(dialog).slice(0, 200)}`);
}

const summary = (r: OpenLoopResult) =>
  `${r.completed}/${r.sent} answered, ${r.errors} errors, statuses ${JSON.stringify(r.statuses)}, p50 ${r.p50.toFixed(1)} ms, p90 ${r.p90.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(1)} ms, generator lag p99 ${r.sendLagP99Ms.toFixed(1)} ms`;

async function main() {
  log(`seeding ${PG_URL}: ${size.employees} employees × ${size.weeks} weeks in the measured store and ${size.neighbors} other stores`);
  const counts = await seedPayroll(PG_URL, size, log);
  log(`rows: ${JSON.stringify(counts)}`);
  const server = await startServer();
  const results: Record<string, OpenLoopResult> = {};
  try {
    const cookie = await signIn();
    await checkRoutes(cookie);
    const headers = { cookie, accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
    log(`payroll page: ${RATE} req/s for ${DURATION} s`);
    results.payrollPage = await openLoop({ origin, rate: RATE, durationS: DURATION, makeRequest: () => ({ method: 'GET', path: '/api/payroll', headers }) });
    log(`  ${summary(results.payrollPage)}`);
    log(`employee dialog: ${RATE} req/s for ${DURATION} s`);
    results.employeeDialog = await openLoop({
      origin,
      rate: RATE,
      durationS: DURATION,
      makeRequest: (i) => ({ method: 'GET', path: `/api/employees/bench-payroll-e-0-${(i % size.employees) + 1}/payroll`, headers }),
    });
    log(`  ${summary(results.employeeDialog)}`);
  } finally {
    await server.stop();
    if (process.env.BENCH_KEEP !== '1') await dropDatabase(PG_URL);
  }
  fs.mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `results-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), size, counts, rate: RATE, durationS: DURATION, cpus: os.cpus().length, loadavg: os.loadavg(), results }, null, 2));
  log(`wrote ${path.relative(repoRoot, file)}`);
  console.log('\n| Request | p50 ms | p90 ms | p99 ms | max ms | answered |');
  console.log('|---|---|---|---|---|---|');
  for (const [name, r] of Object.entries(results)) console.log(`| ${name} | ${r.p50.toFixed(1)} | ${r.p90.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} | ${r.completed}/${r.sent} |`);
}

await main();
