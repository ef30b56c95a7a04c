import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MonthlySummary } from '#shared/reports/report.schemas';
import { apiRequest } from '#client/lib/api-client';
import { keepPreviousStoreData } from '#client/lib/store-keys';
import { reportKeys } from './query-keys';

/** GET /api/reports/monthly-summary?month=YYYY-MM — the cash log totals of one month. */
export function getMonthlySummary(month: string, signal?: AbortSignal): Promise<MonthlySummary> {
  return apiRequest<MonthlySummary>(`/api/reports/monthly-summary?${new URLSearchParams({ month })}`, { signal });
}

export const monthlySummaryQueryOptions = (month: string) =>
  queryOptions({
    queryKey: reportKeys.monthlySummary(month),
    queryFn: ({ signal }) => getMonthlySummary(month, signal),
    placeholderData: keepPreviousStoreData,
  });

export function useMonthlySummary(month: string) {
  return useQuery(monthlySummaryQueryOptions(month));
}
