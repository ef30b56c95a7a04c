/** The health feature's public entry: what it offers the rest of the server; nothing else in health/ is imported from outside (decision 048, server half). */
export { healthRoutes } from './health.routes';
export { checkReadiness, type Readiness } from './readiness';
