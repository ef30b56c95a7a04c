import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions, users } from './auth';

/**
 * A platform admin's TOTP authenticator (decision 035). `enabledAt` is set once a first code proved
 * the app holds the secret; `lastStep` is the last 30-second step accepted (a code works once).
 */
export const adminTotp = pgTable('admin_totp', {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text().notNull(),
  enabledAt: timestamp({ withTimezone: true }),
  lastStep: bigint({ mode: 'number' }).notNull().default(0),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Sessions whose admin gave a valid TOTP code after signing in (gone with the session). */
export const adminVerifiedSessions = pgTable('admin_verified_sessions', {
  sessionId: text()
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  verifiedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
