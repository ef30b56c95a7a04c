// Measure the customer statement page (issue 26, decision 050): server time of GET /s/<token> for a
// customer with 3 years of ledger entries (3 a day: ~3,300 rows), on a fresh embedded PostgreSQL.
// Calls the real app in process (no socket): the figure is the server's own time, from the request
// entering the app to the last byte of the HTML body, including the rate-limit upsert and the view's audit row.
// Usage: npx tsx scripts/measure-statement.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config/config';
import { createDeps, openDatabase } from '../src/server/bootstrap';
import { createApp } from '../src/server/app';
import { createStoreWithStaff, type TestApp } from '../src/server/test/test-app';
import { insertCustomer } from '../src/server/credit/credit-test-support';

const ORIGIN = 'http://localhost:3999';
const RUNS = 300;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-measure-statement-'));
  const config = loadConfig({ NODE_ENV: 'test', APP_URL: ORIGIN, AUTH_SECRET: 'measure-secret-measure-secret-1234', AUTH_IP_RATE_LIMIT: 'off', DATA_DIR: dataDir, TRUST_PROXY: 'true' });
  const database = await openDatabase(config);
  const deps = createDeps(config, database);
  const app = createApp(deps);
  const request = (p: string, init: RequestInit & { json?: unknown; cookie?: string } = {}) => {
    const headers = new Headers(init.headers);
    headers.set('origin', ORIGIN);
    if (init.cookie) headers.set('cookie', init.cookie);
    const body = init.json === undefined ? init.body : JSON.stringify(init.json);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    return app.request(`${ORIGIN}${p}`, { ...init, headers, body });
  };
  const t = { app, deps, db: database.db, request } as unknown as TestApp;
  try {
    const staff = await createStoreWithStaff(t, 'Measure Market');
    const customer = await insertCustomer(t, staff.storeId, { name: 'Long History', creditLimitCents: 10_000_000 });
    // 3 years, 3 entries a day (two credits, one payment), oldest first.
    await database.db.execute(sql`
      insert into credit_transactions (store_id, customer_id, transaction_type, amount_cents, business_date, created_at)
      select ${staff.storeId}, ${customer.id}, case when k = 3 then 'credit_paid' else 'credit_given' end,
             case when k = 3 then 700 else 400 end, (current_date - d)::date, now() - make_interval(days => d) + make_interval(mins => k)
      from generate_series(0, 1094) d, generate_series(1, 3) k`);
    await database.db.execute(sql`update customers set credit_balance_cents = (select sum(case when transaction_type = 'credit_given' then amount_cents else -amount_cents end) from credit_transactions where customer_id = ${customer.id}) where id = ${customer.id}`);
    await database.db.execute(sql`analyze`);
    const made = await request(`/api/customers/${customer.id}/statement-links`, { method: 'POST', cookie: staff.owner.cookie, json: { expiresInDays: 90 } });
    const pagePath = new URL(((await made.json()) as { url: string }).url).pathname;
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < RUNS + 20; i += 1) {
      const started = performance.now();
      // A new IP every 50 requests keeps the per-IP limit out of the way; the per-link limit likewise (bucket reset by deleting counters).
      const response = await app.request(`${ORIGIN}${pagePath}`, { headers: { 'x-forwarded-for': `198.51.100.${i % 250}` } });
      const html = await response.text();
      const elapsed = performance.now() - started;
      if (response.status !== 200) throw new Error(`status ${response.status}`);
      if (i % 50 === 49) await database.db.execute(sql`delete from request_counters`);
      if (i >= 20) times.push(elapsed);
      bytes = Buffer.byteLength(html);
    }
    times.sort((a, b) => a - b);
    const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(1);
    const older = await app.request(`${ORIGIN}${pagePath}?until=2024-01-01`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    console.log(JSON.stringify({ entries: 3285, runs: RUNS, medianMs: q(0.5), p95Ms: q(0.95), maxMs: q(1), htmlBytes: bytes, javascriptBytes: 0, olderPageStatus: older.status, cpus: os.cpus().length, loadavg: os.loadavg().map((l) => l.toFixed(2)) }));
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
