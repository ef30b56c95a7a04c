// Idle live streams on one instance (issue 11, "Measured").
//   npx tsx scripts/measure-community/idle.ts [--embedded] [--connections=2000] [--heartbeat=5]
// One app instance (run `npm run build` first). Its resident memory (VmRSS) with one stream open, then
// with `connections` idle streams open (after they settle); then checks that every stream got a
// heartbeat within `heartbeat` s + 2 and that a new post reaches every one. Needs `ulimit -n` above
// twice the connections. Prints JSON; writes nothing to docs/.
import http from 'node:http';
import { sleep } from '../bench/common';
import { arg, dropTarget, freshTarget, kindArg, makeUsers, openSseClient, rssMb, startInstance, type SseClient } from './stack';

const connections = arg('connections', 2000);
const heartbeat = arg('heartbeat', 5);
const kind = kindArg();
const target = await freshTarget(kind);
const instance = await startInstance(target, 3422, { SSE_HEARTBEAT_SECONDS: String(heartbeat) });
try {
  const cookies = await makeUsers(target, instance, 9);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const first = openSseClient(instance.origin, cookies[0]!, agent);
  await first.ready;
  await sleep(3000);
  const before = rssMb(instance.child.pid!);
  const streams: SseClient[] = [first];
  for (let i = 1; i < connections; i++) {
    streams.push(openSseClient(instance.origin, cookies[i % cookies.length]!, agent));
    if (i % 200 === 0) await Promise.all(streams.slice(-200).map((s) => s.ready));
  }
  await Promise.all(streams.map((s) => s.ready));
  await sleep(5000);
  const after = rssMb(instance.child.pid!);
  const pingsBefore = streams.map((s) => s.pings);
  await sleep((heartbeat + 2) * 1000);
  const withHeartbeat = streams.filter((s, i) => s.pings > pingsBefore[i]!).length;
  const created = await fetch(`${instance.origin}/api/community/posts`, {
    method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost:3422', cookie: cookies[0]! }, body: JSON.stringify({ title: 'Hello idle streams' }),
  });
  const postId = ((await created.json()) as { id: string }).id;
  await sleep(3000);
  const delivered = streams.filter((s) => s.events.some((e) => e.event === 'post_created' && e.data.includes(postId))).length;
  console.log(JSON.stringify({ kind, connections, rssBeforeMb: Number(before.toFixed(1)), rssAfterMb: Number(after.toFixed(1)), extraMb: Number((after - before).toFixed(1)), withHeartbeat, delivered }, null, 2));
  for (const s of streams) s.close();
  agent.destroy();
} finally {
  await instance.stop();
  await dropTarget(target);
}
