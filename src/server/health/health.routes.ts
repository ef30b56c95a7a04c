import { sql } from 'drizzle-orm';
import { healthSchema } from '#shared/public-config/public-config.schemas';
import { defineRoute } from '../http/route-manifest';

/** Public: the database in use and whether it answers. */
export const healthRoutes = [
  defineRoute({
    method: 'GET', path: '/health', summary: 'Database in use and whether it answers',
    access: 'anonymous', blockedWhenLapsed: false, response: healthSchema,
    handle: async (c) => {
      const { db, databaseKind } = c.get('deps');
      const started = performance.now();
      try {
        await db.execute(sql`select 1`);
        return c.json({ status: 'ok', database: databaseKind, databaseResponds: true, latencyMs: Math.round(performance.now() - started) });
      } catch {
        return c.json({ status: 'error', database: databaseKind, databaseResponds: false }, 503);
      }
    },
  }),
];
