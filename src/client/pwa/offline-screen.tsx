import { WifiOff } from 'lucide-react';
import { BrandLogo } from '#client/components/brand-logo';
import { Button } from '#client/components/ui/button';
import { useT } from '#client/i18n';

type OfflineScreenProps = { onRetry: () => void; isRetrying: boolean };

/** The app opened without a connection: nothing of the store can be shown until it is back. */
export function OfflineScreen({ onRetry, isRetrying }: OfflineScreenProps) {
  const t = useT();
  return (
    <div className="mx-auto flex min-h-svh max-w-md flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <BrandLogo />
      <div role="status" data-testid="offline-banner" className="flex flex-col items-center gap-3 rounded-lg border border-yellow-300 bg-yellow-50 p-6 text-yellow-900">
        <WifiOff aria-hidden="true" className="size-8" />
        <h1 className="text-xl font-semibold">{t('pwa.youAreOffline')}</h1>
        <p className="text-sm">{t('pwa.cornerStoreNeedsAConnection')}</p>
      </div>
      <Button variant="secondary" onClick={onRetry} isLoading={isRetrying}>
        {t('pwa.tryAgain')}
      </Button>
    </div>
  );
}
