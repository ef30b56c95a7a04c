/** The push feature's public entry: what it offers the rest of the server; nothing else in push/ is imported from outside (decision 048, server half). */
export { pushToCommunity, pushToStoreOwners } from './push-sender';
export { pushRoutes } from './push.routes';
