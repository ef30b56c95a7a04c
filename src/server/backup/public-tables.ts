import type pg from 'pg';

export type PublicTable = { name: string; columns: string[] };

/** "name" quoted for SQL, schema public. */
export const tableSql = (name: string) => `public.${quoteIdent(name)}`;
export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const columnsSql = (columns: string[]) => columns.map(quoteIdent).join(', ');

/**
 * Text output and input that do not depend on the server's or the session's defaults: the same
 * bytes whatever version or configuration writes them, read back the same anywhere (as pg_dump sets).
 */
export async function useStableTextFormat(client: pg.ClientBase) {
  await client.query("set client_encoding = 'UTF8'; set datestyle = 'ISO, YMD'; set intervalstyle = 'postgres'; set extra_float_digits = 3; set timezone = 'UTC'");
}

/**
 * Every table of the public schema with its stored columns (generated ones are left out: they are
 * computed again), parents before the tables whose foreign keys point at them.
 */
export async function listPublicTables(client: pg.ClientBase): Promise<PublicTable[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(`
    select c.relname as name, array_agg(a.attname::text order by a.attnum) as columns
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
     group by c.relname
     order by c.relname`);
  const edges = await client.query<{ child: string; parent: string }>(`
    select c.relname as child, p.relname as parent
      from pg_constraint k
      join pg_class c on c.oid = k.conrelid
      join pg_class p on p.oid = k.confrelid
     where k.contype = 'f' and k.connamespace = 'public'::regnamespace and c.oid <> p.oid`);
  return sortParentsFirst(rows, edges.rows);
}

function sortParentsFirst(tables: PublicTable[], edges: { child: string; parent: string }[]): PublicTable[] {
  const sorted: PublicTable[] = [];
  const placed = new Set<string>();
  let remaining = tables;
  while (remaining.length > 0) {
    const ready = remaining.filter((t) => edges.every((e) => e.child !== t.name || placed.has(e.parent) || !remaining.some((r) => r.name === e.parent)));
    // A cycle of foreign keys (none in this schema): keep going in name order rather than stop.
    const next = ready.length > 0 ? ready : remaining.slice(0, 1);
    for (const table of next) placed.add(table.name);
    sorted.push(...next);
    remaining = remaining.filter((t) => !placed.has(t.name));
  }
  return sorted;
}

/** Rows in each of the given tables (in the caller's transaction, so in its snapshot). */
export async function countRows(client: pg.ClientBase, names: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const name of names) {
    const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${tableSql(name)}`);
    counts.set(name, rows[0]!.n);
  }
  return counts;
}

/** Point every sequence owned by a public column (serial, identity) just past the column's largest value. */
export async function resetSequences(client: pg.ClientBase) {
  const { rows } = await client.query<{ table_name: string; column_name: string; sequence: string }>(`
    select c.relname as table_name, a.attname as column_name, s.oid::regclass::text as sequence
      from pg_depend d
      join pg_class s on s.oid = d.objid and s.relkind = 'S'
      join pg_class c on c.oid = d.refobjid
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      join pg_attribute a on a.attrelid = c.oid and a.attnum = d.refobjsubid
     where d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')`);
  for (const row of rows) {
    const column = quoteIdent(row.column_name);
    await client.query(`select setval($1::regclass, coalesce(max(${column}), 1), max(${column}) is not null) from ${tableSql(row.table_name)}`, [row.sequence]);
  }
}
