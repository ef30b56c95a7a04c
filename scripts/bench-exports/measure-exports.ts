// Measure streaming exports on PostgreSQL: a fresh cs_exp_* database, one store with 20,000
// customers and 200,000 ledger rows (seeded set-based), the real app behind @hono/node-server, and
// curl downloading each export to a file. Reports time to first byte, total time, size, rows, and the
// server process's RSS / heap (sampled every 10 ms) above the baseline taken just before the download.
// Usage: MEASURE_ADMIN_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench-exports/measure-exports.ts
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { serve } from '@hono/node-server';
import { exportPath } from '#shared/reports/report.schemas';
import { loadConfig } from '../../src/server/config/config';
import { openPostgres } from '../../src/server/db/client';
import { createDeps } from '../../src/server/bootstrap';
import { createApp } from '../../src/server/app';
import { createStoreWithStaff, TEST_ORIGIN, type TestApp } from '../../src/server/test/test-app';
import { seedStoreData, type SeedSize } from './measure-exports-seed';
import { explainMidBatch, timeBatchesOnly } from './measure-exports-queries';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const MB = 1024 * 1024;
const SIZE: SeedSize = { customers: 20_000, ledgerRows: 200_000, days: 365, lastDate: '2026-10-31' };
const RANGE = { from: '2025-11-01', to: SIZE.lastDate };

type Download = { label: string; status: string; bytes: number; ttfb: number; total: number; rssBaseMb: number; rssPeakMb: number; heapPeakMb: number; rows: number | null };

function curl(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => execFile('curl', args, (error, stdout) => (error ? reject(error) : resolve(stdout))));
}

/** Lines ending in CRLF, counted while reading the file in chunks. */
async function countCsvRecords(file: string): Promise<number> {
  let n = 0;
  for await (const chunk of fs.createReadStream(file) as AsyncIterable<Buffer>) {
    for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) n += 1;
  }
  return n;
}

/**
 * One download by curl. Samples RSS and heap every 10 ms; with `retained`, collects garbage before
 * each sample (every 250 ms) so the heap figure is what the export keeps alive, not what V8 has not
 * collected yet (that pass's times are slowed by the collections and not reported).
 */
async function measureDownload(port: number, cookie: string, label: string, urlPath: string, mode: 'plain' | 'gzip' | 'retained'): Promise<Download> {
  const file = path.join(os.tmpdir(), `cs-exp-${crypto.randomBytes(4).toString('hex')}`);
  gc();
  const base = process.memoryUsage();
  let rssPeak = base.rss;
  let heapPeak = base.heapUsed;
  const sampler = setInterval(() => {
    if (mode === 'retained') gc();
    const now = process.memoryUsage();
    rssPeak = Math.max(rssPeak, now.rss);
    heapPeak = Math.max(heapPeak, now.heapUsed);
  }, mode === 'retained' ? 250 : 10);
  const args = ['-sS', '-o', file, '-w', '%{http_code} %{size_download} %{time_starttransfer} %{time_total}', '-H', `Cookie: ${cookie}`];
  const out = await curl([...args, ...(mode === 'gzip' ? ['--compressed'] : []), `http://127.0.0.1:${port}${urlPath}`]);
  clearInterval(sampler);
  const [status = '', bytes = '0', ttfb = '0', total = '0'] = out.trim().split(' ');
  const rows = urlPath.includes('.csv') ? (await countCsvRecords(file)) - 1 : null;
  fs.rmSync(file, { force: true });
  return { label, status, bytes: Number(bytes), ttfb: Number(ttfb), total: Number(total), rssBaseMb: base.rss / MB, rssPeakMb: rssPeak / MB, heapPeakMb: (heapPeak - base.heapUsed) / MB, rows };
}

