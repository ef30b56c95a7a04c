import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { stores } from './core';
import { customers } from './tenant';

/**
 * A customer's statement link (decision 050): only the SHA-256 of the random token is kept
 * (base64url), never the token. Revoked by the owner, or all at once when the customer is archived
 * (a trigger, migration 0018); deleted with the customer or the store.
 */
export const statementLinks = pgTable(
  'statement_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    storeId: uuid()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    lastOpenedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('statement_links_token_hash_key').on(t.tokenHash),
    index('statement_links_customer_idx').on(t.storeId, t.customerId, t.createdAt),
  ],
);

/**
 * One row per statement page shown: which link, when, from which IP. Kept STATEMENT_VIEW_RETENTION_DAYS
 * (housekeeping deletes older rows in batches along statement_link_views_viewed_at_idx).
 */
export const statementLinkViews = pgTable(
  'statement_link_views',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    linkId: uuid()
      .notNull()
      .references(() => statementLinks.id, { onDelete: 'cascade' }),
    viewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ip: text(),
  },
  (t) => [index('statement_link_views_link_idx').on(t.linkId, t.viewedAt), index('statement_link_views_viewed_at_idx').on(t.viewedAt)],
);
