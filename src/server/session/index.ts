/** The session feature's public entry: what it offers the rest of the server; nothing else in session/ is imported from outside (decision 048, server half). */
export { sessionRoutes } from './session.routes';
export { profileLanguage, requesterLanguage } from './person-language';
