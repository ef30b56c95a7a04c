// The community board's tables (posts, messages, live events), split from tenant.ts (issue 36: files under 250 lines).
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { stores } from './core';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** A store of a community row: null for a platform admin's post or message (admins have no store). */
const optionalStoreId = () => uuid().references(() => stores.id, { onDelete: 'cascade' });

export const communityPosts = pgTable(
  'community_posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    storeId: optionalStoreId(),
    authorId: text().references(() => users.id, { onDelete: 'set null' }),
    title: text().notNull(),
    content: text().notNull().default(''),
    postType: text({ enum: ['general', 'exchange', 'important', 'promotion'] }).notNull().default('general'),
    /** The post's files as shown on its card: [{ id, mediaType, contentType, name, sizeBytes }] (ids of stored_objects). */
    media: jsonb().notNull().default(sql`'[]'::jsonb`),
    isPinned: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('community_posts_board_idx').on(t.isPinned.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('community_posts_store_idx').on(t.storeId),
    check('community_posts_title_length', sql`char_length(${t.title}) between 1 and 120`),
    check('community_posts_content_length', sql`char_length(${t.content}) <= 5000`),
  ],
);

export const communityMessages = pgTable(
  'community_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    postId: uuid()
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    storeId: optionalStoreId(),
    authorId: text().references(() => users.id, { onDelete: 'set null' }),
    content: text().notNull(),
    isImportant: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('community_messages_post_idx').on(t.postId, t.createdAt),
    index('community_messages_store_idx').on(t.storeId),
    check('community_messages_content_length', sql`char_length(${t.content}) between 1 and 2000`),
  ],
);

/**
 * Every change of the board, in commit order (docs/decisions/024): the id comes from the table's
 * sequence while the writer holds the board's advisory lock, so a client that saw event n has seen
 * every event below n; the SSE stream's Last-Event-ID catch-up reads `id > n`.
 */
export const communityEvents = pgTable(
  'community_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text({ enum: ['post_created', 'post_updated', 'post_deleted', 'message_created'] }).notNull(),
    postId: uuid().notNull(),
    payload: jsonb().notNull().default(sql`'{}'::jsonb`),
    createdAt: createdAt(),
  },
  (t) => [index('community_events_created_idx').on(t.createdAt)],
);

