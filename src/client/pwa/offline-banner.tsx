import { WifiOff } from 'lucide-react';
import { useIsOnline } from '#client/lib/online-status';
import { useT } from '#client/i18n';

/** 'You are offline': shown under the dashboard header while the connection is gone. */
export function OfflineBanner() {
  const t = useT();
  const isOnline = useIsOnline();
  if (isOnline) return null;
  return (
    <div role="status" data-testid="offline-banner" className="flex items-start gap-2 border-b border-yellow-300 bg-yellow-50 px-4 py-2 text-sm text-yellow-900">
      <WifiOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <span className="font-semibold">{t('pwa.youAreOffline2')}</span> {t('pwa.givingCreditPaymentsAndThe')}
      </p>
    </div>
  );
}
