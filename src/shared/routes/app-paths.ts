/** Every route path of the app, declared once. Pages outside the SPA are full page loads (<a href>). */
export const paths = {
  home: '/',
  auth: '/auth',
  resetPassword: '/auth/reset-password',
  setup: '/setup',
  adminLogin: '/admin/login',
  /** The platform admin area (issue 13): its own layout, outside the store dashboard. */
  admin: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    stores: '/admin/stores',
    store: '/admin/stores/:storeId',
    adminUsers: '/admin/admin-users',
    createUser: '/admin/create-user',
    settings: '/admin/system-settings',
    monthlyReports: '/admin/monthly-reports',
    security: '/admin/security',
  },
  dashboard: {
    root: '/dashboard',
    customers: '/dashboard/customers',
    newCustomer: '/dashboard/customers/new',
    customer: '/dashboard/customers/:customerId',
    sales: '/dashboard/sales',
    community: '/dashboard/community',
    employees: '/dashboard/employees',
    payroll: '/dashboard/payroll',
    reports: '/dashboard/reports',
    dailyLogs: '/dashboard/reports/daily-logs',
    creditSummary: '/dashboard/reports/credit-summary',
    redFlags: '/dashboard/reports/red-flags',
    store: '/dashboard/store',
    admin: '/dashboard/admin',
  },
  /** Static public pages served by the server, not by the SPA router. */
  publicPages: {
    terms: '/terms-of-service',
    privacy: '/privacy-policy',
    contact: '/contact-us',
  },
} as const;

export function adminStorePath(storeId: string): string {
  return paths.admin.store.replace(':storeId', encodeURIComponent(storeId));
}

export function customerPath(customerId: string): string {
  return paths.dashboard.customer.replace(':customerId', encodeURIComponent(customerId));
}

/** The single-page app's route patterns (every path the client's router renders a page for, not its '*' 404). */
export const spaRoutePatterns: readonly string[] = [paths.auth, paths.resetPassword, paths.setup, paths.adminLogin, ...Object.values(paths.admin), ...Object.values(paths.dashboard)];

const matchers = spaRoutePatterns.map((pattern) => new RegExp(`^${pattern.replace(/:[A-Za-z]+/g, '[^/]+')}$`));

/** Whether the client's router has a page for this path (no trailing slash): the server serves the SPA shell for it, and 404 for any other. */
export function isSpaRoute(pathname: string): boolean {
  return matchers.some((matcher) => matcher.test(pathname));
}
