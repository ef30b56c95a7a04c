import { useState } from 'react';
import { ConfirmDialog } from '#client/components/ui/dialog';
import { offlineTexts } from '#client/texts/offline';
import { useOwnQueue } from './not-synced-badge';
import { requestSync } from './sync-runner';

/**
 * Signing out with entries not synced asks first (issue 24 point 7): sync now, or sign out and keep
 * them on this device for this person's next sign-in (another person signing in never sees them).
 * 'Sync now' closes the question and sends the queue.
 */
export function useSignOutGuard(signOut: () => void) {
  const { entries } = useOwnQueue();
  const [asking, setAsking] = useState(false);
  const waiting = entries.filter((entry) => entry.state !== 'attention').length;
  const request = () => (waiting > 0 ? setAsking(true) : signOut());
  const dialog = (
    <ConfirmDialog
      open={asking}
      onOpenChange={(open) => {
        setAsking(open);
        if (!open) requestSync('sign-out-question');
      }}
      title={offlineTexts.signOut.title}
      description={offlineTexts.signOut.body(waiting)}
      cancelLabel={offlineTexts.signOut.syncNow}
      confirmLabel={offlineTexts.signOut.keepAndSignOut}
      tone="primary"
      onConfirm={() => {
        setAsking(false);
        signOut();
      }}
    />
  );
  return { request, dialog };
}
