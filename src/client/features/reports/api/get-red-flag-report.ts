import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RedFlagReport } from '#shared/reports/report.schemas';
import { apiRequest } from '#client/lib/api-client';
import { reportKeys } from './query-keys';

/** GET /api/reports/red-flags — the store's red-flagged customers, newest update first. */
export function getRedFlagReport(signal?: AbortSignal): Promise<RedFlagReport> {
  return apiRequest<RedFlagReport>('/api/reports/red-flags', { signal });
}

export const redFlagReportQueryOptions = () =>
  queryOptions({ queryKey: reportKeys.redFlags(), queryFn: ({ signal }) => getRedFlagReport(signal) });

export function useRedFlagReport() {
  return useQuery(redFlagReportQueryOptions());
}
