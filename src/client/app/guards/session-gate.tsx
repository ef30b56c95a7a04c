import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { SessionContext } from '#shared/session/session.schemas';
import { useSession } from '#client/lib/auth/session';
import { isApiError } from '#client/lib/api-client';
import { errorMessage } from '#client/lib/error-messages';
import { Button } from '#client/components/ui/button';
import { LoadingScreen } from '#client/components/ui/spinner';
import { useIsOnline } from '#client/lib/online-status';
import { OfflineScreen } from '#client/pwa/offline-screen';
import { t, useT } from '#client/i18n';

type SessionGateProps = {
  /** Where to send this person instead, or null to render the children. */
  redirect: (session: SessionContext | null, pathname: string) => string | null;
  children: ReactNode;
  /** The heading when the session cannot be loaded (default 'Failed to load user data'). */
  errorTitle?: string;
};

/** Loads the session, then renders the children or redirects (the guards of spec part 1 §2). */
export function SessionGate({ redirect, children, errorTitle = t('app.failedToLoadUserData') }: SessionGateProps) {
  const t = useT();
  const session = useSession();
  const location = useLocation();
  const isOnline = useIsOnline();
  // Opened offline (the service worker's cached shell): say so instead of spinning or failing.
  const isUnreachable = session.isError && isApiError(session.error) && session.error.code === 'NETWORK';
  if (session.data === undefined && (!isOnline || isUnreachable)) {
    return <OfflineScreen onRetry={() => session.refetch()} isRetrying={session.isFetching} />;
  }
  if (session.isPending) return <LoadingScreen />;
  if (session.isError && session.data === undefined) {
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
        <h1 className="text-xl font-semibold">{errorTitle}</h1>
        <p className="text-muted">{errorMessage(session.error)}</p>
        <Button onClick={() => session.refetch()} isLoading={session.isFetching}>
          {t('app.tryAgain')}
        </Button>
      </div>
    );
  }
  const to = redirect(session.data, location.pathname);
  if (to && to !== location.pathname) return <Navigate to={to} replace />;
  return <>{children}</>;
}
