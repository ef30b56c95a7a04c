/**
 * The channels a statement or receipt is sent through. The words themselves (statement and receipt
 * templates) are in the text catalogue: #client/texts/statements.
 */
export type { Receipt } from '#client/texts/statements';
