/** The stores feature's public entry: what it offers the rest of the server; nothing else in stores/ is imported from outside (decision 048, server half). */
export { storesRoutes } from './stores.routes';
export { setupStore } from './stores.service';
