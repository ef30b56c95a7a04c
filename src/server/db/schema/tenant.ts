import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { stores } from './core';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const storeId = () =>
  uuid()
    .notNull()
    .references(() => stores.id, { onDelete: 'cascade' });
const cents = () => bigint({ mode: 'number' });
/**
 * A distributed table's id (decision 063): its primary key is (id, store_id), id first, so a lookup by id
 * alone still reads the key's index, and store_id is in the key as Citus requires of its distribution column.
 */
const tenantId = () => uuid().notNull().defaultRandom();

export const customers = pgTable(
  'customers',
  {
    id: tenantId(),
    storeId: storeId(),
    displayId: text().notNull(),
    name: text().notNull(),
    phone: text().notNull(),
    email: text(),
    address: text(),
    notes: text(),
    photoKey: text(),
    /** The language of the customer's reminders and receipts ('en', 'es'; issue 27); null: the store's. */
    language: text(),
    creditBalanceCents: cents().notNull().default(0),
    creditLimitCents: cents().notNull().default(5000),
    dailyCreditOn: date({ mode: 'string' }),
    internalRedFlag: boolean().notNull().default(false),
    redFlagNotes: text(),
    isBlocked: boolean().notNull().default(false),
    verifiedCustomer: boolean().notNull().default(false),
    /** A phone kept as typed by the E.164 migration (0027, decision 084): the owner is asked to check it; a new number clears it. */
    phoneNeedsReview: boolean().notNull().default(false),
    loyalCustomer: boolean().notNull().default(false),
    /** Set when a customer with ledger entries is deleted: hidden from the directory, kept for the record. */
    archivedAt: timestamp({ withTimezone: true }),
    archivedBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // (display_id, store_id): the directory's (store_id, lower(name), id) must be the only index leading on
    // store_id, so the page reads it in order even on stale statistics (migration 0021, decision 057).
    primaryKey({ name: 'customers_pkey', columns: [t.id, t.storeId] }),
    uniqueIndex('customers_store_display_id_key').on(t.displayId, t.storeId),
    check('customers_credit_limit_non_negative', sql`${t.creditLimitCents} >= 0`),
  ],
);

export const creditTransactions = pgTable(
  'credit_transactions',
  {
    id: tenantId(),
    storeId: storeId(),
    /** The customer, (store_id, customer_id) → customers (store_id, id): see credit_transactions_customer_fk below. */
    customerId: uuid().notNull(),
    transactionType: text({ enum: ['credit_given', 'credit_paid'] }).notNull(),
    amountCents: cents().notNull(),
    notes: text(),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    businessDate: date({ mode: 'string' }).notNull(),
    /** When the write was received (and applied): the order of the ledger and of its running balance. */
    createdAt: createdAt(),
    /**
     * The tap on a device that kept the write while the server could not be reached (decision 051):
     * its business day is businessDate. Null for a write sent at once (then the tap is createdAt).
     */
    occurredAt: timestamp({ withTimezone: true }),
  },
  // Its indexes are hand-written (migrations 0002-0004, 0007): (store_id, customer_id, created_at DESC, id DESC),
  // (store_id, created_at DESC, id DESC), (store_id, business_date, created_at, id). The two drizzle declared
  // here were prefixes of the first and the last, one more insertion each per ledger row (decision 015).
  // The key is (id, store_id) and the customer is (store_id, customer_id) (decision 063): no index added.
  (t) => [
    primaryKey({ name: 'credit_transactions_pkey', columns: [t.id, t.storeId] }),
    // No cascade: a customer with ledger entries is archived, never deleted (the ledger is never erased);
    // the database refuses the delete. Deleting a store still removes both (each cascades from stores).
    foreignKey({ name: 'credit_transactions_customer_fk', columns: [t.storeId, t.customerId], foreignColumns: [customers.storeId, customers.id] }),
    check('credit_transactions_amount_positive', sql`${t.amountCents} > 0`),
  ],
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
    id: tenantId(),
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
  (t) => [primaryKey({ name: 'daily_logs_pkey', columns: [t.id, t.storeId] }), uniqueIndex('daily_logs_store_date_key').on(t.storeId, t.logDate)],
);

/**
 * Payroll entries (issue 10). Hours are whole half-hours (the form's step is 0.5); money in cents.
 * The employee's name and phone are a snapshot taken when the entry is written, so the table and
 * the prints stay right after the employee is deleted. Never updated: a correction is delete + new
 * entry (a trigger refuses UPDATE). The signature is a private stored object (kind 'signature').
 */
export const payrollEntries = pgTable(
  'payroll_entries',
  {
    id: tenantId(),
    storeId: storeId(),
    employeeId: text().references(() => users.id, { onDelete: 'set null' }),
    employeeName: text().notNull(),
    employeePhone: text(),
    entryDate: date({ mode: 'string' }).notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    payPeriodType: text({ enum: ['weekly', 'bi-weekly', 'monthly'] }).notNull(),
    totalHalfHours: integer().notNull(),
    totalAmountCents: cents().notNull(),
    hourlyRateCents: cents().notNull(),
    signatureKey: text(),
    signatureDate: timestamp({ withTimezone: true }),
    createdBy: text().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'payroll_entries_pkey', columns: [t.id, t.storeId] }),
    index('payroll_entries_store_created_idx').on(t.storeId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('payroll_entries_store_employee_idx').on(t.storeId, t.employeeId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('payroll_entries_hours_range', sql`${t.totalHalfHours} > 0 and ${t.totalHalfHours} <= 1488`),
    check('payroll_entries_amount_range', sql`${t.totalAmountCents} > 0 and ${t.totalAmountCents} <= 10000000`),
    check('payroll_entries_period_order', sql`${t.startDate} <= ${t.endDate}`),
  ],
);

export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: tenantId(),
    storeId: storeId(),
    method: text({ enum: ['card', 'check'] }).notNull(),
    amountCents: cents().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    recordedBy: text().references(() => users.id, { onDelete: 'set null' }),
    reference: text(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'subscription_payments_pkey', columns: [t.id, t.storeId] }),
    index('subscription_payments_store_idx').on(t.storeId, t.receivedAt),
    // One row per card invoice (a replayed invoice.paid records nothing twice) and per cheque number.
    uniqueIndex('subscription_payments_reference_key').on(t.storeId, t.method, t.reference),
  ],
);
