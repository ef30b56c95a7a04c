/** The statements feature's public entry: what it offers the rest of the server; nothing else in statements/ is imported from outside (decision 048, server half). */
export { statementLinksRoutes } from './statement-links.routes';
export { statementPageRoutes } from './statement-page.routes';
export { deleteOldStatementViews, STATEMENT_VIEW_RETENTION_DAYS } from './statement-view-retention';
