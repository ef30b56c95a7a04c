// Cross-instance delivery latency of the community board (issue 11, "Measured").
//   npx tsx scripts/measure-community/latency.ts [--embedded] [--clients=200] [--messages=1000] [--rate=20]
// Two app instances (dist/server/main.js; run `npm run build` first) on one database: the system
// PostgreSQL (MEASURE_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; a database
// cs_measure_community is made and dropped) or, with --embedded, the embedded default (one DATA_DIR,
// the second instance reuses the first's server). `clients` SSE clients, half on each instance.
// `messages` messages are POSTed on instance A at `rate` per second (from 20 users: the per-user
// limit is 60 a minute). Latency = arrival at a client on B − the POST's start. Lost and duplicated
// deliveries are counted for every client on both instances. Prints JSON; writes nothing to docs/.
import http from 'node:http';
import { percentile, sleep } from '../bench/common';
import { arg, dropTarget, freshTarget, kindArg, makeUsers, openSseClient, startInstance, type SseClient } from './stack';

const clients = arg('clients', 200);
const messages = arg('messages', 1000);
const rate = arg('rate', 20);
const kind = kindArg();

const target = await freshTarget(kind);
const a = await startInstance(target, 3420);
const b = await startInstance(target, 3421);
try {
  const cookies = await makeUsers(target, a, 19);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const onB: SseClient[] = [];
  const all: SseClient[] = [];
  for (let i = 0; i < clients; i++) {
    const client = openSseClient(i % 2 === 0 ? b.origin : a.origin, cookies[i % cookies.length]!, agent);
    (i % 2 === 0 ? onB : all).push(client);
  }
  all.push(...onB);
  await Promise.all(all.map((c) => c.ready));
  const headers = { 'content-type': 'application/json', origin: 'http://localhost:3420' };
  const created = await fetch(`${a.origin}/api/community/posts`, { method: 'POST', headers: { ...headers, cookie: cookies[0]! }, body: JSON.stringify({ title: 'Latency' }) });
  const postId = ((await created.json()) as { id: string }).id;
  await sleep(500);
  const startedAt = new Map<string, number>();
  const sends: Promise<void>[] = [];
  const t0 = performance.now();
  for (let i = 0; i < messages; i++) {
    const wait = t0 + (i * 1000) / rate - performance.now();
    if (wait > 0) await sleep(wait);
    const start = performance.now();
    sends.push(
      fetch(`${a.origin}/api/community/posts/${postId}/messages`, { method: 'POST', headers: { ...headers, cookie: cookies[1 + (i % (cookies.length - 1))]! }, body: JSON.stringify({ content: `m${i}` }) })
        .then(async (r) => {
          if (r.status !== 201) throw new Error(`message ${i}: ${r.status} ${await r.text()}`);
          startedAt.set(((await r.json()) as { id: string }).id, start);
        }),
    );
  }
  await Promise.all(sends);
  await sleep(3000);
  const latencies: number[] = [];
  let lost = 0;
  let duplicated = 0;
  for (const client of all) {
    const seen = new Map<string, number>();
    for (const event of client.events) {
      if (event.event !== 'message_created') continue;
      const id = (JSON.parse(event.data) as { messageId: string }).messageId;
      seen.set(id, (seen.get(id) ?? 0) + 1);
      if (onB.includes(client) && startedAt.has(id) && seen.get(id) === 1) latencies.push(event.at - startedAt.get(id)!);
    }
    for (const id of startedAt.keys()) if (!seen.has(id)) lost += 1;
    for (const count of seen.values()) if (count > 1) duplicated += count - 1;
    client.close();
  }
  latencies.sort((x, y) => x - y);
  console.log(JSON.stringify({
    kind, clients, messages, rate, clientsOnB: onB.length, deliveriesOnB: latencies.length,
    p50Ms: Number(percentile(latencies, 50).toFixed(1)), p99Ms: Number(percentile(latencies, 99).toFixed(1)), maxMs: Number((latencies.at(-1) ?? NaN).toFixed(1)),
    lost, duplicated,
  }, null, 2));
  agent.destroy();
} finally {
  await b.stop();
  await a.stop();
  await dropTarget(target);
}
