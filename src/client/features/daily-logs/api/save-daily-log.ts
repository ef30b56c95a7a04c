import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SaveDailyLogInput, SaveDailyLogResponse } from '#shared/daily-logs/daily-log.schemas';
import type { BusinessDate } from '#shared/dates';
import { storeKeys } from '#client/lib/store-keys';
import { sendOrKeep, type Submitted } from '#client/features/offline';
import { dailyLogKeys, type DailyLogResponse } from './get-daily-log';

export type SaveDailyLogResult = SaveDailyLogResponse;

/** Other features' queries that show saved logs, matched by prefix, not imported: the dashboard
 * (Today's Sales, Today's Tasks) and the reports (Daily Log History, Monthly Summary). */
const otherFeatureKeys = () => [storeKeys.dashboard, storeKeys.reports];

/** The save at the tap: the values, the log this device saw, and the key and time made at the tap. */
export type SaveDailyLogRequest = {
  date: BusinessDate;
  input: Omit<SaveDailyLogInput, 'occurredAt' | 'baseUpdatedAt'>;
  /** The updatedAt of the log on screen; null: none was there. */
  baseUpdatedAt: string | null;
  idempotencyKey: string;
  occurredAt: string;
  owner: string;
  actorName: string;
};

/**
 * PUT /api/daily-logs/:date → 201 created or 200 updated; 422 with field codes for bad amounts;
 * 409 DAILY_LOG_CHANGED when someone saved the day after this screen loaded it. Offline it is kept
 * on the device and sent later (decision 051).
 */
export function saveDailyLog(request: SaveDailyLogRequest): Promise<Submitted<SaveDailyLogResult>> {
  const { input } = request;
  return sendOrKeep<SaveDailyLogResult>({
    kind: 'cash-log',
    owner: request.owner,
    key: request.idempotencyKey,
    occurredAt: request.occurredAt,
    actorName: request.actorName,
    date: request.date,
    body: {
      startingCashCents: input.startingCashCents,
      cashSalesCents: input.cashSalesCents,
      payoutsCents: input.payoutsCents,
      expensesCents: input.expensesCents,
      actualCashCents: input.actualCashCents,
      notes: input.notes ?? null,
      baseUpdatedAt: request.baseUpdatedAt,
    },
  });
}

export function useSaveDailyLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDailyLog,
    onSuccess: (result, { date }) => {
      if (result.kind !== 'sent') return;
      queryClient.setQueryData<DailyLogResponse>(dailyLogKeys.day(date), { date, log: result.data.log });
      void queryClient.invalidateQueries({ queryKey: dailyLogKeys.day(date) });
      for (const queryKey of otherFeatureKeys()) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
