import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DailyLogResponse } from '#shared/daily-logs/daily-log.schemas';
import type { BusinessDate } from '#shared/dates';
import { apiRequest } from '#client/lib/api-client';
import { storeKeys } from '#client/lib/store-keys';

export type { DailyLogResponse };

/** Every query key of the daily-logs feature, declared once. */
export const dailyLogKeys = {
  get all() {
    return storeKeys.dailyLogs;
  },
  day: (date: BusinessDate) => [...dailyLogKeys.all, 'day', date] as const,
};

/** GET /api/daily-logs/:date → the one log of that business day, or null. */
export function getDailyLog(date: BusinessDate, signal?: AbortSignal): Promise<DailyLogResponse> {
  return apiRequest<DailyLogResponse>(`/api/daily-logs/${encodeURIComponent(date)}`, { signal });
}

export const dailyLogQueryOptions = (date: BusinessDate) =>
  queryOptions({
    queryKey: dailyLogKeys.day(date),
    queryFn: ({ signal }) => getDailyLog(date, signal),
    // Another person may have saved the day meanwhile: check again whenever the day is opened,
    // but not on window focus, which would reset what is being typed.
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export function useDailyLog(date: BusinessDate) {
  return useQuery(dailyLogQueryOptions(date));
}
