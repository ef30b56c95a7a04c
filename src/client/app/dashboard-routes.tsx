import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { paths } from './paths';
import { OwnerOnly } from './guards/owner-only';
import { useT, type TextKey } from '#client/i18n';

type PageModule = () => Promise<ComponentType>;

/** Owner-only screens and the sentence others see (spec part 2 §6): catalogue keys, read when shown. */
const ownerOnly = {
  reports: 'app.ownerOnlyReports',
  employees: 'app.ownerOnlyEmployees',
  payroll: 'app.ownerOnlyPayroll',
  store: 'app.ownerOnlyStore',
} as const satisfies Record<string, TextKey>;

const dashboardHome: PageModule = () =>
  import('#client/features/dashboard/dashboard-home-page').then((m) => m.DashboardHomePage);
const storeSettings: PageModule = () =>
  import('#client/features/stores/store-settings-page').then((m) => m.StoreSettingsPage);
const customersList: PageModule = () =>
  import('#client/features/customers/customers-list-page').then((m) => m.CustomersListPage);
const newCustomer: PageModule = () => import('#client/features/customers/new-customer-page').then((m) => m.NewCustomerPage);
const customerDetail: PageModule = () =>
  import('#client/features/customers/customer-detail-page').then((m) => m.CustomerDetailPage);
const dailyLog: PageModule = () => import('#client/features/daily-logs/daily-log-page').then((m) => m.DailyLogPage);
const reportsMenu: PageModule = () => import('#client/features/reports/reports-menu-page').then((m) => m.ReportsMenuPage);
const dailyLogHistory: PageModule = () =>
  import('#client/features/reports/daily-log-history-page').then((m) => m.DailyLogHistoryPage);
const creditSummary: PageModule = () => import('#client/features/reports/credit-summary-page').then((m) => m.CreditSummaryPage);
const redFlagReport: PageModule = () => import('#client/features/reports/red-flag-report-page').then((m) => m.RedFlagReportPage);
const employeesPage: PageModule = () => import('#client/features/staff/employees-page').then((m) => m.EmployeesPage);
const payrollPage: PageModule = () => import('#client/features/staff/payroll-page').then((m) => m.PayrollPage);
const community: PageModule = () => import('#client/features/community/community-page').then((m) => m.CommunityPage);
const adminPanel: PageModule = () => import('#client/features/admin/admin-panel-page').then((m) => m.AdminPanelPage);

type DashboardPage = { path: string; load: PageModule; ownerOnly?: TextKey };

/**
 * The dashboard's child routes in one table, each page loaded on first visit.
 */
export const dashboardPages: DashboardPage[] = [
  { path: paths.dashboard.root, load: dashboardHome },
  { path: paths.dashboard.customers, load: customersList },
  { path: paths.dashboard.newCustomer, load: newCustomer },
  { path: paths.dashboard.customer, load: customerDetail },
  { path: paths.dashboard.sales, load: dailyLog },
  { path: paths.dashboard.community, load: community },
  { path: paths.dashboard.employees, load: employeesPage, ownerOnly: ownerOnly.employees },
  { path: paths.dashboard.payroll, load: payrollPage, ownerOnly: ownerOnly.payroll },
  { path: paths.dashboard.reports, load: reportsMenu, ownerOnly: ownerOnly.reports },
  { path: paths.dashboard.dailyLogs, load: dailyLogHistory, ownerOnly: ownerOnly.reports },
  { path: paths.dashboard.creditSummary, load: creditSummary, ownerOnly: ownerOnly.reports },
  { path: paths.dashboard.redFlags, load: redFlagReport, ownerOnly: ownerOnly.reports },
  { path: paths.dashboard.store, load: storeSettings, ownerOnly: ownerOnly.store },
  { path: paths.dashboard.admin, load: adminPanel },
];

function toRoute({ path, load, ownerOnly: deniedMessage }: DashboardPage): RouteObject {
  const lazy = async () => {
    const Page = await load();
    if (!deniedMessage) return { Component: Page };
    return {
      Component: function OwnerOnlyPage() {
        const t = useT();
        return (
          <OwnerOnly message={t(deniedMessage)}>
            <Page />
          </OwnerOnly>
        );
      },
    };
  };
  return path === paths.dashboard.root ? { index: true, lazy } : { path, lazy };
}

export const dashboardRoutes: RouteObject[] = dashboardPages.map(toRoute);
