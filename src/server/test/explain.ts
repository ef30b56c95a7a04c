import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/**
 * The plan PostgreSQL picks for a query of ours (parameters inlined as literals), with sequential
 * scans off so that an index that can give the query's order shows up as one — or does not.
 */
export async function explainPlan(db: Db, query: SQL | { toSQL: () => { sql: string; params: unknown[] } }): Promise<string> {
  const { sql: text, params } = 'toSQL' in query ? query.toSQL() : new PgDialect().sqlToQuery(query);
  const inlined = text.replace(/\$(\d+)/g, (_, n: string) => `'${String(params[Number(n) - 1]).replace(/'/g, "''")}'`);
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const explained = await tx.execute(sql.raw(`explain ${inlined}`));
    return (explained.rows as Record<string, string>[]).map((row) => Object.values(row)[0]).join('\n');
  });
}
