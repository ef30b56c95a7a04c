import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createStoreWithStaff, createTestApp, type TestApp } from '../test/test-app';
import { selectCustomerRows } from './customers.queries';
import { genericPlanPoolOf } from '../db/generic-plans';

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

/**
 * The plan the app's generic-plan connections keep for the page (decision 069): the statement prepared
 * with its parameters and explained under plan_cache_mode = force_generic_plan, made without the values.
 */
async function genericPagePlan(storeId: string, after?: { name: string; id: string }): Promise<string> {
  const { sql: text, params } = selectCustomerRows(t.db, storeId, { term: '', limit: 50, after }).toSQL();
  const client = await genericPlanPoolOf(t.db).connect();
  try {
    await client.query(`prepare plan_probe as ${text}`);
    const args = params.map((value) => `'${String(value).replace(/'/g, "''")}'`).join(', ');
    const explained = await client.query<Record<string, string>>(`explain execute plan_probe(${args})`);
    return explained.rows.map((row) => Object.values(row)[0]).join('\n');
  } finally {
    await client.query('deallocate plan_probe');
    client.release();
  }
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

describe('the directory page is planned once per connection (decision 069)', () => {
  it('its generic plan is the ordered index scan, with stale and with fresh statistics, on the first page and the ones after it', async () => {
    // Statistics taken (the test above) before thousands more customers arrive in another store.
    const later = await createStoreWithStaff(t, 'Later Market');
    await bulkInsert(later.storeId, BULK, 'Later');
    const after = { name: 'later 5', id: '00000000-0000-4000-8000-000000000000' };
    const plans = async () => [await genericPagePlan(later.storeId), await genericPagePlan(later.storeId, after), await genericPagePlan(settled.storeId)];
    for (const statistics of ['stale', 'fresh']) {
      if (statistics === 'fresh') await t.db.execute(sql`analyze customers`);
      for (const plan of await plans()) {
        expect(plan, `${statistics}:\n${plan}`).toMatch(/Index Scan using customers_store_lower_name_idx/);
        expect(plan, `${statistics}:\n${plan}`).toMatch(/\$\d/); // made without the values: a generic plan
        expect(plan, `${statistics}:\n${plan}`).not.toMatch(/Sort/);
      }
    }
  }, 60_000);

  it('the page the API answers is never planned again; a search and the rest of the app keep PostgreSQL\'s own choice', async () => {
    for (let i = 0; i < 7; i++) {
      const page = await t.request('/api/customers?limit=50', { cookie: arrived.owner.cookie });
      expect(page.status).toBe(200);
    }
    const search = await t.request('/api/customers?q=arrived', { cookie: arrived.owner.cookie });
    expect(search.status).toBe(200);
    // Requests one after the other reuse the pool's last idle connection: the one that ran the pages.
    const client = await genericPlanPoolOf(t.db).connect();
    try {
      const setting = await client.query<{ plan_cache_mode: string }>('show plan_cache_mode');
      expect(setting.rows[0]!.plan_cache_mode).toBe('force_generic_plan');
      const statements = await client.query<{ name: string; generic_plans: string; custom_plans: string }>(
        `select name, generic_plans, custom_plans from pg_prepared_statements where name like 'cs_customer_page_%'`,
      );
      expect(statements.rows.map((row) => ({ ...row, generic_plans: Number(row.generic_plans), custom_plans: Number(row.custom_plans) }))).toEqual([
        { name: 'cs_customer_page_nf', generic_plans: 7, custom_plans: 0 },
      ]);
    } finally {
      client.release();
    }
    const own = await t.db.execute(sql`show plan_cache_mode`);
    expect((own.rows[0] as { plan_cache_mode: string }).plan_cache_mode).toBe('auto');
  });
});
