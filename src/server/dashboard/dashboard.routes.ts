import { Hono } from 'hono';
import type { AppEnv, Membership } from '../http/types';
import { requireMember } from '../auth/session.middleware';
import { getDashboardSummary } from './dashboard.service';

export const dashboardRoutes = new Hono<AppEnv>().get('/summary', requireMember, async (c) => {
  const { storeId } = c.get('membership') as Membership;
  return c.json(await getDashboardSummary(c.get('deps').db, storeId));
});
