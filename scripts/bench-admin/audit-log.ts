// The /admin/security audit log page at scale (issue 13): MEASURE_AUDIT_ROWS audit rows (default 5
// million, seeded with generate_series) over MEASURE_STORES stores (default 1,000) and 90 days, then
// GET /api/admin/security/audit-log filtered by one store and a 7-day range, at a steady
// MEASURE_RATE requests/s (default 50) for MEASURE_SECONDS (default 30) over HTTP; every request a
// random store and a random week; one in four asks for the second page (keyset cursor). Prints p50 /
// p95 / p99 in ms as JSON (target: p99 ≤ 50 ms). Needs a PostgreSQL server:
// npm run measure:audit-log  (MEASURE_ADMIN_URL=postgres://postgres@127.0.0.1:5432/postgres)
import { sql } from 'drizzle-orm';
import { withMeasureApp } from '../bench-billing/measure-app';
import { insertStores, percentile, signedInAdmin } from './admin-world';

const ROWS = Number(process.env.MEASURE_AUDIT_ROWS ?? 5_000_000);
const STORES = Number(process.env.MEASURE_STORES ?? 1000);
const RATE = Number(process.env.MEASURE_RATE ?? 50);
const SECONDS = Number(process.env.MEASURE_SECONDS ?? 30);
const DAYS = 90;
const BATCH = 500_000;

await withMeasureApp({}, async ({ t, serveApp }) => {
  const cookie = await signedInAdmin(t);
  const storeIds = await insertStores(t, STORES);
  const seedStarted = performance.now();
  await t.db.execute(sql`create temporary table measured_stores as select row_number() over () as n, id from stores where name like 'Measured Store %'`);
  for (let from = 1; from <= ROWS; from += BATCH) {
    const to = Math.min(ROWS, from + BATCH - 1);
    await t.db.execute(sql`
      insert into security_audit_log (action, table_name, record_id, user_id, store_id, ip_address, user_agent, created_at)
      select (array['INSERT','UPDATE','DELETE'])[1 + g % 3], (array['customers','credit_transactions','daily_logs','stores'])[1 + g % 4],
             md5(g::text), null, s.id, '10.0.' || (g % 250) || '.' || (g % 200), 'Mozilla/5.0 (measure)',
             now() - ((g::double precision / ${ROWS}) * ${DAYS} * interval '1 day')
      from generate_series(${from}::int, ${to}::int) g
      join measured_stores s on s.n = 1 + g % ${STORES}`);
  }
  await t.db.execute(sql`analyze security_audit_log`);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const served = await serveApp();

  const pageOf = async (query: string) => {
    const started = performance.now();
    const response = await fetch(`${served.base}/api/admin/security/audit-log?${query}`, { headers: { cookie } });
    const body = (await response.json()) as { entries: unknown[]; nextCursor: string | null };
    return { ms: performance.now() - started, ok: response.status === 200, body };
  };
  const oneRequest = async (i: number) => {
    const store = storeIds[Math.floor(Math.random() * storeIds.length)]!;
    const end = Date.now() - Math.floor(Math.random() * (DAYS - 7)) * 86_400_000;
    const query = `store=${store}&from=${new Date(end - 7 * 86_400_000).toISOString()}&to=${new Date(end).toISOString()}`;
    const first = await pageOf(query);
    if (i % 4 !== 3 || !first.body.nextCursor) return first;
    return pageOf(`${query}&cursor=${first.body.nextCursor}`);
  };

  for (let i = 0; i < 20; i++) await oneRequest(i); // warm-up
  const latencies: number[] = [];
  let failed = 0;
  const total = RATE * SECONDS;
  const started = performance.now();
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(
      oneRequest(i).then((r) => {
        latencies.push(r.ms);
        if (!r.ok) failed += 1;
      }),
    );
  }
  await Promise.all(inFlight);
  const sorted = latencies.sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  console.log(
    JSON.stringify(
      {
        auditRows: ROWS,
        stores: STORES,
        seedSeconds: +seedSeconds.toFixed(1),
        rate: RATE,
        seconds: SECONDS,
        requests: sorted.length,
        failed,
        p50Ms: +percentile(sorted, 50).toFixed(1),
        p95Ms: +percentile(sorted, 95).toFixed(1),
        p99Ms: +p99.toFixed(1),
        maxMs: +sorted.at(-1)!.toFixed(1),
        targetP99Ms: 50,
        meetsTarget: p99 <= 50,
      },
      null,
      2,
    ),
  );
  if (failed > 0) process.exitCode = 1;
});
