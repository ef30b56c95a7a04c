// Seed for measure-exports.ts: one store with `customers` customers and `ledgerRows` ledger rows,
// set-based (generate_series) straight into customers / credit_transactions, with the audit and
// append-only triggers off for the seed only (`SET session_replication_role = replica`, then reset).
import pg from 'pg';

export type SeedSize = { customers: number; ledgerRows: number; days: number; lastDate: string };

/** Customer i gets ledger rows i, i + customers, …; balances are the ledger sums, as the app keeps them. */
export async function seedStoreData(databaseUrl: string, storeId: string, ownerId: string, size: SeedSize): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = Date.now();
  try {
    await client.query('set session_replication_role = replica');
    await client.query('begin');
    await client.query(
      `insert into customers (store_id, display_id, name, phone, email, address, credit_limit_cents, created_at)
       select $1::uuid, (1000000 + i)::text, 'Customer ' || lpad(i::text, 6, '0') || case when i % 10 = 0 then ', Jr.' else '' end,
              '+1217555' || lpad((i % 10000)::text, 4, '0'), 'c' || i || '@example.com',
              i || ' Main St, Springfield', 5000 + (i % 20) * 1000, now() - (i % 400) * interval '1 day'
       from generate_series(1, $2::int) as i`,
      [storeId, size.customers],
    );
    await client.query(
      `with c as (select id, row_number() over (order by display_id) as n from customers where store_id = $1::uuid)
       insert into credit_transactions (store_id, customer_id, transaction_type, amount_cents, notes, created_by, business_date, created_at)
       select $1::uuid, c.id, case when i % 4 = 0 then 'credit_paid' else 'credit_given' end, 100 + (i * 37) % 4900,
              case when i % 5 = 0 then 'weekly groceries, "bread" and milk' end, $2,
              d.day, d.day::timestamp at time zone 'America/Chicago' + (i % 50400) * interval '1 second' + interval '7 hours'
       from generate_series(1, $3::int) as i
       join c on c.n = 1 + (i % $4::int)
       cross join lateral (select $5::date - (i % $6::int) as day) as d`,
      [storeId, ownerId, size.ledgerRows, size.customers, size.lastDate, size.days],
    );
    await client.query(
      `update customers set credit_balance_cents = s.total
       from (select customer_id, sum(case when transaction_type = 'credit_given' then amount_cents else -amount_cents end) as total
             from credit_transactions where store_id = $1::uuid group by customer_id) as s
       where customers.id = s.customer_id`,
      [storeId],
    );
    await client.query('commit');
    await client.query('analyze customers');
    await client.query('analyze credit_transactions');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    await client.query('set session_replication_role = origin');
    await client.end();
  }
  return Date.now() - started;
}
