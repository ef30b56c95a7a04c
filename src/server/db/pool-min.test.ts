import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { loadConfig, ConfigError } from '../config/config';
import { openPostgres, warmPool, type Database } from './client';
import { genericPlanPoolOf, warmGenericPlanPool } from './generic-plans';
import { createTestApp, type TestApp } from '../test/test-app';

/** DATABASE_POOL_MIN (issue 28, the slow first second): connections opened at start, not by the first requests. */
let t: TestApp;
let second: Database | undefined;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

/** Backends connected to this test's database with this application name. */
async function connections(applicationName: string): Promise<number> {
  const admin = new pg.Client({ connectionString: t.url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = $1',
      [applicationName],
    );
    return rows[0]!.n;
  } finally {
    await admin.end();
  }
}

describe('DATABASE_POOL_MIN', () => {
  it('is 0 by default, 0–20, and anything else stops the server at start', () => {
    expect(loadConfig({}).DATABASE_POOL_MIN).toBe(0);
    expect(loadConfig({ DATABASE_POOL_MIN: '20' }).DATABASE_POOL_MIN).toBe(20);
    for (const bad of ['-1', '21', 'many', '2.5']) expect(() => loadConfig({ DATABASE_POOL_MIN: bad }), bad).toThrow(ConfigError);
  });

  it('opens that many connections before any request (a pool without it opens none)', async () => {
    const name = `pool-min-${process.pid}`;
    const url = new URL(t.url);
    url.searchParams.set('application_name', name);
    second = openPostgres(url.toString(), 6, 'postgres', 4);
    expect(await connections(name)).toBe(0);
    await warmPool(second.db, 4);
    expect(await connections(name)).toBe(4);
  });

  it('opens the generic-plan connections of the directory page too, up to half the size of the main pool (decision 069)', async () => {
    const name = `pool-min-generic-${process.pid}`;
    const url = new URL(t.url);
    url.searchParams.set('application_name', name);
    const third = openPostgres(url.toString(), 6, 'postgres', 4);
    try {
      await warmPool(third.db, 4);
      await warmGenericPlanPool(third.db, 4);
      expect(await connections(name)).toBe(4 + 3);
      const { rows } = await genericPlanPoolOf(third.db).query<{ plan_cache_mode: string }>('show plan_cache_mode');
      expect(rows[0]!.plan_cache_mode).toBe('force_generic_plan');
    } finally {
      await third.close();
    }
    // Closing the handle ends both pools.
    expect(await connections(name)).toBe(0);
  });
});
