/** The statements feature as other features see it (issue 26). */
export { ShareStatementDialog, type ShareCustomer } from './components/share-statement-dialog';
export { StatementLinksCard } from './components/statement-links-card';
export type { Receipt } from './share-message';
