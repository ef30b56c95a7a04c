// The raw-SQL limit of the two hot paths (scripts/bench/limit/: schema.sql, give.sql, page.sql — the
// least SQL giving credit and a page of customer cards can be), run with pgbench on the same server
// and in the same sitting as the app's benchmark, so that the ratio app ÷ limit means something.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import pg from 'pg';
import { benchDir, libpqHostArgs } from './common';
import { pgCpuSeconds } from './cpu';

export type LimitResult = { script: string; tps: number; transactions: number; failed: number; pgCpuMsPerTx: number; command: string };

/** BENCH_LIMIT_DATABASE: another name (cs_bench_…) when two benches share one PostgreSQL server. */
const LIMIT_DB = process.env.BENCH_LIMIT_DATABASE ?? 'cs_bench_limit';

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** The limit's database on serverUrl's server, reached the same way (unix socket or TCP). */
export const limitDatabaseUrl = (serverUrl: string) => withDatabase(serverUrl, LIMIT_DB);

/** A fresh limit database with schema.sql's 100,000 customers (rebuilt before each give run: it grows). */
export async function rebuildLimitDatabase(serverUrl: string) {
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${LIMIT_DB} with (force)`);
    await admin.query(`create database ${LIMIT_DB}`);
  } finally {
    await admin.end();
  }
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, LIMIT_DB) });
  await client.connect();
  try {
    // One statement at a time: a multi-statement query is one transaction, and VACUUM refuses that.
    const statements = fs.readFileSync(path.join(benchDir, 'limit/schema.sql'), 'utf8').split(/;\s*\n/);
    for (const statement of statements) if (statement.replace(/--.*$/gm, '').trim()) await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function dropLimitDatabase(serverUrl: string) {
  const admin = new pg.Client({ connectionString: withDatabase(serverUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${LIMIT_DB} with (force)`);
  } finally {
    await admin.end();
  }
}

export function pgbenchBinary() {
  for (const candidate of ['/usr/bin/pgbench', '/usr/lib/postgresql/15/bin/pgbench']) if (fs.existsSync(candidate)) return candidate;
  return 'pgbench';
}

/** Run pgbench with these arguments against url's server (its password from the URL); its output. */
export function runPgbenchCommand(args: string[], url: URL): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(pgbenchBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, PGPASSWORD: decodeURIComponent(url.password) } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`pgbench exited ${code}:\n${out}`))));
  });
}

/** pgbench -n -M prepared -c clients -j 2 -T duration -f limit/<script> (as limit/README.md says). */
export async function runLimit(serverUrl: string, script: 'give.sql' | 'page.sql', clients: number, durationS: number): Promise<LimitResult> {
  await rebuildLimitDatabase(serverUrl);
  const url = new URL(withDatabase(serverUrl, LIMIT_DB));
  // Over TCP on 127.0.0.1, as the limit's README runs it, whichever way the app connects.
  const args = [...libpqHostArgs(url.toString(), 'tcp'), '-n', '-M', 'prepared', '-c', String(clients), '-j', '2', '-T', String(durationS), '-f', path.join(benchDir, 'limit', script), LIMIT_DB];
  const cpuBefore = await pgCpuSeconds(serverUrl);
  const output = await runPgbenchCommand(args, url);
  const cpu = (await pgCpuSeconds(serverUrl)) - cpuBefore;
  const num = (re: RegExp) => Number(re.exec(output)?.[1] ?? NaN);
  const transactions = num(/number of transactions actually processed: (\d+)/);
  return {
    script,
    tps: Math.round(num(/tps = ([\d.]+) \(without initial connection time\)/) * 10) / 10,
    transactions,
    failed: num(/number of failed transactions: (\d+)/),
    pgCpuMsPerTx: Math.round(((cpu * 1000) / transactions) * 1000) / 1000,
    command: `pgbench ${args.join(' ')}`,
  };
}
