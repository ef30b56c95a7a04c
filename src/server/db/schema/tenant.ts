import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { stores } from './core';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const storeId = () =>
  uuid()
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' });
const cents = () => bigint({ mode: 'number' });

export const customers = pgTable(
  'customers',
  {
    id: uuid().primaryKey().defaultRandom(),
    storeId: storeId(),
    displayId: text().notNull(),
    name: text().notNull(),
    phone: text().notNull(),
    email: text(),
    address: text(),
    notes: text(),
    photoKey: text(),
    creditBalanceCents: cents().notNull().default(0),
    creditLimitCents: cents().notNull().default(5000),
    dailyCreditOn: date({ mode: 'string' }),
    internalRedFlag: boolean().notNull().default(false),
    redFlagNotes: text(),
    isBlocked: boolean().notNull().default(false),
    verifiedCustomer: boolean().notNull().default(false),
    loyalCustomer: boolean().notNull().default(false),
    /** Set when a customer with ledger entries is deleted: hidden from the directory, kept for the record. */
    archivedAt: timestamp({ withTimezone: true }),
    archivedBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_store_display_id_key').on(t.storeId, t.displayId),
    index('customers_store_name_idx').on(t.storeId, t.name),
    check('customers_credit_limit_non_negative', sql`${t.creditLimitCents} >= 0`),
  ],
);

export const creditTransactions = pgTable(
  'credit_transactions',
  {
    id: uuid().primaryKey().defaultRandom(),
    storeId: storeId(),
    // No cascade: a customer with ledger entries is archived, never deleted (the ledger is never erased);
    // the database refuses the delete. Deleting a store still removes both (each cascades from stores).
    customerId: uuid()
      .notNull()
      .references(() => customers.id, { onDelete: 'no action' }),
    transactionType: text({ enum: ['credit_given', 'credit_paid'] }).notNull(),
    amountCents: cents().notNull(),
    notes: text(),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    businessDate: date({ mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  // Its indexes are hand-written (migrations 0002-0004, 0007): (store_id, customer_id, created_at DESC, id DESC),
  // (store_id, created_at DESC, id DESC), (store_id, business_date, created_at, id). The two drizzle declared
  // here were prefixes of the first and the last, one more insertion each per ledger row (decision 015).
  (t) => [check('credit_transactions_amount_positive', sql`${t.amountCents} > 0`)],
);

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    storeId: storeId(),
    key: text().notNull(),
    requestHash: text().notNull(),
    status: text({ enum: ['pending', 'done'] }).notNull(),
    responseStatus: bigint({ mode: 'number' }),
    response: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.key] })],
);

export const dailyLogs = pgTable(
  'daily_logs',
  {
    id: uuid().primaryKey().defaultRandom(),
    storeId: storeId(),
    logDate: date({ mode: 'string' }).notNull(),
    startingCashCents: cents().notNull().default(0),
    cashSalesCents: cents().notNull().default(0),
    payoutsCents: cents().notNull().default(0),
    expensesCents: cents().notNull().default(0),
    actualCashCents: cents().notNull().default(0),
    notes: text(),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    updatedBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('daily_logs_store_date_key').on(t.storeId, t.logDate)],
);

export const payrollEntries = pgTable(
  'payroll_entries',
  {
    id: uuid().primaryKey().defaultRandom(),
    storeId: storeId(),
    employeeId: text().references(() => users.id, { onDelete: 'set null' }),
    employeeName: text().notNull(),
    employeePhone: text(),
    entryDate: date({ mode: 'string' }).notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    payPeriodType: text({ enum: ['weekly', 'bi-weekly', 'monthly'] }).notNull(),
    totalHours: numeric({ precision: 7, scale: 2 }).notNull(),
    totalAmountCents: cents().notNull(),
    hourlyRateCents: cents().notNull(),
    signatureKey: text(),
    signatureDate: timestamp({ withTimezone: true }),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('payroll_entries_store_idx').on(t.storeId, t.createdAt)],
);

export const communityPosts = pgTable(
  'community_posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    storeId: storeId(),
    authorId: text().references(() => users.id, { onDelete: 'set null' }),
    title: text().notNull(),
    content: text().notNull().default(''),
    postType: text({ enum: ['general', 'exchange', 'important', 'promotion'] }).notNull().default('general'),
    media: jsonb().notNull().default(sql`'[]'::jsonb`),
    isPinned: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('community_posts_order_idx').on(t.isPinned, t.createdAt), index('community_posts_store_idx').on(t.storeId)],
);

export const communityMessages = pgTable(
  'community_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    postId: uuid()
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    storeId: storeId(),
    authorId: text().references(() => users.id, { onDelete: 'set null' }),
    content: text().notNull(),
    isImportant: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('community_messages_post_idx').on(t.postId, t.createdAt), index('community_messages_store_idx').on(t.storeId)],
);

export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    storeId: storeId(),
    method: text({ enum: ['card', 'check'] }).notNull(),
    amountCents: cents().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    recordedBy: text().references(() => users.id, { onDelete: 'set null' }),
    reference: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscription_payments_store_idx').on(t.storeId, t.receivedAt),
    // One row per card invoice (a replayed invoice.paid records nothing twice) and per cheque number.
    uniqueIndex('subscription_payments_reference_key').on(t.storeId, t.method, t.reference),
  ],
);
