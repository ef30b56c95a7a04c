// EXPLAIN (ANALYZE, BUFFERS, WAL) of one give-credit's ledger write, with its triggers' times, on a
// database seeded by seed-bench.ts (its measured store, owner and first customer): the write
// runs inside a transaction that is rolled back, so nothing stays.
//   tsx scripts/bench/explain-give.ts postgres://postgres@127.0.0.1:5432/cs_bench_x [module]
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../../src/server/db/client';
import { ledgerWriteSql as current } from '../../src/server/credit/ledger-statement';
import { assertBenchDatabase, MAIN_STORE_SQL } from './common';

const url = process.argv[2]!;
assertBenchDatabase(url);
const modulePath = process.argv[3];
const ledgerWriteSql: typeof current = modulePath
  ? ((await import(pathToFileURL(path.resolve(modulePath)).href)) as { ledgerWriteSql: typeof current }).ledgerWriteSql
  : current;
const database = openPostgres(url, 1);
try {
  const { rows: [seed] } = await database.db.execute<{ storeId: string; ownerUserId: string; customerId: string }>(sql.raw(`
    select s.id as "storeId", s.owner_id as "ownerUserId", (select min(c.id::text) from customers c where c.store_id = s.id) as "customerId"
      from stores s where s.id = ${MAIN_STORE_SQL}`));
  const { storeId, ownerUserId, customerId } = seed!;
  const statement = ledgerWriteSql(
    { userId: ownerUserId, ip: '127.0.0.1', userAgent: 'explain-give' },
    {
      storeId, customerId, type: 'credit_given', amountCents: 1, notes: null, today: '2099-01-01', at: null,
      createdByName: 'Bench Owner', key: `explain-${Date.now()}`, requestHash: 'explain',
    },
  );
  await database.db.transaction(async (tx) => {
    for (let i = 0; i < 3; i++) {
      await tx.execute(sql`savepoint s`);
      const result = await tx.execute(sql`explain (analyze, buffers, wal, costs off) ${statement}`);
      if (i === 2) console.log((result.rows as Record<string, string>[]).map((r) => Object.values(r)[0]).join('\n'));
      await tx.execute(sql`rollback to savepoint s`);
    }
    tx.rollback();
  }).catch((error: unknown) => {
    if (!(error instanceof Error && error.message === 'Rollback')) throw error;
  });
} finally {
  await database.close();
}
