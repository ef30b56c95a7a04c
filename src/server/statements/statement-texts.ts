import { translator, type ServerTexts } from '../i18n/translator';
import english from './texts/en';
import spanish from './texts/es';

/** The statement page's words per language (issue 27): the customer's language, else the store's. */
export type StatementKey = keyof typeof english;
export type StatementTexts = ServerTexts<StatementKey>;

export const statementCatalogues = { en: english, es: spanish as StatementTexts };
export const statementText = translator<StatementKey>(statementCatalogues);
