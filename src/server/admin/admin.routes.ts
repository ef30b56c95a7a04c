import { Hono } from 'hono';
import type { AppEnv } from '../http/types';
import { requireAdmin } from '../auth/session.middleware';
import { listRecentAuditEntries } from './audit-log.service';

export const adminRoutes = new Hono<AppEnv>()
  .use(requireAdmin)
  .get('/audit-log', async (c) => c.json({ entries: await listRecentAuditEntries(c.get('deps').db) }));
