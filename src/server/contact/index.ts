/** The contact feature's public entry: what it offers the rest of the server; nothing else in contact/ is imported from outside (decision 048, server half). */
export { contactRoutes } from './contact.routes';
