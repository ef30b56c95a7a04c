import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * Rows deleted per statement, and the pause between two statements, for every clean-up of old rows
 * (idempotency keys, outbox mail, statement views): a backlog (after days of downtime, or a restored backup) drains
 * in short steps that leave the cores to the requests. One statement of 5,000 rows after another
 * stalled give-credit and the customer page at 200 req/s for 110–160 ms
 * (docs/measurements/ledger-bench.md, decision 042).
 */
export const DELETE_BATCH = 1_000;
export const DELETE_PAUSE_MS = 50;

/**
 * Run one delete statement (it deletes at most DELETE_BATCH rows, oldest first, along an index) again
 * and again, `pauseMs` apart, until a run deletes fewer than a batch. Returns how many rows went in
 * all; safe from several processes at once. The one loop of every clean-up of old rows.
 */
export async function deleteInBatches(db: Db, deleteBatch: SQL, pauseMs = DELETE_PAUSE_MS): Promise<number> {
  let deleted = 0;
  for (;;) {
    const result = (await db.execute(deleteBatch)) as { rowCount?: number | null; affectedRows?: number };
    const count = Number(result.rowCount ?? result.affectedRows ?? 0);
    deleted += count;
    if (count < DELETE_BATCH) return deleted;
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

/**
 * Delete the rows of a table keyed by `id` whose `timeColumn` is before `cutoff`, oldest first along
 * that column's index, in batches `pauseMs` apart (outbox mail, statement views). Returns how many went.
 */
export function deleteRowsBefore(db: Db, table: PgTable, timeColumn: AnyPgColumn, cutoff: Date, pauseMs = DELETE_PAUSE_MS): Promise<number> {
  return deleteInBatches(
    db,
    sql`delete from ${table} where id in (select id from ${table} where ${timeColumn} < ${cutoff} order by ${timeColumn} limit ${DELETE_BATCH})`,
    pauseMs,
  );
}
