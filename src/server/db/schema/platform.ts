// The platform's own tables (jobs, limits, mail, settings, push, stored files), split from core.ts (issue 36: files under 250 lines).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { stores } from './core';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** The last run of each scheduled or manual platform job (housekeeping, daily credit reset, backup): the admin's System Status. */
export const jobRuns = pgTable('job_runs', {
  name: text().primaryKey(),
  startedAt: timestamp({ withTimezone: true }).notNull(),
  finishedAt: timestamp({ withTimezone: true }),
  isOk: boolean().notNull(),
  error: text(),
  details: jsonb(),
});

/**
 * Once-only runs of the scheduled jobs (decision 062): one row per job and period (the hour of a
 * housekeeping pass, the last backup a scheduled backup follows). The instance whose insert wins
 * runs it; an unfinished claim whose lease ran out (its instance died, or lost the old primary in a
 * failover) may be taken over; a finished one never runs again.
 */
export const jobClaims = pgTable(
  'job_claims',
  {
    job: text().notNull(),
    period: text().notNull(),
    claimedBy: text().notNull(),
    claimedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(1),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.job, table.period] })],
);

export const failedLoginAttempts = pgTable(
  'failed_login_attempts',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    ipAddress: text(),
    createdAt: createdAt(),
  },
  (t) => [index('failed_login_attempts_email_idx').on(t.email, t.createdAt)],
);

/**
 * Fixed-window request counters (sign-ups, reset and verification emails, client error reports)
 * per IP or address: one row per bucket and window, counted with one atomic upsert, so the limit
 * holds across server instances.
 */
export const requestCounters = pgTable(
  'request_counters',
  {
    bucket: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.windowStart] }), index('request_counters_window_idx').on(t.windowStart)],
);

export const contactMessages = pgTable('contact_messages', {
  id: uuid().primaryKey().defaultRandom(),
  name: text().notNull(),
  email: text().notNull(),
  subject: text().notNull(),
  message: text().notNull(),
  ipAddress: text(),
  createdAt: createdAt(),
});

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    status: text({ enum: ['stored', 'sent', 'failed'] }).notNull(),
    error: text(),
    createdAt: createdAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('email_outbox_created_at_idx').on(t.createdAt)],
);

export const systemSettings = pgTable('system_settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedBy: text(),
  updatedAt: updatedAt(),
});

/** A device subscribed to Web Push (decision 030): it belongs to one user; keys = { p256dh, auth }. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull().unique(),
    keys: jsonb().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('push_subscriptions_user_id_idx').on(t.userId)],
);

export const storedObjects = pgTable(
  'stored_objects',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Null only for community media a platform admin uploaded (admins have no store). */
    storeId: uuid().references(() => stores.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['customer-photo', 'employee-photo', 'community-media', 'signature'] }).notNull(),
    key: text().notNull().unique(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    /** Community media: who uploaded it (only they may attach it to a post), its file name, and its post once attached. */
    uploadedBy: text().references(() => users.id, { onDelete: 'set null' }),
    fileName: text(),
    postId: uuid(),
    createdAt: createdAt(),
  },
  (t) => [
    index('stored_objects_store_id_idx').on(t.storeId, t.kind),
    index('stored_objects_post_idx').on(t.postId),
    check('stored_objects_store_required', sql`${t.storeId} is not null or ${t.kind} = 'community-media'`),
  ],
);
