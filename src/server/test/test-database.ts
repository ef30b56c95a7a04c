import pg from 'pg';
import crypto from 'node:crypto';
import { openPglite, openPostgres, type Database } from '../db/client';

/**
 * A fresh, migrated database for one test file: PGlite in memory by default, or a throwaway
 * database on the PostgreSQL server of TEST_DATABASE_URL when TEST_DB=postgres.
 */
export async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const name = `cs_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = openPostgres(url.toString(), 10);
    await database.migrate();
    return {
      ...database,
      close: async () => {
        await database.close();
        await dropDatabase(adminUrl, name);
      },
    };
  }
  const database = await openPglite();
  await database.migrate();
  return database;
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
