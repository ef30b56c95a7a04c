import path from 'node:path';
import type pg from 'pg';
import type { Config } from '../config/config';
import { openEmbedded, openPostgres, type Database } from '../db/client';

/**
 * The configured database as openDatabase() opens it — DATABASE_URL, or the embedded server of
 * DATA_DIR started, reused or created (and stopped on close when no other process uses it) — but
 * without migrating: a backup leaves the database as it is, a restore migrates it itself.
 */
export function openDatabaseAsIs(config: Config, log?: (line: string) => void): Promise<Database> {
  return config.DATABASE_URL ? Promise.resolve(openPostgres(config.DATABASE_URL, 4)) : openEmbedded(config.DATA_DIR, { max: 4, log });
}

export const poolOf = (database: Database) => (database.db as unknown as { $client: pg.Pool }).$client;

/** Where the app keeps uploaded files (createDeps: DATA_DIR/files). */
export const filesDirOf = (config: Config) => path.resolve(config.DATA_DIR, 'files');
