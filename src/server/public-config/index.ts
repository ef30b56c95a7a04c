/** The public-config feature's public entry: what it offers the rest of the server; nothing else in public-config/ is imported from outside (decision 049). */
export { publicConfigRoutes } from './public-config.routes';
