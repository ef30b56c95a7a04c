/** The dashboard feature's public entry: what it offers the rest of the server; nothing else in dashboard/ is imported from outside (decision 048, server half). */
export { dashboardRoutes } from './dashboard.routes';
