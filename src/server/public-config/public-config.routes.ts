import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../http/types';
import { parseInput, readJson } from '../http/validate';

const clientErrorSchema = z.object({
  message: z.string().max(2000),
  stack: z.string().max(8000).optional(),
  path: z.string().max(500).optional(),
});

/** Public: what the sign-in screen needs to know about this deployment. */
export const publicConfigRoutes = new Hono<AppEnv>().get('/', (c) => {
  const { config } = c.get('deps');
  return c.json({
    googleEnabled: config.isGoogleEnabled,
    emailVerificationRequired: config.mailMode === 'smtp',
  });
});

/** The crash screen reports what broke, so 'This has been logged' is true. */
export const clientErrorRoutes = new Hono<AppEnv>().post('/', async (c) => {
  const report = parseInput(clientErrorSchema, await readJson(c.req.raw));
  console.warn(`[client-error] request ${c.get('requestId')} at ${report.path ?? '?'}: ${report.message}\n${report.stack ?? ''}`);
  return c.body(null, 204);
});
