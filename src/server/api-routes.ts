import type { RouteEntry } from './http/route-manifest';
import { authRoutes } from './auth/auth.routes';
import { signupRoutes } from './signup/signup.routes';
import { sessionRoutes } from './session/session.routes';
import { storesRoutes } from './stores/stores.routes';
import { contactRoutes } from './contact/contact.routes';
import { healthRoutes } from './health/health.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { adminRoutes } from './admin/admin.routes';
import { adminStoresRoutes } from './admin/admin-stores.routes';
import { adminUsersRoutes } from './admin/admin-users.routes';
import { dailyResetRoutes } from './admin/daily-reset.routes';
import { monthlyReportRoutes } from './admin/monthly-report.routes';
import { securityRoutes } from './admin/security.routes';
import { systemStatusRoutes } from './admin/system-status.routes';
import { customersRoutes } from './customers/customers.routes';
import { creditRoutes } from './credit/credit.routes';
import { dailyLogsRoutes } from './daily-logs/daily-logs.routes';
import { reportsRoutes } from './reports/reports.routes';
import { exportsRoutes } from './exports/exports.routes';
import { employeesRoutes } from './employees/employees.routes';
import { payrollRoutes } from './payroll/payroll.routes';
import { billingRoutes } from './billing/billing.routes';
import { publicConfigRoutes } from './public-config/public-config.routes';
import { openApiRoutes } from './openapi/openapi';
import { communityRoutes } from './community/community.routes';
import { pushRoutes } from './push/push.routes';
import { settingsRoutes } from './settings/settings.routes';
import { statementLinksRoutes } from './statements/statement-links.routes';

/**
 * The route manifest: every /api route, gathered from the feature folders (decision 019). The
 * server registers exactly these (src/server/http/register-routes.ts), the OpenAPI description is
 * generated from them, and the authorization matrix and fuzz suites are built from them.
 */
export const apiRoutes: readonly RouteEntry[] = [
  ...healthRoutes,
  ...openApiRoutes(() => apiRoutes),
  ...publicConfigRoutes,
  ...contactRoutes,
  ...signupRoutes,
  ...authRoutes,
  ...sessionRoutes,
  ...storesRoutes,
  ...dashboardRoutes,
  ...adminRoutes,
  ...adminStoresRoutes,
  ...adminUsersRoutes,
  ...monthlyReportRoutes,
  ...securityRoutes,
  ...dailyResetRoutes,
  ...systemStatusRoutes,
  ...customersRoutes,
  ...creditRoutes,
  ...statementLinksRoutes,
  ...dailyLogsRoutes,
  ...reportsRoutes,
  ...exportsRoutes,
  ...employeesRoutes,
  ...payrollRoutes,
  ...billingRoutes,
  ...communityRoutes,
  ...pushRoutes,
  ...settingsRoutes,
];
