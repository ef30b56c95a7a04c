import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveDailyLogInput, SaveDailyLogResponse } from '#shared/daily-logs/daily-log.schemas';
import type { BusinessDate } from '#shared/dates';
import { apiRequest } from '#client/lib/api-client';
import { storeKeys } from '#client/lib/store-keys';
import { dailyLogKeys, type DailyLogResponse } from './get-daily-log';

export type SaveDailyLogResult = SaveDailyLogResponse;

/** Other features' queries that show saved logs, matched by prefix, not imported: the dashboard
 * (Today's Sales, Today's Tasks) and the reports (Daily Log History, Monthly Summary). */
const otherFeatureKeys = () => [storeKeys.dashboard, storeKeys.reports];

/** PUT /api/daily-logs/:date → 201 created or 200 updated; 422 with field codes for bad amounts. */
export function saveDailyLog(date: BusinessDate, input: SaveDailyLogInput): Promise<SaveDailyLogResult> {
  return apiRequest<SaveDailyLogResult>(`/api/daily-logs/${encodeURIComponent(date)}`, { method: 'PUT', body: input });
}

export function useSaveDailyLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ date, input }: { date: BusinessDate; input: SaveDailyLogInput }) => saveDailyLog(date, input),
    onSuccess: ({ log }, { date }) => {
      queryClient.setQueryData<DailyLogResponse>(dailyLogKeys.day(date), { date, log });
      void queryClient.invalidateQueries({ queryKey: dailyLogKeys.day(date) });
      for (const queryKey of otherFeatureKeys()) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
