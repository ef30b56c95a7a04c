import { sql } from 'drizzle-orm';
import type { CommunityEvent } from '#shared/community/community.schemas';
import type { Db } from '../db/client';
import { communityEvents } from '../db/schema/index';
import type { Tx } from '../db/with-actor';
import { COMMUNITY_CHANNEL } from '../realtime/event-log';

/** pg_advisory_xact_lock key of the board's event sequence ('comm' in ASCII). */
const EVENT_LOCK_KEY = 0x636f6d6d;

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

/** Housekeeping: events older than a week are gone (a client away longer reloads the board). */
export async function deleteOldCommunityEvents(db: Db): Promise<number> {
  const result = await db.execute(sql`delete from community_events where created_at < now() - interval '7 days'`);
  return result.rowCount ?? 0;
}
