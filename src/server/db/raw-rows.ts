import pg from 'pg';
import { Placeholder, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { genericPlanPoolOf } from './generic-plans';

/** A drizzle query built with `sql.placeholder(...)` values, as `.toSQL()` compiles it. */
type Compilable = { toSQL(): { sql: string; params: unknown[] } };

export type RawRowsQuery = (values: Record<string, unknown>) => Promise<unknown[][]>;

/** `genericPlan`: run on the connections that never plan a statement again (decision 069), for a statement whose generic plan is right for every value. */
export type RawRowsOptions = { genericPlan?: boolean };

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * A query drizzle builds once (same SQL, same placeholders) whose rows come back as plain arrays,
 * in the order of the select, without drizzle's per-cell mapping — for hot paths that map their own
 * rows (docs/decisions/012-request-hot-path.md). On PostgreSQL it is a named prepared statement,
 * parsed once per connection. node-postgres returns bigint as text, so the caller converts
 * (Number(...)).
 */
export function rawRowsQuery(db: Db, name: string, query: Compilable, options: RawRowsOptions = {}): RawRowsQuery {
  const { sql, params } = query.toSQL();
  return runner(db, name, sql, params, options);
}

/** As rawRowsQuery, for a statement written with drizzle's `sql` template. */
export function preparedRowsQuery(db: Db, name: string, statement: SQL): RawRowsQuery {
  const { sql, params } = dialect.sqlToQuery(statement);
  return runner(db, name, sql, params, {});
}

function runner(db: Db, name: string, text: string, params: unknown[], options: RawRowsOptions): RawRowsQuery {
  // Each parameter is a placeholder, filled from the values on every run, or a value fixed when built.
  const fill = params.map((param) => (param instanceof Placeholder ? (values: Record<string, unknown>) => values[param.name] : () => param));
  const valuesFor = (values: Record<string, unknown>) => fill.map((get) => get(values));
  const client = (db as unknown as { $client: unknown }).$client;
  if (!(client instanceof pg.Pool)) throw new Error(`${name}: a prepared query needs the database, not a transaction`);
  const pool = options.genericPlan ? genericPlanPoolOf(db) : client;
  // node-postgres copies a query's config on every call, property by property (getOwnPropertyDescriptors,
  // then defineProperties): the statement's fixed parts sit on the config's prototype, so only the values
  // are copied — 9.7 µs of the page's Node time in the profile before, against 2.8 µs for the bare server's (decision 073).
  const statement = { name, text, rowMode: 'array' as const };
  return async (values) => {
    const config = Object.create(statement) as pg.QueryArrayConfig;
    config.values = valuesFor(values);
    const result = await pool.query<unknown[]>(config);
    return result.rows;
  };
}

/**
 * `build(db, key)` made once per database and key, then reused: for prepared statements and queries
 * drizzle builds once (the page query's shapes, the ledger write's, the session lookup).
 */
export function perDatabase<T>(build: (db: Db, key: string) => T): (db: Db, key: string) => T {
  const made = new WeakMap<Db, Map<string, T>>();
  return (db, key) => {
    let byKey = made.get(db);
    if (!byKey) made.set(db, (byKey = new Map()));
    let value = byKey.get(key);
    if (value === undefined) byKey.set(key, (value = build(db, key)));
    return value;
  };
}
