import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DailyResetResult } from '#shared/admin/daily-reset.schemas';
import { apiRequest } from '#client/lib/api-client';
import { systemStatusQueryKey } from './get-system-status';

/** POST /api/admin/daily-credit-reset: every store's daily credit of today cleared. */
export function runDailyReset(): Promise<DailyResetResult> {
  return apiRequest<DailyResetResult>('/api/admin/daily-credit-reset', { method: 'POST', body: {} });
}

export function useRunDailyReset() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: runDailyReset, onSettled: () => queryClient.invalidateQueries({ queryKey: systemStatusQueryKey() }) });
}
