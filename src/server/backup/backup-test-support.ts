import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { inject } from 'vitest';
import * as schema from '../db/schema/index';
import type { Db } from '../db/client';
import { withDatabase } from '../test/global-setup';
import type { TestApp } from '../test/test-app';
import { listPublicTables, quoteIdent } from './public-tables';

export type EmptyDatabase = { name: string; pool: pg.Pool; db: Db; close: () => Promise<void> };

/** A new, empty database (no tables at all) on the server the test databases live on. */
export async function createEmptyDatabase(): Promise<EmptyDatabase> {
  const { adminUrl } = inject('testDatabase');
  const name = `cs_restore_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const pool = new pg.Pool({ connectionString: withDatabase(adminUrl, name), max: 4 });
  // close() drops the database WITH (FORCE): a connection still ending then is terminated by the
  // server (57P01), which must not surface as an unhandled error of the test run.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  return {
    name,
    pool,
    db,
    close: async () => {
      await pool.end();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function adminQuery(adminUrl: string, text: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

export const poolOfApp = (t: TestApp) => (t.db as unknown as { $client: pg.Pool }).$client;

export type TableSummary = Record<string, { rows: number; md5: string }>;

/** Per public table: its row count and an md5 of all its rows' text, in a fixed order. */
export async function summarizeTables(pool: pg.Pool): Promise<TableSummary> {
  const client = await pool.connect();
  try {
    const summary: TableSummary = {};
    for (const { name } of await listPublicTables(client)) {
      const { rows } = await client.query<{ rows: number; md5: string }>(
        `select count(*)::int as rows, md5(coalesce(string_agg(x::text, E'\\n' order by x::text collate "C"), '')) as md5 from public.${quoteIdent(name)} x`,
      );
      summary[name] = rows[0]!;
    }
    return summary;
  } finally {
    client.release();
  }
}

export const countsOf = (summary: TableSummary) => Object.fromEntries(Object.entries(summary).map(([name, s]) => [name, s.rows]));

/** A scratch folder (removed by the caller); with files in it when given. */
export function makeDir(files: Record<string, Buffer> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-backup-test-'));
  for (const [name, bytes] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), bytes);
  }
  return dir;
}

export function readDir(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(dir, entry);
    if (fs.statSync(full).isFile()) out[entry] = fs.readFileSync(full).toString('base64');
  }
  return out;
}
