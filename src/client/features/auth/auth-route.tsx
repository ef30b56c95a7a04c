import { useEffect, useRef } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useSession } from '#client/lib/auth/session';
import { homePathFor } from '#client/lib/auth/home-path';
import { LoadingScreen } from '#client/components/ui/spinner';
import { AuthPage } from './auth-page';
import { AuthShell } from './components/auth-shell';
import { ResetPasswordForm } from './components/reset-password-form';
import { recoveryTokenFrom } from './recovery';
import { authNoticeFrom, withoutNoticeParams } from './url-notices';
import { toasts } from '#client/texts/toasts';
import { t } from '#client/i18n';

/** Toasts for the verification link's redirect and Google failures, shown once, then removed from the URL. */
function useAuthUrlNotices() {
  const [search, setSearch] = useSearchParams();
  const shown = useRef(false);
  useEffect(() => {
    const notice = authNoticeFrom(search);
    if (!notice || shown.current) return;
    shown.current = true;
    if (notice.kind === 'verified') toast.success(t('auth.emailVerified'), { description: t('auth.youCanSignInNow') });
    if (notice.kind === 'verification-failed') {
      toast.error(t('auth.emailVerificationFailed'), {
        description: t('auth.thisVerificationLinkIsInvalid'),
      });
    }
    if (notice.kind === 'google-failed') {
      toast.error(toasts.googleSignInFailed.title, { description: toasts.googleSignInFailed.description });
    }
    setSearch(withoutNoticeParams(search), { replace: true });
  }, [search, setSearch]);
}

/** /auth and /auth/reset-password: recovery mode, or the sign-in screen (signed-in people are sent on). */
export function AuthRoute() {
  const location = useLocation();
  const [search] = useSearchParams();
  const session = useSession();
  useAuthUrlNotices();
  const token = recoveryTokenFrom(location.pathname, search);

  if (token) {
    return (
      <AuthShell>
        <ResetPasswordForm token={token} />
      </AuthShell>
    );
  }
  if (session.isPending) return <LoadingScreen />;
  if (session.data) return <Navigate to={homePathFor(session.data)} replace />;
  return (
    <AuthShell>
      <AuthPage />
    </AuthShell>
  );
}
