import { sql, type SQL } from 'drizzle-orm';
import { COMMUNITY_PAGE_SIZE, type CommunityMessage, type CommunityPost, type MediaItem, type PostPage } from '#shared/community/community.schemas';
import type { Db } from '../db/client';
import type { Tx } from '../db/with-actor';
import { AppError } from '../http/app-error';
import { personNameOf } from '../db/person-name';
import { isIsoTimestamp } from '#shared/validation/timestamps';
import { isUuid } from '#shared/validation/ids';

type PostRow = {
  id: string; title: string; content: string; post_type: CommunityPost['postType']; is_pinned: boolean; store_id: string | null;
  store_name: string | null; author_id: string | null; author_name: string | null; media: MediaItem[]; message_count: number;
  created_at: Date | string; cursor_time: string;
};

/** A person's name: profile first + last, else the account name; null once the account is gone ('Unknown User'). */
const authorName = (alias: string) =>
  sql.raw(`(select ${personNameOf('pr', 'u')} from users u left join profiles pr on pr.id = u.id where u.id = ${alias}.author_id)`);

const postColumns = sql`p.id, p.title, p.content, p.post_type, p.is_pinned, p.store_id, s.name as store_name, p.author_id,
  ${authorName('p')} as author_name, p.media,
  (select count(*) from community_messages m where m.post_id = p.id)::int as message_count, p.created_at,
  to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as cursor_time`;

function toPost(row: PostRow): CommunityPost {
  return {
    id: row.id, title: row.title, content: row.content, postType: row.post_type, isPinned: row.is_pinned, storeId: row.store_id,
    storeName: row.store_name, authorId: row.author_id, authorName: row.author_name, media: row.media, messageCount: Number(row.message_count),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** The cursor of the next page: the last post's (is_pinned, created_at to the microsecond, id). */
function encodeCursor(row: PostRow): string {
  return Buffer.from(JSON.stringify([row.is_pinned, row.cursor_time, row.id])).toString('base64url');
}

/** The cursor's (is_pinned, time, id), each checked by the shared validators; anything else is 422 { cursor: 'invalid' }. */
function decodeCursor(cursor: string): [boolean, string, string] {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(value) && value.length === 3 && typeof value[0] === 'boolean' && typeof value[1] === 'string' && isIsoTimestamp(value[1], 'none') &&
      typeof value[2] === 'string' && isUuid(value[2])) return value as [boolean, string, string];
  } catch {
    // fall through
  }
  throw new AppError('VALIDATION_FAILED', { cursor: 'invalid' });
}

/** The SQL of one page of the board (its plan is checked in post-queries.test.ts: index order, no sort). */
export function boardPageQuery(cursor: string | undefined): SQL {
  let after: SQL = sql`true`;
  if (cursor) {
    const [pinned, time, id] = decodeCursor(cursor);
    after = sql`(p.is_pinned, p.created_at, p.id) < (${pinned}, ${time}::timestamp at time zone 'UTC', ${id}::uuid)`;
  }
  return sql`select ${postColumns} from community_posts p left join stores s on s.id = p.store_id
    where ${after} order by p.is_pinned desc, p.created_at desc, p.id desc limit ${COMMUNITY_PAGE_SIZE + 1}`;
}

/** The board: pinned first, then newest first, pages of COMMUNITY_PAGE_SIZE by keyset cursor (index community_posts_board_idx). */
export async function listPosts(db: Db, cursor: string | undefined): Promise<PostPage> {
  const result = await db.execute<PostRow>(boardPageQuery(cursor));
  const rows = result.rows.slice(0, COMMUNITY_PAGE_SIZE);
  const hasMore = result.rows.length > COMMUNITY_PAGE_SIZE;
  return { posts: rows.map(toPost), nextCursor: hasMore ? encodeCursor(rows[rows.length - 1]!) : null };
}

/** One post, or 404. */
export async function findPost(db: Db | Tx, id: string): Promise<CommunityPost> {
  const result = await db.execute<PostRow>(sql`select ${postColumns} from community_posts p left join stores s on s.id = p.store_id where p.id = ${id}`);
  const row = result.rows[0];
  if (!row) throw new AppError('NOT_FOUND');
  return toPost(row);
}

type MessageRow = { id: string; post_id: string; content: string; store_id: string | null; store_name: string | null; author_id: string | null; author_name: string | null; created_at: Date | string };

const messageColumns = sql`m.id, m.post_id, m.content, m.store_id, s.name as store_name, m.author_id, ${authorName('m')} as author_name, m.created_at`;

function toMessage(row: MessageRow): CommunityMessage {
  return {
    id: row.id, postId: row.post_id, content: row.content, storeId: row.store_id, storeName: row.store_name, authorId: row.author_id,
    authorName: row.author_name, createdAt: new Date(row.created_at).toISOString(),
  };
}

/** A post's thread, oldest first. */
export async function listMessages(db: Db, postId: string): Promise<CommunityMessage[]> {
  const result = await db.execute<MessageRow>(sql`select ${messageColumns} from community_messages m left join stores s on s.id = m.store_id
    where m.post_id = ${postId} order by m.created_at asc, m.id asc limit 5000`);
  return result.rows.map(toMessage);
}

export async function findMessage(db: Db | Tx, id: string): Promise<CommunityMessage> {
  const result = await db.execute<MessageRow>(sql`select ${messageColumns} from community_messages m left join stores s on s.id = m.store_id where m.id = ${id}`);
  return toMessage(result.rows[0]!);
}
