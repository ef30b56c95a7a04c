import pg from 'pg';
import { applicationName, beforeClose, connectionStringOf, followFailovers, guardPool, poolTarget, warmConnections, type Db } from './client';

/**
 * Decision 069. PostgreSQL plans a prepared statement again on every run while it judges the generic
 * plan (made without the values) dearer than a plan for the values at hand. For the directory page of
 * a large store it always does — the generic plan cannot know the store's size — so every page paid
 * for planning (0.09–0.2 ms of the server's CPU, as much as running it). Statements whose generic plan
 * is the right one for every store run on these connections instead, which never plan again
 * (`plan_cache_mode = force_generic_plan`); every other statement keeps PostgreSQL's own choice.
 */
export const GENERIC_PLAN_OPTIONS = '-c plan_cache_mode=force_generic_plan';

const pools = new WeakMap<Db, pg.Pool>();

/** The generic-plan pool beside this database handle's own: half its size, opened at first use, closed with it. */
export function genericPlanPoolOf(db: Db): pg.Pool {
  let pool = pools.get(db);
  if (pool) return pool;
  const connectionString = connectionStringOf(db);
  const main = (db as unknown as { $client: pg.Pool & { options: pg.PoolConfig } }).$client;
  if (!connectionString || !(main instanceof pg.Pool)) throw new Error('a generic-plan pool needs a database handle opened by openPostgres');
  const max = Math.max(2, Math.ceil((main.options.max ?? 20) / 2));
  const created = new pg.Pool({
    ...poolTarget(connectionString),
    options: GENERIC_PLAN_OPTIONS,
    max,
    min: Math.min(main.options.min ?? 0, max),
    application_name: applicationName(),
    idleTimeoutMillis: main.options.idleTimeoutMillis ?? 10_000,
  });
  guardPool(created);
  followFailovers(created, connectionString);
  pools.set(db, (pool = created));
  beforeClose(db, () => created.end());
  return pool;
}

/** As warmPool: open up to `count` of the generic-plan pool's connections now (DATABASE_POOL_MIN). */
export async function warmGenericPlanPool(db: Db, count: number): Promise<void> {
  const pool = genericPlanPoolOf(db);
  await warmConnections(pool, Math.min(count, pool.options.max ?? 0));
}
