import { asc, gt, sql } from 'drizzle-orm';
import type { CommunityEvent } from '#shared/community/community.schemas';
import type { Db } from '../db/client';
import { communityEvents } from '../db/schema/index';

/** The NOTIFY channel of board changes; its payload is the event's id (the rows are read from the table). */
export const COMMUNITY_CHANNEL = 'community_events';
/** The NOTIFY channel of ended sessions (trigger on sessions, migration 'community_board'). */
export const SESSION_END_CHANNEL = 'session_end';
export type EventRow = { id: number; event: CommunityEvent };

/** Events after `afterId`, oldest first. */
export async function readEventsAfter(db: Db, afterId: number, limit = 1000): Promise<EventRow[]> {
  const rows = await db
    .select({ id: communityEvents.id, kind: communityEvents.kind, postId: communityEvents.postId, payload: communityEvents.payload })
    .from(communityEvents)
    .where(gt(communityEvents.id, afterId))
    .orderBy(asc(communityEvents.id))
    .limit(limit);
  return rows.map((row) => ({ id: Number(row.id), event: { kind: row.kind, postId: row.postId, ...(row.payload as object) } as CommunityEvent }));
}

/** The newest event id (0 when none), and the oldest one kept (housekeeping deletes old events). */
export async function eventBounds(db: Db): Promise<{ latest: number; oldest: number }> {
  const result = await db.execute<{ latest: string | null; oldest: string | null }>(
    sql`select max(id)::text as latest, min(id)::text as oldest from community_events`,
  );
  const row = result.rows[0];
  return { latest: Number(row?.latest ?? 0), oldest: Number(row?.oldest ?? 0) };
}
