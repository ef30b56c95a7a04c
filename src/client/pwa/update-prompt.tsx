import { useSyncExternalStore } from 'react';
import { RefreshCw } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { applyUpdate, isUpdateWaiting, subscribeToUpdate } from './service-worker-registration';
import { useT } from '#client/i18n';

/** 'A new version of Corner Store is available' with Reload, once a deploy's new worker is ready. */
export function UpdatePrompt() {
  const t = useT();
  const isWaiting = useSyncExternalStore(subscribeToUpdate, isUpdateWaiting, () => false);
  if (!isWaiting) return null;
  return (
    <div
      role="status"
      data-testid="update-prompt"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto flex max-w-md items-center gap-3 rounded-lg border border-line bg-surface p-3 text-sm text-ink shadow-lg"
    >
      <RefreshCw aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
      <p className="flex-1">{t('pwa.aNewVersionOfCorner')}</p>
      <Button size="sm" onClick={applyUpdate}>
        {t('pwa.reload')}
      </Button>
    </div>
  );
}
