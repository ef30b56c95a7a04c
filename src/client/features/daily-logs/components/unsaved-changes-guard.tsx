import { useEffect } from 'react';
import { useBlocker, type Location } from 'react-router';
import { ConfirmDialog } from '#client/components/ui/dialog';

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
      title="Discard unsaved changes?"
      description="This day's cash log has changes that are not saved. Leave it and lose them?"
      confirmLabel="Discard"
      cancelLabel="Keep Editing"
      onConfirm={() => blocker.state === 'blocked' && blocker.proceed()}
    />
  );
}
