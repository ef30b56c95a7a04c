import { sql } from 'drizzle-orm';
import { healthSchema, readinessSchema } from '#shared/public-config/public-config.schemas';
import { checkReadiness } from './readiness';
import { defineRoute } from '../http/route-manifest';

/** Public: liveness (the database in use and whether it answers) and readiness (decision 053). */
export const healthRoutes = [
  defineRoute({
    method: 'GET', path: '/health', summary: 'Database in use and whether it answers',
    access: 'anonymous', blockedWhenLapsed: false, responses: { 200: healthSchema, 503: healthSchema },
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
  defineRoute({
    method: 'GET', path: '/health/ready', summary: 'Whether this instance takes requests: not draining, primary reachable and writable',
    access: 'anonymous', blockedWhenLapsed: false, responses: { 200: readinessSchema, 503: readinessSchema },
    handle: async (c) => {
      const { db, lifecycle } = c.get('deps');
      const readiness = await checkReadiness(db, lifecycle);
      return c.json(readiness, readiness.ready ? 200 : 503);
    },
  }),
];
