import { asc, gt, sql } from 'drizzle-orm';
import type { CommunityEvent } from '#shared/community/community.schemas';
import type { Db } from '../db/client';
import { communityEvents } from '../db/schema/index';
import type { Tx } from '../db/with-actor';

/** The NOTIFY channel of board changes; its payload is the event's id (the rows are read from the table). */
export const COMMUNITY_CHANNEL = 'community_events';
/** The NOTIFY channel of ended sessions (trigger on sessions, migration 'community_board'). */
export const SESSION_END_CHANNEL = 'session_end';
/** pg_advisory_xact_lock key of the board's event sequence ('comm' in ASCII). */
const EVENT_LOCK_KEY = 0x636f6d6d;

export type EventRow = { id: number; event: CommunityEvent };

/**
 * Record one board change inside the writing transaction, as its last statement. The advisory lock
 * is taken before the id is drawn and held until commit, so ids commit in order: whoever has seen
 * event n has seen every event below n, and `id > n` is an exact catch-up (decision 024). NOTIFY
 * is sent by PostgreSQL at commit, never for a rolled-back write.
 */
export async function recordCommunityEvent(tx: Tx, event: CommunityEvent): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${EVENT_LOCK_KEY})`);
  const { kind, postId, ...payload } = event;
  const [row] = await tx.insert(communityEvents).values({ kind, postId, payload }).returning({ id: communityEvents.id });
  await tx.execute(sql`select pg_notify(${COMMUNITY_CHANNEL}, ${String(row!.id)})`);
  return row!.id;
}

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

/** Housekeeping: events older than a week are gone (a client away longer reloads the board). */
export async function deleteOldCommunityEvents(db: Db): Promise<number> {
  const result = await db.execute(sql`delete from community_events where created_at < now() - interval '7 days'`);
  return result.rowCount ?? 0;
}
