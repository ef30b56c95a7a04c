import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stores } from './core';

/** Card-provider (Stripe) webhook events already processed: each event id changes state once. */
export const billingEvents = pgTable('billing_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  processedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Owner emails about the subscription, one row per store, kind and occasion (a trial end date, an
 * invoice id): the row is claimed before the email goes, so each is sent once.
 */
export const billingNotices = pgTable(
  'billing_notices',
  {
    storeId: uuid()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['trial_ending', 'trial_ended', 'payment_received', 'payment_failed', 'subscription_cancelled'] }).notNull(),
    occasion: text().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.kind, t.occasion] })],
);
