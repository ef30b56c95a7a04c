import { useRef, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { Menu, PanelLeft } from 'lucide-react';
import { useSession } from '#client/lib/auth/session';
import { useSignOut } from '#client/lib/auth/sign-out';
import { cn } from '#client/lib/cn';
import { BrandLogo } from '#client/components/brand-logo';
import { Sheet } from '#client/components/ui/sheet';
import { dashboardRedirect } from '#client/lib/auth/home-path';
import { SessionGate } from '../guards/session-gate';
import { OfflineBanner } from '#client/pwa/offline-banner';
import { navItemsFor } from './nav-items';
import { SidebarNav } from './sidebar-nav';
import { useSidebarState } from './use-sidebar-state';
import { CommunityLiveProvider, useCommunityLive } from '#client/features/community';
import { LapsedBanner } from '#client/features/billing';
import { MaintenanceGate } from '#client/features/admin';
import { NotSyncedBadge, OfflineSync, useSignOutGuard } from '#client/features/offline';
import { useT } from '#client/i18n';
import { LanguageSelect } from '#client/components/language-select';

/** /dashboard/*: the guard, then the sidebar layout around the child route. */
export function GuardedDashboardLayout() {
  return (
    <SessionGate redirect={dashboardRedirect}>
      <MaintenanceCheck>
        <LiveBoard>
          <DashboardLayout />
        </LiveBoard>
      </MaintenanceCheck>
    </SessionGate>
  );
}

/** Maintenance mode: store users see the maintenance page; admins keep working. */
function MaintenanceCheck({ children }: { children: ReactNode }) {
  const { data: session } = useSession();
  return <MaintenanceGate isAdmin={session?.isAdmin ?? false}>{children}</MaintenanceGate>;
}

/** The community board's live stream, open on every dashboard page of people who may read the board. */
function LiveBoard({ children }: { children: ReactNode }) {
  const { data: session } = useSession();
  const isMember = session?.role != null && !(session.isFirstLogin && session.role !== 'employee');
  return (
    <CommunityLiveProvider userId={session?.user.id ?? ''} enabled={session != null && (isMember || session.isAdmin)}>
      {children}
    </CommunityLiveProvider>
  );
}

function DashboardLayout() {
  const t = useT();
  const { unread } = useCommunityLive();
  const { data: session } = useSession();
  const sidebar = useSidebarState();
  const signOut = useSignOut();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Entries not synced yet: ask before signing out (they stay on this device for the same person).
  const signOutGuard = useSignOutGuard(() => signOut.mutate());
  if (!session) return null;
  const items = navItemsFor(session);
  const navProps = { items, counts: { community: unread }, onSignOut: signOutGuard.request, isSigningOut: signOut.isPending };
  const expanded = sidebar.isMobile ? sidebar.openMobile : sidebar.open;
  const storeName = session.store?.name ?? (session.isAdmin ? t('app.platformAdmin') : t('common.cornerStore'));

  return (
    <div className="flex min-h-svh">
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2 focus:shadow">
        {t('app.skipToContent')}
      </a>
      <aside
        data-sidebar="sidebar"
        data-state={sidebar.open ? 'expanded' : 'collapsed'}
        className={cn(
          'sticky top-0 hidden h-svh shrink-0 flex-col border-r border-line bg-surface transition-[width] duration-200 md:flex',
          sidebar.open ? 'w-64' : 'w-16',
        )}
      >
        <div className={cn('flex h-14 items-center border-b border-line', sidebar.open ? 'px-4' : 'justify-center')}>
          <BrandLogo showName={sidebar.open} />
        </div>
        <SidebarNav {...navProps} collapsed={!sidebar.open} />
      </aside>
      {sidebar.isMobile ? (
        <Sheet open={sidebar.openMobile} onOpenChange={sidebar.setOpenMobile} title={t('app.menu')} returnFocusRef={toggleRef}>
          <div data-sidebar="sidebar" data-mobile="true" data-state={sidebar.openMobile ? 'expanded' : 'collapsed'} className="flex h-full flex-col">
            <div className="flex h-14 items-center border-b border-line px-4">
              <BrandLogo />
            </div>
            <SidebarNav {...navProps} collapsed={false} onNavigate={() => sidebar.setOpenMobile(false)} />
          </div>
        </Sheet>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="sticky top-0 z-30">
          <header className="flex h-14 items-center gap-3 border-b border-line bg-surface/95 px-3 backdrop-blur md:px-4">
            <button
              ref={toggleRef}
              type="button"
              onClick={sidebar.toggle}
              aria-label={t('app.toggleSidebar')}
              aria-expanded={expanded}
              title={t('app.toggleSidebarCtrlB')}
              className="inline-flex size-10 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-ink"
            >
              {sidebar.isMobile ? <Menu aria-hidden="true" className="size-5" /> : <PanelLeft aria-hidden="true" className="size-5" />}
            </button>
            <p className="min-w-0 truncate font-semibold text-ink" data-testid="store-name">
              {storeName}
            </p>
            {session.store ? <NotSyncedBadge /> : null}
            <LanguageSelect className="ml-auto shrink-0" />
          </header>
          <OfflineBanner />
        </div>
        <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 p-4 focus:outline-none md:p-6">
          <LapsedBanner session={session} />
          <Outlet />
        </main>
        {session.store ? <OfflineSync /> : null}
        {signOutGuard.dialog}
      </div>
    </div>
  );
}
