import { WifiOff } from 'lucide-react';
import { useIsOnline } from '#client/lib/online-status';
import { offlineTexts } from '#client/texts/offline';

/**
 * 'You are offline': shown under the dashboard header while the connection is gone. The counter
 * keeps working: what changes money is kept on this device and sent later (decision 051).
 */
export function OfflineBanner() {
  const isOnline = useIsOnline();
  if (isOnline) return null;
  return (
    <div role="status" data-testid="offline-banner" className="flex items-start gap-2 border-b border-yellow-300 bg-yellow-50 px-4 py-2 text-sm text-yellow-900">
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-semibold">{offlineTexts.banner.offline}</span> {offlineTexts.banner.keeps}
      </p>
    </div>
  );
}
