// Print the SQL the app sends for one customer page and one give-credit request (in-process app on
// the seeded bench database, node-postgres patched to log), so the pgbench scripts can mirror it.
//   tsx scripts/bench/capture-sql.ts            (needs tmp/bench/seed-postgres.json from seed-bench.ts)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../../src/server/config/config';
import { openPostgres } from '../../src/server/db/client';
import { createDeps } from '../../src/server/bootstrap';
import { createApp } from '../../src/server/app';
import { outDir, type SeedResult } from './common';

const seed = JSON.parse(fs.readFileSync(path.join(outDir, 'seed-postgres.json'), 'utf8')) as SeedResult;
let capture: string[] | null = null;
const original = pg.Client.prototype.query as (...args: unknown[]) => unknown;
(pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (this: unknown, ...args: unknown[]) {
  const q = args[0] as string | { text?: string; values?: unknown[] };
  if (capture) {
    const text = typeof q === 'string' ? q : (q?.text ?? '');
    const values = (Array.isArray(args[1]) ? (args[1] as unknown[]) : undefined) ?? (typeof q === 'string' ? undefined : q?.values);
    capture.push(`${text.replace(/\s+/g, ' ')}${values?.length ? `   -- ${JSON.stringify(values)}` : ''}`);
  }
  return original.apply(this, args);
};

const database = openPostgres(seed.databaseUrl!, 2);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-bench-files-'));
const config = loadConfig({
  NODE_ENV: 'production',
  APP_URL: seed.appUrl,
  AUTH_SECRET: seed.authSecret,
  AUTH_IP_RATE_LIMIT: 'off',
  DATA_DIR: dataDir,
  DATABASE_URL: seed.databaseUrl,
});
const app = createApp(createDeps(config, database, () => undefined));

async function show(label: string, url: string, init: RequestInit = {}) {
  capture = [];
  const res = await app.request(`${seed.appUrl}${url}`, {
    ...init,
    headers: { cookie: seed.cookie, origin: seed.appUrl, 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  const body = await res.text();
  const lines = capture;
  capture = null;
  console.log(`\n=== ${label}: ${res.status} (${body.length} bytes) — ${lines.length} queries`);
  for (const line of lines) console.log(`  ${line}`);
  console.log(`  body: ${body.slice(0, 1000)}`);
}

try {
  // A customer not yet credited today in the store's zone, so the capture shows the whole write (201).
  const probe = new pg.Client({ connectionString: seed.databaseUrl });
  await probe.connect();
  const free = await probe.query<{ id: string }>(
    `select c.id from customers c join stores s on s.id = c.store_id
     where c.store_id = $1 and (c.daily_credit_on is null or c.daily_credit_on < (now() at time zone s.timezone)::date) limit 1`,
    [seed.storeId],
  );
  await probe.end();
  const customer = free.rows[0]?.id ?? seed.customerIds[seed.customerIds.length - 1]!;
  await show('GET /api/stores/current (session check only)', '/api/stores/current');
  await show('GET /api/customers?limit=50', '/api/customers?limit=50');
  await show(`POST /api/customers/${customer}/credit`, `/api/customers/${customer}/credit`, {
    method: 'POST',
    headers: { 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify({ amountCents: 100 }),
  });
} finally {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
