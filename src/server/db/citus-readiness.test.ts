import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openTestDatabase } from '../test/test-database';
import type { Database } from './client';

/**
 * The rules Citus needs to distribute every tenant table by store_id (decisions 054 and 063, docs/deploy.md),
 * read from the catalog of the migrated database. A tenant table is one with a store_id column, except the
 * reference tables named below; a table without store_id is a reference table too (users, sessions, stores,
 * settings…).
 * - a tenant table's store_id is NOT NULL (Citus refuses a NULL distribution column);
 * - its primary key and every unique constraint or unique index include store_id;
 * - a foreign key from one tenant table to another carries store_id on both sides;
 * - a reference table has no foreign key to a tenant table.
 * No departure is allowed: migration 0025 closed the 19 the test once listed (decision 063).
 */
const REFERENCE_TABLES_WITH_STORE_ID: Record<string, string> = {
  // one store per person, across stores (unique (user_id)); read by every request's session
  user_roles: 'a person belongs to one store across all stores',
  // the board is read across stores, and a platform admin's post or message has no store (NULL)
  community_posts: 'the community board is read across stores; an admin post has no store',
  community_messages: 'the community board is read across stores; an admin message has no store',
  // community media is read across stores, an admin's upload has no store, and the key is unique in the bucket
  stored_objects: 'file records: community media is read across stores and an admin upload has no store',
};

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
}, 60_000);
afterAll(async () => {
  await database.close();
});

type Row = { gap: string };

const referenceTables = `{${Object.keys(REFERENCE_TABLES_WITH_STORE_ID).join(',')}}`;

async function departures(): Promise<string[]> {
  const result = await database.db.execute<Row>(sql`
    with tenant as (
      select c.oid, c.relname, a.attnotnull from pg_class c
        join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        join pg_attribute a on a.attrelid = c.oid and a.attname = 'store_id' and not a.attisdropped
       where c.relkind in ('r', 'p') and c.relname <> all(${referenceTables}::text[])
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
    select relname || ': store_id may be NULL' as gap from tenant where not attnotnull
    union all
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
  it('has no departure from the rules', async () => {
    expect(await departures()).toEqual([]);
  });

  it('names only reference tables that exist and have a store_id column', async () => {
    const result = await database.db.execute<{ relname: string }>(sql`
      select c.relname from pg_class c
        join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
        join pg_attribute a on a.attrelid = c.oid and a.attname = 'store_id' and not a.attisdropped
       where c.relname = any(${referenceTables}::text[])`);
    expect(result.rows.map((row) => row.relname).sort()).toEqual(Object.keys(REFERENCE_TABLES_WITH_STORE_ID).sort());
  });

  it('finds every kind of departure it is shown (positive control: scratch tables breaking each rule)', async () => {
    await database.db.execute(sql`create table citus_probe (id uuid primary key, store_id uuid not null, code text unique)`);
    await database.db.execute(sql`create table citus_probe_child (id uuid, store_id uuid not null, probe_id uuid references citus_probe (id), primary key (store_id, id))`);
    await database.db.execute(sql`create table citus_probe_loose (id uuid, store_id uuid, unique (id, store_id))`);
    await database.db.execute(sql`create table citus_probe_ref (id uuid primary key, child_store uuid, child_id uuid, foreign key (child_store, child_id) references citus_probe_child (store_id, id))`);
    try {
      expect(await departures()).toEqual([
        'citus_probe: primary key (id)',
        'citus_probe: unique (code)',
        'citus_probe_child: foreign key (probe_id) → citus_probe',
        'citus_probe_loose: store_id may be NULL',
        'citus_probe_ref: foreign key (child_store, child_id) → citus_probe_child',
      ]);
    } finally {
      await database.db.execute(sql`drop table citus_probe_ref, citus_probe_loose, citus_probe_child, citus_probe`);
    }
  });
});
