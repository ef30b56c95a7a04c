// Query-level figures for measure-exports.ts: the plan of one keyset batch from the middle of the
// ledger, and the time to read the whole range in batches without HTTP, CSV or XLSX around it.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { DateRangeQuery } from '#shared/reports/report.schemas';
import type { Db } from '../../src/server/db/client';
import { BATCH_SIZE, keysetBatches } from '../../src/server/export-writer/export-table';
import { fetchLedgerBatch, type LedgerCursor } from '../../src/server/exports/credit-transactions.export';

/** EXPLAIN (ANALYZE, BUFFERS) of the batch that follows the row at `offset`. */
export async function explainMidBatch(db: Db, url: string, storeId: string, range: DateRangeQuery, offset: number): Promise<string> {
  const result = await db.execute<{ business_date: string; created_at: string; id: string }>(sql`
    select business_date::text as business_date, created_at::text as created_at, id::text as id
    from credit_transactions where store_id = ${storeId}
    order by business_date, created_at, id offset ${offset} limit 1`);
  const mid = result.rows[0];
  if (!mid) throw new Error('no row at offset');
  const cursor: LedgerCursor = { businessDate: mid.business_date, createdAtText: mid.created_at, id: mid.id };
  const query = fetchLedgerBatch(db, storeId, range, cursor, BATCH_SIZE).toSQL();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const plan = await client.query(`explain (analyze, buffers) ${query.sql}`, query.params as unknown[]);
    return plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
  } finally {
    await client.end();
  }
}

/** Milliseconds to read every ledger row of the range in keyset batches (database and driver only). */
export async function timeBatchesOnly(db: Db, storeId: string, range: DateRangeQuery): Promise<{ ms: number; rows: number }> {
  const started = performance.now();
  let rows = 0;
  const batches = keysetBatches(
    (after: LedgerCursor | null, limit) => fetchLedgerBatch(db, storeId, range, after, limit),
    (r) => ({ businessDate: r.businessDate, createdAtText: r.createdAtText, id: r.id }),
  );
  for await (const batch of batches) rows += batch.length;
  return { ms: performance.now() - started, rows };
}
