import { CloudOff } from 'lucide-react';
import { useIsOnline } from '#client/lib/online-status';
import { offlineTexts } from '#client/texts/offline';

/**
 * 'Offline · as of 14:05' above what the device kept (issue 24 point 6): shown while offline, with
 * the time the data on screen was fetched.
 */
export function AsOfNotice({ updatedAt }: { updatedAt: number }) {
  const isOnline = useIsOnline();
  if (isOnline || !updatedAt) return null;
  return (
    <p data-testid="as-of" className="inline-flex items-center gap-1.5 rounded-md bg-yellow-50 px-2 py-1 text-xs font-medium text-yellow-900">
      <CloudOff aria-hidden="true" className="size-3.5" />
      {offlineTexts.asOf(updatedAt)}
    </p>
  );
}
