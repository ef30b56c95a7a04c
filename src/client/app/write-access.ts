import type { SessionContext } from '#shared/session/session.schemas';
import { useSession } from '#client/lib/auth/session';
import { t } from '#client/i18n';

/**
 * May this person change store data now? The one hook every write button asks (issue 12): a store
 * whose subscription lapsed (expired or suspended) is read-only, and the button says why instead of
 * letting a form fail. Other reasons to disable writes (offline) belong here too.
 */
export type WriteAccess = { canWrite: true; reason: null } | { canWrite: false; reason: string };

export const lapsedReasons = {
  get expired() {
    return t('app.lapsedyourSubscriptionHasExpiredChanges');
  },
  get suspended() {
    return t('app.lapsedthisStoreIsSuspendedChanges');
  },
} as const;

export function writeAccessFor(session: Pick<SessionContext, 'store'> | null | undefined): WriteAccess {
  const lapsed = session?.store?.lapsed ?? null;
  return lapsed ? { canWrite: false, reason: lapsedReasons[lapsed] } : { canWrite: true, reason: null };
}

export function useWriteAccess(): WriteAccess {
  const { data: session } = useSession();
  return writeAccessFor(session);
}