async function withDatabase<T>(adminUrl: string, work: (url: string) => Promise<T>): Promise<T> {
  const name = `cs_exp_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function run(url: string) {
  const database = openPostgres(url, 10);
  await database.migrate();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-exp-data-'));
  const config = loadConfig({ NODE_ENV: 'test', APP_URL: TEST_ORIGIN, AUTH_SECRET: 'measure-secret-measure-secret-1234', AUTH_IP_RATE_LIMIT: 'off', DATABASE_URL: url, DATA_DIR: dataDir });
  const deps = createDeps(config, database);
  const app = createApp(deps);
  const request = (p: string, init: RequestInit & { json?: unknown; cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    headers.set('origin', TEST_ORIGIN);
    if (init.cookie) headers.set('cookie', init.cookie);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    return app.request(`${TEST_ORIGIN}${p}`, { ...init, headers, body: init.json !== undefined ? JSON.stringify(init.json) : init.body });
  };
  const staff = await createStoreWithStaff({ app, deps, db: database.db, request } as unknown as TestApp, 'Measure Market');
  const seedMs = await seedStoreData(url, staff.storeId, staff.owner.id, SIZE);
  const plan = await explainMidBatch(database.db, url, staff.storeId, RANGE, SIZE.ledgerRows / 2);
  const dbOnly = await timeBatchesOnly(database.db, staff.storeId, RANGE);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const port = (server.address() as AddressInfo).port;
  const results: Download[] = [];
  try {
    const cookie = staff.owner.cookie;
    const ledgerCsv = exportPath('credit-transactions', 'csv', RANGE);
    const ledgerXlsx = exportPath('credit-transactions', 'xlsx', RANGE);
    results.push(await measureDownload(port, cookie, 'credit-transactions.csv (warm-up)', ledgerCsv, 'plain'));
    results.push(await measureDownload(port, cookie, 'credit-transactions.csv', ledgerCsv, 'plain'));
    results.push(await measureDownload(port, cookie, 'credit-transactions.csv, gzip', ledgerCsv, 'gzip'));
    results.push(await measureDownload(port, cookie, 'credit-transactions.xlsx', ledgerXlsx, 'plain'));
    results.push(await measureDownload(port, cookie, 'customers.csv', exportPath('customers', 'csv'), 'plain'));
    results.push(await measureDownload(port, cookie, 'customers.xlsx', exportPath('customers', 'xlsx'), 'plain'));
    results.push(await measureDownload(port, cookie, 'credit-transactions.csv, GC every 250 ms', ledgerCsv, 'retained'));
    results.push(await measureDownload(port, cookie, 'credit-transactions.xlsx, GC every 250 ms', ledgerXlsx, 'retained'));
  } finally {
    server.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return { seedMs, plan, dbOnly, results };
}

const adminUrl = process.env.MEASURE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const { seedMs, plan, dbOnly, results } = await withDatabase(adminUrl, run);
console.log(`seed: ${SIZE.customers} customers + ${SIZE.ledgerRows} ledger rows in ${(seedMs / 1000).toFixed(1)} s`);
console.log(`node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model}, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GB, load ${os.loadavg().map((n) => n.toFixed(2)).join(' / ')}`);
console.log(`keyset batches only (no HTTP/CSV): ${dbOnly.rows} rows in ${(dbOnly.ms / 1000).toFixed(2)} s`);
console.log(`plan of the batch after row ${SIZE.ledgerRows / 2}:\n${plan}`);
console.log('| Export | HTTP | Size | Rows | First byte | Total | RSS before → peak | Peak heap above baseline |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of results) {
  console.log(`| ${r.label} | ${r.status} | ${(r.bytes / MB).toFixed(1)} MB | ${r.rows ?? '—'} | ${(r.ttfb * 1000).toFixed(0)} ms | ${r.total.toFixed(2)} s | ${r.rssBaseMb.toFixed(0)} → ${r.rssPeakMb.toFixed(0)} MB | ${r.heapPeakMb.toFixed(1)} MB |`);
}
console.log(`process peak RSS (whole run, incl. seeding): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
