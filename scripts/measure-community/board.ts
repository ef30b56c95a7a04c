// The board's first page under load (issue 11, "Measured").
//   npx tsx scripts/measure-community/board.ts [--embedded] [--posts=20000] [--messages=200000] [--rate=100] [--seconds=30]
// Seeds `posts` posts (from 50 stores, a few pinned, up to 10 files listed each) and `messages` messages
// spread over them in SQL, then GET /api/community/posts (the first page) at a fixed `rate` per second
// for `seconds` (open model: latency from each request's scheduled start; scripts/bench/open-loop.ts).
// Prints JSON; writes nothing to docs/.
import pg from 'pg';
import { openLoop } from '../bench/open-loop';
import { ensureEmbeddedServer } from '../../src/server/db/embedded/server';
import { arg, dropTarget, freshTarget, kindArg, makeUsers, startInstance } from './stack';

const posts = arg('posts', 20000);
const messages = arg('messages', 200000);
const rate = arg('rate', 100);
const seconds = arg('seconds', 30);
const kind = kindArg();
const target = await freshTarget(kind);
const instance = await startInstance(target, 3423);
try {
  const cookies = await makeUsers(target, instance, 0);
  const url = kind === 'postgres' ? target.databaseUrl : (await ensureEmbeddedServer(target.dataDir)).url;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const seeded = performance.now();
  await client.query(`insert into stores (id, name) select md5('board-store-' || g)::uuid, 'Store ' || g from generate_series(1, 50) g`);
  await client.query(
    `insert into community_posts (store_id, author_id, title, content, post_type, is_pinned, media, created_at)
     select md5('board-store-' || (g % 50 + 1))::uuid, (select id from users limit 1), 'Post ' || g, repeat('Some words about the offer. ', 8),
            (array['general','exchange','important','promotion'])[g % 4 + 1], g % 5000 = 0,
            case when g % 3 = 0 then '[{"id":"00000000-0000-4000-8000-000000000001","mediaType":"image","contentType":"image/jpeg","name":"a.jpg","sizeBytes":1000}]'::jsonb else '[]'::jsonb end,
            now() - (g || ' seconds')::interval
     from generate_series(1, $1::int) g`,
    [posts],
  );
  await client.query(
    `with numbered as (select id, store_id, author_id, row_number() over (order by created_at) as n from community_posts)
     insert into community_messages (post_id, store_id, author_id, content, created_at)
     select p.id, p.store_id, p.author_id, 'Message ' || g, now() - (g || ' milliseconds')::interval
     from generate_series(1, $1::int) g join numbered p on p.n = g % $2::int + 1`,
    [messages, posts],
  );
  await client.query('analyze');
  await client.end();
  const seedSeconds = (performance.now() - seeded) / 1000;
  const result = await openLoop({
    origin: instance.origin,
    rate,
    durationS: seconds,
    makeRequest: () => ({ method: 'GET', path: '/api/community/posts', headers: { cookie: cookies[0]!, 'accept-encoding': 'gzip' } }),
  });
  console.log(JSON.stringify({ kind, posts, messages, rate, seconds, seedSeconds: Number(seedSeconds.toFixed(1)), p50Ms: result.p50, p99Ms: result.p99, maxMs: result.max, completed: result.completed, errors: result.errors, statuses: result.statuses }, null, 2));
} finally {
  await instance.stop();
  await dropTarget(target);
}
