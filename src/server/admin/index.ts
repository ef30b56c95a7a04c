/** The admin feature's public entry: what it offers the rest of the server; nothing else in admin/ is imported from outside (decision 048, server half). */
export { adminStoresRoutes } from './admin-stores.routes';
export { adminUsersRoutes } from './admin-users.routes';
export { createOrPromoteAdmin } from './admin-users.service';
export { dailyResetRoutes } from './daily-reset.routes';
export { monthlyReportRoutes } from './monthly-report.routes';
export { securityRoutes } from './security.routes';
export { systemStatusRoutes } from './system-status.routes';
