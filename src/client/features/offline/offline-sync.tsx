import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { storeKeys } from '#client/lib/store-keys';
import { sessionQueryKey } from '#client/lib/auth/session';
import { offlineTexts } from '#client/texts/offline';
import { onSyncPass, startSyncTriggers } from './sync-runner';

/**
 * Mounted once on the dashboard: sends the queue when the connection returns (and at start, and on
 * a backoff), then refreshes what the server changed and says how it went.
 */
export function OfflineSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const stopTriggers = startSyncTriggers();
    // Opened offline on the device's copy of the session: ask the server again as soon as it can answer.
    const onOnline = () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    window.addEventListener('online', onOnline);
    const stopListening = onSyncPass((result) => {
      if (result.written > 0) {
        for (const queryKey of [storeKeys.customers, storeKeys.dailyLogs, storeKeys.dashboard, storeKeys.reports]) {
          void queryClient.invalidateQueries({ queryKey });
        }
        toast.success(offlineTexts.synced(result.written));
      }
      if (result.refused > 0) toast.error(offlineTexts.refused(result.refused));
    });
    return () => {
      window.removeEventListener('online', onOnline);
      stopTriggers();
      stopListening();
    };
  }, [queryClient]);
  return null;
}
