// Cost of the subscription check on the write path (issue 12): give-credit throughput of the same
// app with the check (the manifest as it is) and without it (every blockedWhenLapsed turned off), in
// one run, on one database, served side by side: MEASURE_ROUNDS alternating rounds (A B A B …) of
// MEASURE_REQUESTS give-credit requests each by MEASURE_CLIENTS concurrent clients over HTTP, every
// request to a customer not yet credited today (daily credit is reset between rounds) with a fresh
// Idempotency-Key. Prints requests/s per round, the medians and the difference as JSON.
// Usage: npm run measure:lapse-check  (MEASURE_ADMIN_URL=postgres://postgres@127.0.0.1:5432/postgres)
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { apiRoutes } from '../../src/server/api-routes';
import { customers } from '../../src/server/db/schema/index';
import { createStoreWithStaff } from '../../src/server/test/test-app';
import { withMeasureApp, type Served } from './measure-app';

const REQUESTS = Number(process.env.MEASURE_REQUESTS ?? 5000);
const ROUNDS = Number(process.env.MEASURE_ROUNDS ?? 3);
const CLIENTS = Number(process.env.MEASURE_CLIENTS ?? 20);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

await withMeasureApp({}, async ({ t, serveApp }) => {
  const staff = await createStoreWithStaff(t, 'Throughput Market');
  await t.db.execute(sql`
    insert into customers (store_id, display_id, name, phone, credit_limit_cents)
    select ${staff.storeId}::uuid, lpad(g::text, 8, '0'), 'Bench Person ' || g, '+1217555' || lpad((g % 10000)::text, 4, '0'), 100000000
    from generate_series(1, ${REQUESTS}) g`);
  const ids = (await t.db.select({ id: customers.id }).from(customers).where(eq(customers.storeId, staff.storeId))).map((r) => r.id);
  const withCheck = await serveApp();
  const withoutCheck = await serveApp({ routes: apiRoutes.map((entry) => ({ ...entry, blockedWhenLapsed: false })) });

  async function round(served: Served): Promise<{ rps: number; failed: number }> {
    await t.db.update(customers).set({ dailyCreditOn: null }).where(eq(customers.storeId, staff.storeId));
    let next = 0;
    let failed = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < ids.length) {
          const id = ids[next++]!;
          const response = await fetch(`${served.base}/api/customers/${id}/credit`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: 'http://localhost:3999', cookie: staff.owner.cookie, 'idempotency-key': crypto.randomUUID() },
            body: JSON.stringify({ amountCents: 1 }),
          });
          await response.arrayBuffer();
          if (response.status !== 201) failed += 1;
        }
      }),
    );
    return { rps: ids.length / ((performance.now() - started) / 1000), failed };
  }

  await round(withCheck); // warm-up (both apps share the process, the pool and the database)
  const a: number[] = [];
  const b: number[] = [];
  let failed = 0;
  for (let i = 0; i < ROUNDS; i++) {
    const ra = await round(withCheck);
    const rb = await round(withoutCheck);
    a.push(ra.rps);
    b.push(rb.rps);
    failed += ra.failed + rb.failed;
  }
  const withMedian = median(a);
  const withoutMedian = median(b);
  console.log(
    JSON.stringify(
      {
        requestsPerRound: ids.length,
        clients: CLIENTS,
        rounds: ROUNDS,
        withCheckRps: a.map((v) => +v.toFixed(1)),
        withoutCheckRps: b.map((v) => +v.toFixed(1)),
        medianWithCheck: +withMedian.toFixed(1),
        medianWithoutCheck: +withoutMedian.toFixed(1),
        slowerPercent: +(((withoutMedian - withMedian) / withoutMedian) * 100).toFixed(2),
        failedRequests: failed,
      },
      null,
      2,
    ),
  );
  if (failed > 0) process.exitCode = 1;
});
