import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { selectCustomerRows } from './customers.queries';

/**
 * Issue 28, "the first minute after a bulk load": the directory page must read
 * customers_store_lower_name_idx in order (no Sort of the store's rows) with statistics taken
 * before thousands of customers arrived, not only after ANALYZE.
 */
let t: TestApp;
let settled: Awaited<ReturnType<typeof createStoreWithStaff>>;
let arrived: Awaited<ReturnType<typeof createStoreWithStaff>>;
const BULK = 15_000;

async function bulkInsert(storeId: string, count: number, prefix: string) {
  await t.db.execute(sql`insert into customers (store_id, display_id, name, phone)
    select ${storeId}::uuid, lpad(g::text, 8, '0'), ${prefix} || ' ' || md5(g::text), '+1217555' || lpad((g % 10000)::text, 4, '0')
    from generate_series(1, ${count}) g`);
}

/** The plan PostgreSQL picks for the first page of the directory, as it is (no planner setting changed). */
async function pagePlan(storeId: string): Promise<string> {
  const { sql: text, params } = selectCustomerRows(t.db, storeId, { term: '', limit: 50 }).toSQL();
  const inlined = text.replace(/\$(\d+)/g, (_, n: string) => `'${String(params[Number(n) - 1]).replace(/'/g, "''")}'`);
  const explained = await t.db.execute(sql.raw(`explain ${inlined}`));
  return (explained.rows as Record<string, string>[]).map((row) => Object.values(row)[0]).join('\n');
}

beforeAll(async () => {
  t = await createTestApp();
  settled = await createStoreWithStaff(t, 'Settled Market');
  arrived = await createStoreWithStaff(t, 'Arrived Market');
  await bulkInsert(settled.storeId, 300, 'Settled');
  await t.db.execute(sql`analyze customers`);
  // thousands arrive in one store after the statistics were taken (a restore, an import, the demo seed)
  await bulkInsert(arrived.storeId, BULK, 'Arrived');
}, 120_000);
afterAll(async () => t.close());

describe('the directory page plan', () => {
  it('with stale statistics: an ordered scan of customers_store_lower_name_idx, no Sort', async () => {
    const plan = await pagePlan(arrived.storeId);
    expect(plan, plan).toMatch(/Index Scan using customers_store_lower_name_idx/);
    expect(plan, plan).not.toMatch(/Sort/);
  });

  it('with fresh statistics: the same', async () => {
    await t.db.execute(sql`analyze customers`);
    const plan = await pagePlan(arrived.storeId);
    expect(plan, plan).toMatch(/Index Scan using customers_store_lower_name_idx/);
    expect(plan, plan).not.toMatch(/Sort/);
  });
});
