import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

export const profiles = pgTable('profiles', {
  id: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text().notNull().default(''),
  lastName: text().notNull().default(''),
  email: text().notNull(),
  phone: text(),
  photoKey: text(),
  pushToken: text(),
  /** Set by the session-create hook (src/server/auth/auth.ts): the employee list's last sign-in. */
  lastSignInAt: timestamp({ withTimezone: true }),
  /** The language the person chose ('en', 'es'; issue 27): null until they choose, then it follows them to any device. */
  language: text(),
  updatedAt: updatedAt(),
});

export const stores = pgTable(
  'stores',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    address: text(),
    street: text(),
    city: text(),
    state: text(),
    zip: text(),
    phone: text(),
    ownerId: text().references(() => users.id, { onDelete: 'set null' }),
    timezone: text().notNull().default('UTC'),
    subscriptionStatus: text().notNull().default('trial'),
    trialStartDate: timestamp({ withTimezone: true }).notNull().defaultNow(),
    trialEndDate: timestamp({ withTimezone: true }).notNull().default(sql`now() + interval '15 days'`),
    subscriptionStartDate: timestamp({ withTimezone: true }),
    subscriptionEndDate: timestamp({ withTimezone: true }),
    lastPaymentDate: timestamp({ withTimezone: true }),
    notes: text(),
    paymentCustomerId: text(),
    paymentSubscriptionId: text(),
    /**
     * Ordering key of the last card-provider event applied to the status ('created:periodEnd:rank',
     * zero-padded, compared as text): an older event arriving late never moves the store backwards.
     */
    billingEventKey: text(),
    /** Store Settings: employees may share a customer's statement link (decision 050); off by default. */
    employeesShareStatements: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('stores_owner_id_key').on(t.ownerId),
    index('stores_created_at_idx').on(t.createdAt),
    /** The admin store list's order (created_at desc, id desc), walked backwards: no sort of every store. */
    index('stores_created_id_idx').on(t.createdAt, t.id),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: uuid()
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    role: text({ enum: ['store_owner', 'employee'] }).notNull(),
    isFirstLogin: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_roles_user_id_key').on(t.userId), index('user_roles_store_id_idx').on(t.storeId, t.role)],
);

export const adminUsers = pgTable('admin_users', {
  id: uuid().primaryKey().defaultRandom(),
  userId: text()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * security_audit_log.store_id of a row of no store (a platform table, an admin's action): the nil uuid, not
 * NULL, so store_id can be in the key and be the table's distribution column (Citus refuses NULL there;
 * decision 063). Readers turn it back into null (security-audit.queries.ts).
 */
export const NO_STORE_ID = '00000000-0000-0000-0000-000000000000';

export const securityAuditLog = pgTable(
  'security_audit_log',
  {
    id: uuid().notNull().defaultRandom(),
    action: text({ enum: ['INSERT', 'UPDATE', 'DELETE'] }).notNull(),
    tableName: text().notNull(),
    recordId: text(),
    userId: text(),
    storeId: uuid().notNull().default(NO_STORE_ID),
    ipAddress: text(),
    userAgent: text(),
    /** Changed columns before / after (UPDATE), the row (INSERT: new, DELETE: old); secrets masked (decision 040). */
    oldValues: jsonb(),
    newValues: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [
    // the /admin/security log pages newest first by (created_at, id), under each filter (decision 040);
    // unfiltered, along the primary key itself: one index entry less per audit row (decision 065); store_id
    // last, so the key carries the distribution column (decision 063) and still reads in (created_at, id) order
    primaryKey({ name: 'security_audit_log_pkey', columns: [t.createdAt, t.id, t.storeId] }),
    index('security_audit_log_store_id_idx').on(t.storeId, t.createdAt, t.id),
    index('security_audit_log_user_id_idx').on(t.userId, t.createdAt, t.id),
    index('security_audit_log_table_name_idx').on(t.tableName, t.createdAt, t.id),
  ],
);
