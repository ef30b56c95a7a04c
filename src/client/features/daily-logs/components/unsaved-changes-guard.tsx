import { useEffect } from 'react';
import { useBlocker, type Location } from 'react-router';
import { ConfirmDialog } from '#client/components/ui/dialog';
import { useT } from '#client/i18n';

/** A move to another address (another day's ?date=, another page, Back); the hash alone is not one. */
function isLeaving(current: Location, next: Location): boolean {
  return current.pathname !== next.pathname || current.search !== next.search;
}

/**
 * While the log holds unsaved changes, asks 'Discard unsaved changes?' before the date changes or
 * the page is left inside the app (a Radix alert dialog: Keep Editing has focus, Escape keeps
 * editing), and lets the browser ask before a reload or closing the tab.
 */
export function UnsavedChangesGuard({ isDirty }: { isDirty: boolean }) {
  const t = useT();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty && isLeaving(currentLocation, nextLocation));

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title={t('dailyLogs.discardUnsavedChanges')}
      description={t('dailyLogs.thisDaySCashLog')}
      confirmLabel={t('dailyLogs.discard')}
      cancelLabel={t('dailyLogs.keepEditing')}
      onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
    />
  );
}
