import { Navigate, NavLink, Outlet } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { toast } from 'sonner';
import type { SessionContext } from '#shared/session/session.schemas';
import { paths } from '#client/app/paths';
import { SessionGate } from '#client/app/guards/session-gate';
import { BrandLogo } from '#client/components/brand-logo';
import { Button } from '#client/components/ui/button';
import { signOut } from '#client/lib/auth/sign-out';
import { clearLocalState } from '#client/lib/local-cache';
import { cn } from '#client/lib/cn';
import { twoFactorStatusQuery } from './users/admin-users-api';
import { useT } from '#client/i18n';
import { LanguageSelect } from '#client/components/language-select';

/** Everyone but a signed-in platform admin goes to /admin/login (the server refuses their API calls too). */
export function adminRedirect(session: SessionContext | null): string | null {
  return session?.isAdmin ? null : paths.adminLogin;
}

const navItems = [
  { to: paths.admin.root, label: 'admin.navDashboard', end: true },
  { to: paths.admin.stores, label: 'admin.navStores', end: false },
  { to: paths.admin.adminUsers, label: 'admin.navAdminUsers', end: false },
  { to: paths.admin.monthlyReports, label: 'admin.navMonthlyReports', end: false },
  { to: paths.admin.settings, label: 'admin.navSystemSettings', end: false },
  { to: paths.admin.security, label: 'admin.navSecurity', end: false },
] as const;

/** The platform admin area's frame: the admin check (a spinner meanwhile), navigation, Sign Out → /. */
export function AdminLayout() {
  const t = useT();
  return (
    <SessionGate redirect={adminRedirect} errorTitle={t('admin.failedToVerifyAdminStatus')}>
      <AdminFrame />
    </SessionGate>
  );
}

function AdminFrame() {
  const t = useT();
  const queryClient = useQueryClient();
  // With require_two_factor on, a session that has not given a code goes back to the sign-in (the server refuses it anyway).
  const factor = useQuery(twoFactorStatusQuery());
  const onSignOut = async () => {
    try {
      await signOut();
    } catch {
      toast.error(t('admin.logoutFailed'));
      return;
    }
    queryClient.clear();
    clearLocalState();
    window.location.assign(paths.home);
  };
  if (factor.data?.required && !factor.data.verified) return <Navigate to={paths.adminLogin} replace />;
  return (
    <div className="min-h-svh bg-canvas">
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-3">
          <div className="flex items-center gap-2">
            <BrandLogo />
            <span className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{t('admin.admin')}</span>
          </div>
          <LanguageSelect className="ml-auto" />
          <Button variant="secondary" size="sm" onClick={() => void onSignOut()}>
            <LogOut aria-hidden="true" className="size-4" />
            {t('admin.signOut')}
          </Button>
        </div>
        {/* Wraps onto a second line on a phone: every item, the current one included, stays in sight. */}
        <nav aria-label={t('admin.admin')} className="mx-auto flex max-w-7xl flex-wrap gap-1 px-2 pb-2">
          {navItems.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              className={({ isActive }) =>
                cn(
                  'whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium',
                  isActive ? 'bg-brand-50 text-brand-800' : 'text-muted hover:bg-canvas hover:text-ink',
                )
              }
            >
              {t(item.label)}
            </NavLink>
          ))}
        </nav>
      </header>
      {/* From 768 px toasts sit bottom-right: room under the last actions (Record Cheque Payment) keeps them clear of it. */}
      <main className="mx-auto max-w-7xl px-4 py-6 md:pb-28">
        <Outlet />
      </main>
    </div>
  );
}
