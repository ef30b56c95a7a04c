import type { RouteEntry } from './http/route-manifest';
import { authRoutes } from './auth/auth.routes';
import { signupRoutes } from './signup/index';
import { sessionRoutes } from './session/index';
import { storesRoutes } from './stores/index';
import { contactRoutes } from './contact/index';
import { healthRoutes } from './health/index';
import { dashboardRoutes } from './dashboard/index';
import {
  adminStoresRoutes,
  adminUsersRoutes,
  dailyResetRoutes,
  monthlyReportRoutes,
  securityRoutes,
  systemStatusRoutes,
} from './admin/index';
import { customersRoutes } from './customers/index';
import { creditRoutes } from './credit/index';
import { dailyLogsRoutes } from './daily-logs/index';
import { reportsRoutes } from './reports/index';
import { exportsRoutes } from './exports/index';
import { employeesRoutes } from './employees/index';
import { payrollRoutes } from './payroll/index';
import { billingRoutes } from './billing/index';
import { publicConfigRoutes } from './public-config/index';
import { openApiRoutes } from './openapi/openapi';
import { communityRoutes } from './community/index';
import { pushRoutes } from './push/index';
import { settingsRoutes } from './settings/index';
import { statementLinksRoutes } from './statements/index';

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
