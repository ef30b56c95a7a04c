import type { Db } from '../db/client';
import { statementLinkViews } from '../db/schema/index';
import { DELETE_PAUSE_MS, deleteRowsBefore } from './outside';

/**
 * How long a statement_link_views row (link, time, IP) is kept (decision 050): a year and a month.
 * A link lives at most 90 days, so this covers any dispute about a year's statements; the link's own
 * last_opened_at stays for as long as the link does.
 */
export const STATEMENT_VIEW_RETENTION_DAYS = 400;

/**
 * Delete the views older than STATEMENT_VIEW_RETENTION_DAYS, oldest first, in batches of DELETE_BATCH
 * along statement_link_views_viewed_at_idx, DELETE_PAUSE_MS apart (as the outbox and Idempotency-Key
 * purges do). Returns how many were deleted; safe from several processes at once.
 */
export async function deleteOldStatementViews(db: Db, now: Date = new Date(), pauseMs = DELETE_PAUSE_MS): Promise<number> {
  const cutoff = new Date(now.getTime() - STATEMENT_VIEW_RETENTION_DAYS * 86_400_000);
  return deleteRowsBefore(db, statementLinkViews, statementLinkViews.viewedAt, cutoff, pauseMs);
}
