/** The settings feature's public entry: what it offers the rest of the server; nothing else in settings/ is imported from outside (decision 048, server half). */
export { settingsRoutes } from './settings.routes';
