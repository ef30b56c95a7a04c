// Webhook storm (issue 12): MEASURE_EVENTS signed Stripe events (default 1,000) for MEASURE_STORES
// stores (default 50), with duplicates and in shuffled order, posted over HTTP by MEASURE_CLIENTS
// concurrent clients (default 20) to the real app on a fresh PostgreSQL database. Checks that every
// store ends in the state its newest events say (duplicates ignored, late events never move a store
// backwards), one payment row per invoice, one billing_events row per event id; prints p50/p99/max
// per event and the throughput as JSON.
// Usage: npm run measure:webhooks  (MEASURE_ADMIN_URL=postgres://postgres@127.0.0.1:5432/postgres)
import { eq, inArray, sql } from 'drizzle-orm';
import { billingEvents, stores, subscriptionPayments } from '../../src/server/db/schema/index';
import { createStoreWithStaff } from '../../src/server/test/test-app';
import { DAY_S, paidObjects, signedEvent } from '../../src/server/test/stripe-stand-in';
import { percentile, withMeasureApp } from './measure-app';

const EVENTS = Number(process.env.MEASURE_EVENTS ?? 1000);
const STORES = Number(process.env.MEASURE_STORES ?? 50);
const CLIENTS = Number(process.env.MEASURE_CLIENTS ?? 20);
const SECRET = 'whsec_measure_storm';

type Planned = { id: string; type: string; created: number; object: Record<string, unknown> };

/** Per store: paid, renewed (a later period), and every third store cancelled last. */
function historyOf(storeId: string, index: number, t0: number) {
  const ids = { storeId, customer: `cus_m${index}`, subscription: `sub_m${index}` };
  const p1 = paidObjects({ ...ids, periodEnd: t0 + 30 * DAY_S, invoiceId: `in_m${index}_1` });
  const p2 = paidObjects({ ...ids, periodEnd: t0 + 60 * DAY_S, invoiceId: `in_m${index}_2` });
  const events: Planned[] = [
    { id: `evt_m${index}_1`, type: 'invoice.paid', created: t0 - 100, object: p1.invoice },
    { id: `evt_m${index}_2`, type: 'customer.subscription.updated', created: t0 - 90, object: p1.subscription },
    { id: `evt_m${index}_3`, type: 'invoice.paid', created: t0 - 50, object: p2.invoice },
    { id: `evt_m${index}_4`, type: 'customer.subscription.updated', created: t0 - 40, object: p2.subscription },
  ];
  const cancelled = index % 3 === 0;
  if (cancelled) events.push({ id: `evt_m${index}_5`, type: 'customer.subscription.deleted', created: t0 - 10, object: { ...p2.subscription, status: 'canceled' } });
  return { events, expected: cancelled ? 'expired' : 'active', paidThrough: new Date((t0 + 60 * DAY_S) * 1000), invoices: 2 };
}

function shuffle<T>(list: T[]): T[] {
  let seed = 12345;
  const next = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

await withMeasureApp({ STRIPE_SECRET_KEY: 'sk_test_measure', STRIPE_WEBHOOK_SECRET: SECRET }, async ({ t, serveApp }) => {
  const storeIds: string[] = [];
  for (let i = 0; i < STORES; i++) storeIds.push((await createStoreWithStaff(t, `Storm ${i}`)).storeId);
  const t0 = Math.floor(Date.now() / 1000);
  const histories = storeIds.map((id, i) => historyOf(id, i, t0));
  const distinct = histories.flatMap((h) => h.events);
  // Fill up to EVENTS deliveries with duplicates (each event at least once), then shuffle.
  const deliveries = [...distinct];
  for (let i = 0; deliveries.length < EVENTS; i++) deliveries.push(distinct[(i * 7) % distinct.length]!);
  shuffle(deliveries);
  const signed = deliveries.map((e) => signedEvent(SECRET, e));
  const served = await serveApp();
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  let nextIndex = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (nextIndex < signed.length) {
        const delivery = signed[nextIndex++]!;
        const begin = performance.now();
        const response = await fetch(`${served.base}/api/billing/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
          body: delivery.payload,
        });
        await response.arrayBuffer();
        latencies.push(performance.now() - begin);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  const elapsedS = (performance.now() - started) / 1000;
  const rows = await t.db.select({ id: stores.id, status: stores.subscriptionStatus, end: stores.subscriptionEndDate }).from(stores).where(inArray(stores.id, storeIds));
  const wrong = rows.filter((row) => {
    const h = histories[storeIds.indexOf(row.id)]!;
    return row.status !== h.expected || row.end?.getTime() !== h.paidThrough.getTime();
  });
  const [events] = await t.db.select({ n: sql<number>`count(*)::int` }).from(billingEvents);
  const [payments] = await t.db.select({ n: sql<number>`count(*)::int` }).from(subscriptionPayments).where(eq(subscriptionPayments.method, 'card'));
  latencies.sort((a, b) => a - b);
  const result = {
    deliveries: signed.length,
    distinctEvents: distinct.length,
    duplicates: signed.length - distinct.length,
    stores: STORES,
    clients: CLIENTS,
    statuses: Object.fromEntries(statuses),
    storesInWrongState: wrong.length,
    billingEventRows: events!.n,
    cardPaymentRows: payments!.n,
    expectedPaymentRows: STORES * 2,
    msPerEvent: { p50: +percentile(latencies, 50).toFixed(2), p99: +percentile(latencies, 99).toFixed(2), max: +latencies.at(-1)!.toFixed(2) },
    eventsPerSecond: +(signed.length / elapsedS).toFixed(1),
  };
  console.log(JSON.stringify(result, null, 2));
  const ok = wrong.length === 0 && events!.n === distinct.length && payments!.n === STORES * 2 && statuses.get(200) === signed.length;
  if (!ok) {
    console.error('webhook storm: end state NOT right');
    process.exitCode = 1;
  } else {
    console.log('webhook storm: every store in the right state, duplicates ignored');
  }
});
