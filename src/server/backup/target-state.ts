import type pg from 'pg';
import { listDataFiles } from './data-files';
import { countRows, listPublicTables } from './public-tables';

export type TargetState = {
  /** Tables in the public schema (a migrated but unused database has them, all empty). */
  tables: number;
  /** The tables that hold at least one row. */
  tablesWithRows: string[];
  /** Whether drizzle has recorded migrations here. */
  isMigrated: boolean;
  /** Uploaded files already in DATA_DIR/files. */
  files: number;
};

export async function inspectTarget(client: pg.ClientBase, filesDir: string | null): Promise<TargetState> {
  const tables = await listPublicTables(client);
  const counts = await countRows(client, tables.map((t) => t.name));
  const { rows } = await client.query<{ is_migrated: boolean }>("select to_regclass('drizzle.__drizzle_migrations') is not null as is_migrated");
  return {
    tables: tables.length,
    isMigrated: rows[0]!.is_migrated,
    tablesWithRows: [...counts].filter(([, n]) => n > 0).map(([name]) => name),
    files: filesDir ? listDataFiles(filesDir).length : 0,
  };
}

export const isEmptyTarget = (state: TargetState) => state.tablesWithRows.length === 0 && state.files === 0;

/**
 * Start from nothing: the public schema (tables, functions, extensions in it) and drizzle's
 * migration table go; public comes back empty and usable by everyone as a new database's is.
 */
export async function dropSchemas(client: pg.ClientBase) {
  await client.query('begin');
  try {
    await client.query('drop schema if exists drizzle cascade');
    await client.query('drop schema if exists public cascade');
    await client.query('create schema public');
    await client.query('grant usage on schema public to public');
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}
