/** The employees feature's public entry: what it offers the rest of the server; nothing else in employees/ is imported from outside (decision 048, server half). */
export { photoVersionOf } from './employees.queries';
export { employeesRoutes } from './employees.routes';
