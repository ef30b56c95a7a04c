import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditSummary } from '#shared/reports/report.schemas';
import { apiRequest } from '#client/lib/api-client';
import { reportKeys } from './query-keys';

/** GET /api/reports/credit-summary — credit given and paid back over the past 30 days. */
export function getCreditSummary(signal?: AbortSignal): Promise<CreditSummary> {
  return apiRequest<CreditSummary>('/api/reports/credit-summary', { signal });
}

export const creditSummaryQueryOptions = () =>
  queryOptions({ queryKey: reportKeys.creditSummary(), queryFn: ({ signal }) => getCreditSummary(signal) });

export function useCreditSummary() {
  return useQuery(creditSummaryQueryOptions());
}
