import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../test/test-database';
import type { Database } from './client';

/**
 * The rules Citus needs to distribute every tenant table by store_id (decision 054, docs/deploy.md),
 * read from the catalog of the migrated database. A tenant table is one with a store_id column.
 * - its primary key and every unique constraint or unique index include store_id;
 * - a foreign key from one tenant table to another carries store_id on both sides;
 * - a table without store_id (a reference table) has no foreign key to a tenant table.
 * KNOWN_GAPS are today's departures, named one by one; the migration that closes them is left for the
 * move to Citus. The test fails on any new departure, and on a gap that was closed but is still listed.
 */
const KNOWN_GAPS = [
  'community_messages: primary key (id)',
  'community_messages: foreign key (post_id) → community_posts',
  'community_posts: primary key (id)',
  'credit_transactions: primary key (id)',
  'credit_transactions: foreign key (customer_id) → customers',
  'customers: primary key (id)',
  'daily_logs: primary key (id)',
  'payroll_entries: primary key (id)',
  'security_audit_log: primary key (created_at, id)', // decision 065: the key also serves the log's unfiltered page
  'statement_links: primary key (id)',
  'statement_links: foreign key (customer_id) → customers',
  'statement_links: unique (token_hash)', // a customer's link is looked up by token alone: needs a reference lookup table
  'statement_link_views: foreign key (link_id) → statement_links', // a reference table pointing at a tenant table
  'stored_objects: primary key (id)',
  'stored_objects: unique (key)',
  'stored_objects: foreign key (post_id) → community_posts',
  'subscription_payments: primary key (id)',
  'user_roles: primary key (id)',
  'user_roles: unique (user_id)', // one store per person, across stores: user_roles would be a reference table
];

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  await database.close();
});

type Row = { gap: string };

async function departures(): Promise<string[]> {
  const result = await database.db.execute<Row>(sql`
    with tenant as (
      select c.oid, c.relname from pg_class c
        join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        join pg_attribute a on a.attrelid = c.oid and a.attname = 'store_id' and not a.attisdropped
       where c.relkind in ('r', 'p')
    ),
    cols as (
      select i.indrelid as rel, i.indexrelid as idx, i.indisprimary as is_primary,
             array_agg(a.attname order by k.ord) as names
        from pg_index i
        cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
       where i.indisunique and i.indrelid in (select oid from tenant)
       group by i.indrelid, i.indexrelid, i.indisprimary
    )
    select t.relname || ': ' || case when cols.is_primary then 'primary key' else 'unique' end
           || ' (' || array_to_string(cols.names, ', ') || ')' as gap
      from cols join tenant t on t.oid = cols.rel
     where not ('store_id' = any(cols.names))
    union all
    select src.relname || ': foreign key (' ||
           (select string_agg(a.attname, ', ' order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
              join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) || ') → ' || dst.relname as gap
      from pg_constraint con
      join pg_class src on src.oid = con.conrelid
      join pg_class dst on dst.oid = con.confrelid
      join pg_namespace n on n.oid = src.relnamespace and n.nspname = 'public'
     where con.contype = 'f'
       and dst.oid in (select oid from tenant)
       and (src.oid not in (select oid from tenant)
            or not exists (select 1 from unnest(con.conkey) k join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k and a.attname = 'store_id')
            or not exists (select 1 from unnest(con.confkey) k join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k and a.attname = 'store_id'))
  `);
  return result.rows.map((row) => row.gap).sort();
}

describe('Citus readiness: every tenant table can be distributed by store_id', () => {
  it('has no departure from the rules beyond the known, listed gaps', async () => {
    const found = await departures();
    expect(found.filter((gap) => !KNOWN_GAPS.includes(gap))).toEqual([]);
    expect(KNOWN_GAPS.filter((gap) => !found.includes(gap))).toEqual([]);
  });

  it('finds a departure it is shown (positive control: a new tenant table keyed on id alone)', async () => {
    await database.db.execute(sql`create table citus_probe (id uuid primary key, store_id uuid not null, code text unique)`);
    await database.db.execute(sql`create table citus_probe_child (id uuid, store_id uuid not null, probe_id uuid references citus_probe (id), primary key (store_id, id))`);
    try {
      const found = await departures();
      expect(found).toEqual(expect.arrayContaining([
        'citus_probe: primary key (id)',
        'citus_probe: unique (code)',
        'citus_probe_child: foreign key (probe_id) → citus_probe',
      ]));
      expect(found).not.toContain('citus_probe_child: primary key (store_id, id)');
    } finally {
      await database.db.execute(sql`drop table citus_probe_child, citus_probe`);
    }
  });
});
