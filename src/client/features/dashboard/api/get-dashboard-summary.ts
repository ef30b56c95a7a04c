import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#client/lib/api-client';

export type DashboardSummary = {
  businessDate: string;
  totalCustomers: number;
  todaysSalesCents: number;
  activeCredits: number;
  redFlagged: number;
  customersServedToday: number;
  creditGivenTodayCents: number;
};

/** GET /api/dashboard/summary: today's numbers for the store's business day. */
export function getDashboardSummary(): Promise<DashboardSummary> {
  return apiRequest<DashboardSummary>('/api/dashboard/summary');
}

export const dashboardSummaryQueryOptions = () =>
  queryOptions({ queryKey: ['dashboard', 'summary'], queryFn: getDashboardSummary, staleTime: 60_000 });

export function useDashboardSummary() {
  return useQuery(dashboardSummaryQueryOptions());
}
