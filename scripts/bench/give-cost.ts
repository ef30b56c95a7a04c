// What one give-credit costs PostgreSQL, independent of the machine's load: the ledger write statement
// (the app's own runLedgerWrite, as a named prepared statement with an Idempotency-Key) sent N times
// in a row on ONE connection, to N different customers of the seeded bench store, and
//   - the CPU time of that connection's backend process (/proc/<pid>/stat, utime + stime) per give,
//     with synchronous_commit off for that connection (no fsync of its own per commit);
//   - rows written, HOT updates and index entries per give, by table (pg_stat_user_tables after the
//     backend flushed its counters; index entries = non-HOT row versions × the table's b-tree/GIN indexes).
// Other sessions on a shared server do not enter these figures (only this backend is counted), but a
// busy machine still slows the CPU a little (caches, frequency): compare runs taken side by side.
//
//   tsx scripts/bench/give-cost.ts postgres://postgres@127.0.0.1:5432/cs_bench_x [N] [module]
// The database: seeded by seed-bench.ts (the measured store, its owner and customers are read from it).
// module: another file exporting runLedgerWrite (e.g. an older ledger-write.ts) to compare with.
// GIVE_BATCH=N: N gives per statement, as the app gathers them under load (decision 068).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { openPostgres } from '../../src/server/db/client';
import { ledgerWriteValues, runLedgerStatement, runLedgerWrite as currentWrite } from '../../src/server/credit/ledger-write';
import { assertBenchDatabase, MAIN_STORE_SQL } from './common';

const url = process.argv[2] ?? 'postgres://postgres@127.0.0.1:5432/cs_bench_ledger';
const count = Number(process.argv[3] ?? 2000);
const modulePath = process.argv[4];
/** GIVE_BATCH=N: N gives per statement (the current module's runLedgerStatement), as under load. */
const batch = Number(process.env.GIVE_BATCH ?? 1);
assertBenchDatabase(url);
const runLedgerWrite: typeof currentWrite = modulePath
  ? ((await import(pathToFileURL(path.resolve(modulePath)).href)) as { runLedgerWrite: typeof currentWrite }).runLedgerWrite
  : currentWrite;

const TICKS = 100;
function cpuSeconds(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS;
}

type Counts = { table: string; ins: number; upd: number; hot: number; indexes: number };
async function tableCounts(db: ReturnType<typeof openPostgres>['db']): Promise<Map<string, Counts>> {
  const result = await db.execute<Counts>(sql`
    select s.relname as "table", s.n_tup_ins::int as ins, s.n_tup_upd::int as upd, s.n_tup_hot_upd::int as hot,
           (select count(*) from pg_index i join pg_class ic on ic.oid = i.indexrelid join pg_am am on am.oid = ic.relam
             where i.indrelid = s.relid and am.amname <> 'brin')::int as indexes
      from pg_stat_user_tables s`);
  return new Map(result.rows.map((r) => [r.table, r]));
}

/** The seeded store (seed-bench.ts), its owner, and `count` of its customers. */
async function benchStore(db: ReturnType<typeof openPostgres>['db'], count: number) {
  const { rows: [store] } = await db.execute<{ id: string; owner: string }>(sql.raw(`select id, owner_id as owner from stores where id = ${MAIN_STORE_SQL}`));
  const { rows } = await db.execute<{ id: string }>(sql`select id from customers where store_id = ${store!.id} order by id limit ${count}`);
  return { storeId: store!.id, ownerUserId: store!.owner, customerIds: rows.map((r) => r.id) };
}

const database = openPostgres(url, 1);
try {
  const db = database.db;
  // The commit's WAL flush is left to the WAL writer (as group commit under load mostly does), so the
  // backend's CPU is the statement's own work rather than one fsync per give.
  await db.execute(sql`set synchronous_commit = off`);
  const { rows: [backend] } = await db.execute<{ pid: number; version: string }>(sql`select pg_backend_pid() as pid, current_setting('server_version') as version`);
  const seed = await benchStore(db, count);
  const customers = seed.customerIds;
  if (customers.length < count) throw new Error(`the seed has ${customers.length} customers, fewer than ${count}`);
  // A business day no earlier run of this script used, so every customer takes the credit (a full write).
  const { rows: [day] } = await db.execute<{ d: string }>(sql`
    select to_char(greatest(coalesce(max(daily_credit_on), current_date), current_date) + 1, 'YYYY-MM-DD') as d
      from customers where store_id = ${seed.storeId}`);
  const params = (customerId: string, i: number) => ({
    storeId: seed.storeId, customerId, type: 'credit_given' as const, amountCents: 1, notes: null, today: day!.d, at: null,
    createdByName: 'Bench Owner', key: `give-cost-${Date.now()}-${i}`, requestHash: 'give-cost',
  });
  const actor = { userId: seed.ownerUserId, ip: '127.0.0.1', userAgent: 'give-cost' };
  for (let i = 0; i < 50; i++) await runLedgerWrite(db, actor, params(customers[i]!, i)); // warm: plan, caches
  await db.execute(sql`select pg_stat_force_next_flush()`);
  await db.execute(sql`select pg_stat_clear_snapshot()`);
  await new Promise((r) => setTimeout(r, 50));
  const before = await tableCounts(db);
  const cpu0 = cpuSeconds(backend!.pid);
  const t0 = performance.now();
  let written = 0;
  if (batch > 1) {
    // N writes per statement, as ledger-batch.ts sends them under load (decision 068).
    for (let i = 50; i < count; i += batch) {
      const writes = customers.slice(i, Math.min(count, i + batch)).map((customerId, j) => ledgerWriteValues(actor, params(customerId, i + j)));
      const rows = await runLedgerStatement(db, writes[0]!.name, writes.map((w) => w.values));
      written += rows.filter((row) => row.written).length;
    }
  } else {
    for (let i = 50; i < count; i++) if ((await runLedgerWrite(db, actor, params(customers[i]!, i))).written) written += 1;
  }
  const wallMs = performance.now() - t0;
  const cpu = cpuSeconds(backend!.pid) - cpu0;
  await db.execute(sql`select pg_stat_force_next_flush()`);
  await db.execute(sql`select pg_stat_clear_snapshot()`);
  const after = await tableCounts(db);
  const { rows: plans } = await db.execute<{ name: string; generic_plans: number; custom_plans: number }>(
    sql`select name, generic_plans::int, custom_plans::int from pg_prepared_statements where name like 'cs_ledger%'`,
  );
  const n = count - 50;
  const byTable: Record<string, { rowsPerGive: number; hotPerGive: number; indexEntriesPerGive: number }> = {};
  let entries = 0;
  for (const [table, a] of after) {
    const b = before.get(table)!;
    const ins = a.ins - b.ins;
    const upd = a.upd - b.upd;
    const hot = a.hot - b.hot;
    if (ins + upd === 0) continue;
    const perGive = ((ins + upd - hot) * a.indexes) / n;
    entries += perGive;
    byTable[table] = { rowsPerGive: (ins + upd) / n, hotPerGive: hot / n, indexEntriesPerGive: perGive };
  }
  console.log(
    JSON.stringify(
      {
        module: modulePath ?? 'src/server/credit/ledger-write.ts',
        givesPerStatement: batch,
        server: backend!.version,
        gives: n,
        written,
        backendCpuMsPerGive: Number(((cpu * 1000) / n).toFixed(3)),
        wallMsPerGive: Number((wallMs / n).toFixed(3)),
        indexEntriesPerGive: entries,
        plans,
        byTable,
        loadAverage: fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '),
      },
      null,
      2,
    ),
  );
} finally {
  await database.close();
}
