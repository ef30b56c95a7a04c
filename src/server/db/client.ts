import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';
import { ensureEmbeddedServer, stopEmbeddedServer } from './embedded/server';
import { migrationsFolder } from '../paths';
import { isMultiHost, locatorFor } from './hosts';
import { multiHostClientClass, retryHostRefusals } from './multi-host-client';
import { PgListener } from './listener';

export type Schema = typeof schema;
export type Db = NodePgDatabase<Schema>;

/** 'embedded': the PostgreSQL server the app runs itself in DATA_DIR; 'postgres': DATABASE_URL. */
export type DatabaseKind = 'embedded' | 'postgres';

export type Database = {
  db: Db;
  kind: DatabaseKind;
  /** The connection string (with its password): for CLI tools such as backup. */
  url: string;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export { migrationsFolder };

/** Each process's connections carry its pid: the embedded server's last user can tell it is last. */
export const applicationName = () => `corner-store:${process.pid}`;

const closeHooks = new WeakMap<Db, (() => Promise<void>)[]>();

/** Run `hook` when this database handle is closed, before its pool ends (a LISTEN connection of its own). */
export function beforeClose(db: Db, hook: () => Promise<void>): void {
  closeHooks.set(db, [...(closeHooks.get(db) ?? []), hook]);
}

const connectionStrings = new WeakMap<Db, string>();
const listeners = new WeakMap<Db, PgListener>();

/** The connection string this database handle was opened with (multi-host strings as given). */
export function connectionStringOf(db: Db): string | null {
  return connectionStrings.get(db) ?? null;
}

/**
 * The process's LISTEN connection for this database handle (one per pool, so one per instance),
 * opened at the first listen() and closed with the handle (decision 053).
 */
export function listenerOf(db: Db, log?: (line: string) => void): PgListener {
  let listener = listeners.get(db);
  if (!listener) {
    const connectionString = connectionStringOf(db);
    if (!connectionString) throw new Error('this database handle was not opened by openPostgres');
    const created = new PgListener(connectionString, applicationName(), log);
    listener = created;
    listeners.set(db, created);
    beforeClose(db, () => created.close());
  }
  return listener;
}

/**
 * A pool's connection settings: a multi-host string (decision 053) goes through its own Client class,
 * on the process's one locator for that string (every pool on it follows a failover together, issue 36).
 */
export function poolTarget(connectionString: string): pg.PoolConfig {
  if (!isMultiHost(connectionString)) return { connectionString };
  const locator = locatorFor(connectionString);
  return { connectionString: locator.list.targets[0], Client: multiHostClientClass(locator) };
}

/** After creating a pool on `connectionString`: a multi-host one retries a connection its host refused (issue 36). */
export function followFailovers(pool: pg.Pool, connectionString: string): void {
  if (isMultiHost(connectionString)) retryHostRefusals(pool, locatorFor(connectionString).list.targets.length);
}

const noticeHandlers = new WeakMap<Db, ((message: string) => void)[]>();

/** Hear the NOTICEs PostgreSQL sends to this handle's pooled connections (a trigger telling the writer what it did). */
export function onNotice(db: Db, handler: (message: string) => void): void {
  noticeHandlers.set(db, [...(noticeHandlers.get(db) ?? []), handler]);
}

export function openPostgres(connectionString: string, max = 20, kind: DatabaseKind = 'postgres', min = 0): Database {
  const pool = new pg.Pool({
    ...poolTarget(connectionString),
    max,
    // Kept open when idle (pg-pool closes idle connections only above `min`); opened at start by warmPool().
    min: Math.min(min, max),
    application_name: applicationName(),
    // Embedded: idle connections stay open, so another process sees this one as a user of the server.
    idleTimeoutMillis: kind === 'embedded' ? 0 : 10_000,
  });
  guardPool(pool);
  followFailovers(pool, connectionString);
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  connectionStrings.set(db, connectionString);
  pool.on('connect', (client) => {
    // NOTICEs a trigger raises to the writer (the session cache counts its own changes: decision 056).
    client.on('notice', (notice) => {
      for (const handler of noticeHandlers.get(db) ?? []) handler(notice.message ?? '');
    });
  });
  return {
    db,
    kind,
    url: connectionString,
    migrate: () => migratePg(db, { migrationsFolder }),
    close: async () => {
      await Promise.all((closeHooks.get(db) ?? []).map((hook) => hook().catch(() => undefined)));
      await pool.end();
    },
  };
}

/**
 * A pool's lost connections fail their queries, not the process: an idle one's error is logged; one
 * lost while a client is checked out (between two queries of a transaction, when the server restarts
 * or fails over) emits 'error' on that client, which without a listener would crash the process — its
 * query fails with the error, and the pool drops the broken client on release.
 */
export function guardPool(pool: pg.Pool): void {
  pool.on('error', (error) => console.error(`[db] idle client error: ${error.message}`));
  pool.on('connect', (client) => client.on('error', () => undefined));
}

/** Open `count` connections of the pool now (they stay: the pool's `min`), instead of in the first second of traffic. */
export async function warmPool(db: Db, count: number): Promise<void> {
  await warmConnections((db as unknown as { $client: pg.Pool }).$client, count);
}

/** Open `count` connections of this pool now. */
export async function warmConnections(pool: pg.Pool, count: number): Promise<void> {
  if (count <= 0) return;
  const clients = await Promise.all(Array.from({ length: count }, () => pool.connect()));
  for (const client of clients) client.release();
}

export type OpenEmbeddedOptions = {
  max?: number;
  log?: (line: string) => void;
  /** Never stop the server on close (a cluster primary owns it). */
  keepServer?: boolean;
};

/**
 * The embedded PostgreSQL server of DATA_DIR (started, or reused when already running) and a pool
 * on its database. close() ends the pool and then stops the server, unless another process
 * (a second app instance, a CLI command, psql) still uses it: the last one out stops it.
 */
export async function openEmbedded(dataDir: string, options: OpenEmbeddedOptions = {}): Promise<Database> {
  const server = await ensureEmbeddedServer(dataDir);
  options.log?.(
    `embedded PostgreSQL on ${server.socketDir ? 'its unix socket' : `127.0.0.1:${server.port}`} in ${server.paths.clusterDir} (${server.created ? 'created' : server.started ? 'started' : 'already running, reused'})`,
  );
  const database = openPostgres(server.url, options.max ?? 20, 'embedded');
  return {
    ...database,
    close: async () => {
      const others = options.keepServer ? 1 : await otherConnections(database.db).catch(() => 0);
      const pool = (database.db as unknown as { $client: pg.Pool }).$client;
      await database.close();
      pool.removeAllListeners('error').on('error', () => {}); // backends ending with the server are expected now
      if (others === 0) await stopEmbeddedServer(dataDir);
      else if (!options.keepServer) options.log?.(`embedded PostgreSQL left running for ${others} connection(s) of other processes`);
    },
  };
}

async function otherConnections(db: Db): Promise<number> {
  const pool = (db as unknown as { $client: pg.Pool }).$client;
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
      where backend_type = 'client backend' and pid <> pg_backend_pid() and coalesce(application_name, '') <> $1`,
    [applicationName()],
  );
  return rows[0]?.n ?? 0;
}
