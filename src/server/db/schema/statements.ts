import { bigint, foreignKey, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    id: uuid().notNull().defaultRandom(),
    storeId: uuid()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    customerId: uuid().notNull(),
    tokenHash: text().notNull(),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    lastOpenedAt: timestamp({ withTimezone: true }),
  },
  // Keys carry store_id (decision 063); the token's index still leads with token_hash, the page's one lookup.
  (t) => [
    primaryKey({ name: 'statement_links_pkey', columns: [t.id, t.storeId] }),
    foreignKey({ name: 'statement_links_customer_fk', columns: [t.storeId, t.customerId], foreignColumns: [customers.storeId, customers.id] }).onDelete('cascade'),
    uniqueIndex('statement_links_token_hash_key').on(t.tokenHash, t.storeId),
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
    id: bigint({ mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    /** The link's store (migration 0025, decision 063): a view is a row of the store, distributed with its link. */
    storeId: uuid()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    linkId: uuid().notNull(),
    viewedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ip: text(),
  },
  (t) => [
    primaryKey({ name: 'statement_link_views_pkey', columns: [t.id, t.storeId] }),
    foreignKey({ name: 'statement_link_views_link_fk', columns: [t.storeId, t.linkId], foreignColumns: [statementLinks.storeId, statementLinks.id] }).onDelete('cascade'),
    index('statement_link_views_link_idx').on(t.linkId, t.viewedAt),
    index('statement_link_views_viewed_at_idx').on(t.viewedAt),
  ],
);
