import { dashboardSummarySchema } from '#shared/dashboard/dashboard.schemas';
import type { Membership } from '../http/types';
import { defineRoute } from '../http/route-manifest';
import { getDashboardSummary } from './dashboard.service';

export const dashboardRoutes = [
  defineRoute({
    method: 'GET', path: '/dashboard/summary', summary: "Dashboard tiles for the store's business day",
    access: 'member', blockedWhenLapsed: false, response: dashboardSummarySchema,
    handle: async (c) => c.json(await getDashboardSummary(c.get('deps').db, (c.get('membership') as Membership).storeId)),
  }),
];
