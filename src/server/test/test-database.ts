import pg from 'pg';
import crypto from 'node:crypto';
import { inject } from 'vitest';
import { openPostgres, type Database } from '../db/client';
import { withDatabase } from './global-setup';

/**
 * A fresh, migrated database for one test file: a copy of the run's migrated template on the run's
 * one server (the embedded PostgreSQL, or TEST_DATABASE_URL's with TEST_DB=postgres).
 */
export async function openTestDatabase(): Promise<Database> {
  const { adminUrl, template, kind } = inject('testDatabase');
  const name = `cs_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.end();
  }
  const database = openPostgres(withDatabase(adminUrl, name), 10, kind);
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(adminUrl, name);
    },
  };
}

/**
 * Drop a test database once the pool's connections are gone. pool.end() resolves before every
 * backend has exited; a forced drop at that moment kills them and the pool logs an error, so wait
 * for them first and force only as a last resort.
 */
async function dropDatabase(adminUrl: string, name: string) {
  const cleanup = new pg.Client({ connectionString: adminUrl });
  await cleanup.connect();
  try {
    for (let attempt = 0; attempt < 50; attempt++) {
      const { rows } = await cleanup.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
      if (rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await cleanup.query(`drop database if exists ${name} with (force)`);
  } finally {
    await cleanup.end();
  }
}
