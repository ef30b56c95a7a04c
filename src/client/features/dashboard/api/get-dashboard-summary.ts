import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '#shared/dashboard/dashboard.schemas';
import { apiRequest } from '#client/lib/api-client';
import { storeKeys } from '#client/lib/store-keys';

export type { DashboardSummary };

/** GET /api/dashboard/summary: today's numbers for the store's business day. */
export function getDashboardSummary(): Promise<DashboardSummary> {
  return apiRequest<DashboardSummary>('/api/dashboard/summary');
}

export const dashboardSummaryQueryOptions = () =>
  queryOptions({ queryKey: [...storeKeys.dashboard, 'summary'], queryFn: getDashboardSummary, staleTime: 60_000 });

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQueryOptions());
}
