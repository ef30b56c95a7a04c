import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DailyLogHistory } from '#shared/reports/report.schemas';
import { apiRequest } from '#client/lib/api-client';
import { keepPreviousStoreData } from '#client/lib/store-keys';
import type { HistoryRange } from '../report-dates';
import { reportKeys } from './query-keys';

/**
 * GET /api/reports/daily-logs?from&to — the logs of a range, newest first, with their summary;
 * GET /api/reports/daily-logs/all — every log the store has ('All').
 */
export function getDailyLogHistory(range: HistoryRange, signal?: AbortSignal): Promise<DailyLogHistory> {
  const path = range === 'all' ? '/api/reports/daily-logs/all' : `/api/reports/daily-logs?${new URLSearchParams(range)}`;
  return apiRequest<DailyLogHistory>(path, { signal });
}

export const dailyLogHistoryQueryOptions = (range: HistoryRange) =>
  queryOptions({
    queryKey: range === 'all' ? reportKeys.allDailyLogs() : reportKeys.dailyLogs(range.from, range.to),
    queryFn: ({ signal }) => getDailyLogHistory(range, signal),
    placeholderData: keepPreviousStoreData,
  });

export function useDailyLogHistory(range: HistoryRange) {
  return useQuery(dailyLogHistoryQueryOptions(range));
}
