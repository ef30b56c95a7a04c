/** The exports feature's public entry: what it offers the rest of the server; nothing else in exports/ is imported from outside (decision 048, server half). */
export { exportsRoutes } from './exports.routes';
