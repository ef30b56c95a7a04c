import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { applicationName, migrationsFolder, openPostgres, type DatabaseKind } from '../db/client';
import { ensureEmbeddedServer, stopEmbeddedServer } from '../db/embedded/server';

export type TestDatabaseServer = { adminUrl: string; template: string; kind: DatabaseKind };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseServer;
  }
}

const EMBEDDED_TEST_DIR = path.resolve('tmp/test-postgres');
const TEST_SERVER_SETTINGS = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };

/**
 * One database server for the whole server test run: the embedded PostgreSQL (the default, in
 * tmp/test-postgres, kept between runs) or, with TEST_DB=postgres, the server of TEST_DATABASE_URL.
 * The migrations run once, into a template database named by their hash; every test file then gets
 * its own database as a copy of it (CREATE DATABASE … TEMPLATE, milliseconds).
 */
export async function setup(project: TestProject) {
  const kind: DatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'embedded';
  let adminUrl: string;
  if (kind === 'postgres') {
    if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    adminUrl = process.env.TEST_DATABASE_URL;
  } else {
    // Test data is thrown away: no fsync (a crash loses nothing anyone needs), like a RAM disk.
    adminUrl = (await ensureEmbeddedServer(EMBEDDED_TEST_DIR, { settings: TEST_SERVER_SETTINGS })).url;
  }
  const template = await ensureTemplate(adminUrl);
  project.provide('testDatabase', { adminUrl, template, kind });
  return async () => {
    if (kind === 'embedded' && (await othersConnected(adminUrl)) === 0) await stopEmbeddedServer(EMBEDDED_TEST_DIR);
  };
}

function migrationsHash(): string {
  const hash = crypto.createHash('sha256');
  const files = fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

/** The migrated template for these migrations, made once per server (under a lock: runs may overlap). */
async function ensureTemplate(adminUrl: string): Promise<string> {
  const template = `cs_template_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: adminUrl, application_name: applicationName() });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(726354)');
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1 and datistemplate', [template]);
    if (rowCount === 0) {
      await admin.query(`drop database if exists ${template}`);
      await admin.query(`create database ${template}`);
      const database = openPostgres(withDatabase(adminUrl, template), 1);
      await database.migrate();
      await database.close();
      await admin.query(`alter database ${template} is_template true`);
    }
    await admin.query('select pg_advisory_unlock(726354)');
  } finally {
    await admin.end();
  }
  return template;
}

async function othersConnected(adminUrl: string): Promise<number> {
  const admin = new pg.Client({ connectionString: adminUrl, application_name: applicationName() });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()",
    );
    return rows[0]?.n ?? 0;
  } finally {
    await admin.end();
  }
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
