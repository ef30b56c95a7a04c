/** The reports feature's public entry: what it offers the rest of the server; nothing else in reports/ is imported from outside (decision 048, server half). */
export { reportsRoutes } from './reports.routes';
