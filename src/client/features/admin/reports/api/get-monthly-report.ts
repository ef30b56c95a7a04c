import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MonthlyReport } from '#shared/admin/monthly-report';
import { apiRequest } from '#client/lib/api-client';
import { storeKey } from '#client/lib/store-keys';

/** GET /api/admin/monthly-reports?month=YYYY-MM (platform admins only). */
export function getMonthlyReport(month: string): Promise<MonthlyReport> {
  return apiRequest<MonthlyReport>(`/api/admin/monthly-reports?month=${encodeURIComponent(month)}`);
}

export const monthlyReportQueryOptions = (month: string) =>
  queryOptions({ queryKey: storeKey('admin', 'monthly-reports', month), queryFn: () => getMonthlyReport(month), staleTime: 0 });

export function useMonthlyReport(month: string) {
  return useQuery(monthlyReportQueryOptions(month));
}
