/** The public-config feature's public entry: what it offers the rest of the server; nothing else in public-config/ is imported from outside (decision 048, server half). */
export { publicConfigRoutes } from './public-config.routes';
