import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DailyLogHistory } from '#shared/reports/report.schemas';
import { apiRequest } from '#client/lib/api-client';
import { reportKeys } from './query-keys';

/** GET /api/reports/daily-logs?from&to — the logs of a range, newest first, with their summary. */
export function getDailyLogHistory(range: { from: string; to: string }, signal?: AbortSignal): Promise<DailyLogHistory> {
  return apiRequest<DailyLogHistory>(`/api/reports/daily-logs?${new URLSearchParams(range)}`, { signal });
}

export const dailyLogHistoryQueryOptions = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: reportKeys.dailyLogs(range.from, range.to),
    queryFn: ({ signal }) => getDailyLogHistory(range, signal),
    placeholderData: keepPreviousData,
  });

export function useDailyLogHistory(range: { from: string; to: string }) {
  return useQuery(dailyLogHistoryQueryOptions(range));
}
