// The all-stores daily credit reset at scale (issue 13, decision 039): MEASURE_CUSTOMERS customers
// (default 1 million) over MEASURE_STORES stores (default 2,000) in eight time zones, every one with
// daily credit today in their store's zone (seeded with generate_series, the per-row audit kept quiet
// as the reset keeps it). Two app instances (two servers, each its own connection pool) receive
// POST /api/admin/daily-credit-reset at the same moment: the reset's time, each answer, and the
// proof that it ran once (one answer counts everyone, the other is 409 or 0; no customer left with
// today's credit; one bulk audit row per store, their counts adding up to everyone). Meanwhile a
// probe writes one random customer row at a time, as a Give Credit would lock it, and reports how
// long those writes waited (the reset goes store by store in short transactions). Prints JSON.
// npm run measure:daily-reset  (MEASURE_ADMIN_URL=postgres://postgres@127.0.0.1:5432/postgres)
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { createApp } from '../../src/server/app';
import { openPostgres } from '../../src/server/db/client';
import { withMeasureApp } from '../bench-billing/measure-app';
import { insertStores, signedInAdmin } from './admin-world';

const CUSTOMERS = Number(process.env.MEASURE_CUSTOMERS ?? 1_000_000);
const STORES = Number(process.env.MEASURE_STORES ?? 2000);
const BATCH = 250_000;

await withMeasureApp({}, async ({ t, serveApp }) => {
  const cookie = await signedInAdmin(t);
  await insertStores(t, STORES);
  const seedStarted = performance.now();
  await t.db.execute(sql`create temporary table measured_stores as select row_number() over () as n, id, timezone from stores where name like 'Measured Store %'`);
  for (let from = 1; from <= CUSTOMERS; from += BATCH) {
    const to = Math.min(CUSTOMERS, from + BATCH - 1);
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.audit_bulk', 'on', true)`);
      await tx.execute(sql`
        insert into customers (store_id, display_id, name, phone, daily_credit_on)
        select s.id, lpad(g::text, 8, '0'), 'Measured Person ' || g, '+1217555' || lpad((g % 10000)::text, 4, '0'), (now() at time zone s.timezone)::date
        from generate_series(${from}::int, ${to}::int) g
        join measured_stores s on s.n = 1 + g % ${STORES}`);
    });
  }
  await t.db.execute(sql`analyze customers`);
  const seedSeconds = (performance.now() - seedStarted) / 1000;

  // instance A: the measured app's pool; instance B: a second app on its own pool
  const a = await serveApp();
  const { database: secondPool, close: closeB, base: baseB } = await secondInstance(t);
  const post = async (base: string) => {
    const started = performance.now();
    const response = await fetch(`${base}/api/admin/daily-credit-reset`, { method: 'POST', headers: { cookie, origin: 'http://localhost:3999', 'content-type': 'application/json' }, body: '{}' });
    const body = (await response.json()) as { customersReset?: number; error?: { code: string } };
    return { status: response.status, customersReset: body.customersReset ?? null, code: body.error?.code ?? null, seconds: +((performance.now() - started) / 1000).toFixed(2) };
  };
  // The probe: one customer row written at a time on its own connection, while the reset runs.
  const probeDb = openPostgres(t.deps.config.DATABASE_URL!, 1);
  const storeIds = (await t.db.execute<{ id: string }>(sql`select id from measured_stores`)).rows.map((r) => r.id);
  const probeWaits: number[] = [];
  let resetting = true;
  const probe = (async () => {
    while (resetting) {
      const started = performance.now();
      const storeId = storeIds[Math.floor(Math.random() * storeIds.length)]!;
      await probeDb.db.execute(sql`update customers set updated_at = now() where id = (select id from customers where store_id = ${storeId} limit 1)`);
      probeWaits.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  try {
    const [fromA, fromB] = await Promise.all([post(a.base), post(baseB)]);
    resetting = false;
    await probe;
    probeWaits.sort((x, y) => x - y);
    const probeMs = { writes: probeWaits.length, p50: +probeWaits[Math.floor(probeWaits.length * 0.5)]!.toFixed(1), p99: +probeWaits[Math.floor(probeWaits.length * 0.99)]!.toFixed(1), max: +probeWaits[probeWaits.length - 1]!.toFixed(1) };
    const left = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from customers c join stores s on s.id = c.store_id where c.daily_credit_on >= (now() at time zone s.timezone)::date`);
    const audits = await t.db.execute<{ n: number; total: number }>(
      sql`select count(*)::int as n, coalesce(sum((new_values->>'customersReset')::int), 0)::int as total from security_audit_log where table_name = 'customers' and record_id is null and (new_values->>'customersReset')::int > 0`,
    );
    const counted = (fromA.customersReset ?? 0) + (fromB.customersReset ?? 0);
    const ranOnce =
      counted === CUSTOMERS && left.rows[0]!.n === 0 && audits.rows[0]!.n === STORES && audits.rows[0]!.total === CUSTOMERS && [fromA, fromB].filter((r) => (r.customersReset ?? 0) > 0).length === 1;
    console.log(
      JSON.stringify(
        { customers: CUSTOMERS, stores: STORES, seedSeconds: +seedSeconds.toFixed(1), instanceA: fromA, instanceB: fromB, customersLeftWithCreditToday: left.rows[0]!.n, bulkAuditRows: audits.rows[0]!.n, bulkAuditCustomers: audits.rows[0]!.total, ranOnce, singleRowWritesDuringTheReset: probeMs },
        null,
        2,
      ),
    );
    if (!ranOnce) process.exitCode = 1;
  } finally {
    resetting = false;
    await probe.catch(() => undefined);
    await probeDb.close();
    await closeB();
    await secondPool.close();
  }
});

/** A second app instance: the same deps but its own connection pool to the same database. */
async function secondInstance(t: Parameters<Parameters<typeof withMeasureApp>[1]>[0]['t']) {
  const url = t.deps.config.DATABASE_URL!;
  const database = openPostgres(url, 10);
  const app = createApp({ ...t.deps, db: database.db });
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { database, base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
