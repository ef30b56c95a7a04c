import { createBrowserRouter } from 'react-router';
import { setupRedirect } from '#client/lib/auth/home-path';
import { LoadingScreen } from '#client/components/ui/spinner';
import { paths } from './paths';
import { RouteCrashScreen } from './crash-screen';
import { adminRoutes } from './admin-routes';
import { dashboardRoutes } from './dashboard-routes';
import { SessionGate } from './guards/session-gate';

const authRoute = () => import('#client/features/auth/auth-route').then((m) => ({ Component: m.AuthRoute }));

/** The SPA's routes. Every page is its own chunk, loaded when its route is first visited. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      ErrorBoundary: RouteCrashScreen,
      HydrateFallback: () => <LoadingScreen />,
      children: [
        { path: paths.auth, lazy: authRoute },
        { path: paths.resetPassword, lazy: authRoute },
        {
          path: paths.setup,
          lazy: async () => {
            const { SetupPage } = await import('#client/features/setup/setup-page');
            return {
              Component: function GuardedSetupPage() {
                return (
                  <SessionGate redirect={setupRedirect}>
                    <SetupPage />
                  </SessionGate>
                );
              },
            };
          },
        },
        {
          path: paths.adminLogin,
          lazy: () => import('#client/features/admin/admin-login-page').then((m) => ({ Component: m.AdminLoginPage })),
        },
        {
          path: paths.admin.root,
          lazy: () => import('#client/features/admin/admin-layout').then((m) => ({ Component: m.AdminLayout })),
          children: adminRoutes,
        },
        {
          path: paths.dashboard.root,
          lazy: () => import('./layout/dashboard-layout').then((m) => ({ Component: m.GuardedDashboardLayout })),
          children: dashboardRoutes,
        },
        { path: '*', lazy: () => import('./not-found-page').then((m) => ({ Component: m.NotFoundPage })) },
      ],
    },
  ]);
}
