import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppEnv } from '../http/types';

/** Public: the database in use and whether it answers. */
export const healthRoutes = new Hono<AppEnv>().get('/', async (c) => {
  const { db, databaseKind } = c.get('deps');
  const started = performance.now();
  try {
    await db.execute(sql`select 1`);
    return c.json({ status: 'ok', database: databaseKind, databaseResponds: true, latencyMs: Math.round(performance.now() - started) });
  } catch {
    return c.json({ status: 'error', database: databaseKind, databaseResponds: false }, 503);
  }
});
