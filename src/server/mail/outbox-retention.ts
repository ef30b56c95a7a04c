import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema/index';
import { DELETE_PAUSE_MS, deleteRowsBefore } from '../db/batched-delete';

/**
 * How long an email_outbox row is kept, whatever its status (stored, sent, failed): long enough to
 * read a message stored in outbox mode or to see why one failed; its links expired long before
 * (decision 045).
 */
export const OUTBOX_RETENTION_DAYS = 30;

/**
 * Delete the outbox rows older than OUTBOX_RETENTION_DAYS, oldest first, in batches of DELETE_BATCH
 * along email_outbox_created_at_idx, DELETE_PAUSE_MS apart (a backlog drains in short steps, as the
 * Idempotency-Key purge does). Returns how many were deleted; safe from several processes at once.
 */
export async function deleteOldOutboxMail(db: Db, now: Date = new Date(), pauseMs = DELETE_PAUSE_MS): Promise<number> {
  const cutoff = new Date(now.getTime() - OUTBOX_RETENTION_DAYS * 86_400_000);
  return deleteRowsBefore(db, emailOutbox, emailOutbox.createdAt, cutoff, pauseMs);
}
