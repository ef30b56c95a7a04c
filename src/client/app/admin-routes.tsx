import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from './paths';

type PageModule = () => Promise<ComponentType>;
type AdminPage = { path: string; load: PageModule };

const adminHome: PageModule = () => import('#client/features/admin/admin-home-page').then((m) => m.AdminHomePage);
const adminUsers: PageModule = () => import('#client/features/admin/users/admin-users-page').then((m) => m.AdminUsersPage);
const createSuperAdmin: PageModule = () => import('#client/features/admin/users/create-super-admin-page').then((m) => m.CreateSuperAdminPage);
const monthlyReports: PageModule = () => import('#client/features/admin/reports/monthly-reports-page').then((m) => m.MonthlyReportsPage);
const security: PageModule = () => import('#client/features/admin/security/security-page').then((m) => m.SecurityPage);
const adminStores: PageModule = () => import('#client/features/admin/stores/admin-stores-page').then((m) => m.AdminStoresPage);
const adminStore: PageModule = () => import('#client/features/admin/stores/admin-store-detail-page').then((m) => m.AdminStoreDetailPage);

/**
 * The platform admin area's child routes in one table (each page its own chunk). The admin
 * layout around them shows a spinner while the admin check runs and sends non-admins to
 * /admin/login; the server refuses every admin API to them anyway.
 */
export const adminPages: AdminPage[] = [
  { path: paths.admin.root, load: adminHome },
  { path: paths.admin.dashboard, load: adminHome },
  { path: paths.admin.settings, load: () => import('#client/features/admin/settings/system-settings-page').then((m) => m.SystemSettingsPage) },
  { path: paths.admin.adminUsers, load: adminUsers },
  { path: paths.admin.createUser, load: createSuperAdmin },
  { path: paths.admin.monthlyReports, load: monthlyReports },
  { path: paths.admin.security, load: security },
  { path: paths.admin.stores, load: adminStores },
  { path: paths.admin.store, load: adminStore },
];

export const adminRoutes: RouteObject[] = adminPages.map(({ path, load }) => {
  const lazy = async () => ({ Component: await load() });
  return path === paths.admin.root ? { index: true, lazy } : { path, lazy };
});
