import { z } from 'zod';

/**
 * A write kept on a device while the server could not be reached carries the time of the tap
 * (`occurredAt`, issue 24, decision 051). The server takes it up to 72 hours late and at most 5
 * minutes early (a device clock a little ahead); anything else is refused with 422.
 */
export const OCCURRED_AT_MAX_AGE_HOURS = 72;
export const OCCURRED_AT_MAX_AHEAD_MINUTES = 5;

export type OccurredAtRefusal = 'ENTRY_TOO_OLD' | 'ENTRY_IN_FUTURE';

/** ISO 8601 with an offset (what `Date.prototype.toISOString` makes). */
export const occurredAtSchema = z.iso.datetime({ offset: true, error: 'invalid_date' });

/**
 * The app sends the tap with every give, payment, new customer and cash log, so a send that got no
 * answer can be kept and sent again with the very same body. Every write that carries a tap is judged
 * on the tap's business day and keeps it, however soon after the tap it arrives (issue 36: a give
 * tapped at 23:59:30 and synced at 00:00:20 belongs to the day of the tap). A tap a little ahead of
 * the server's clock (a device clock running fast, up to OCCURRED_AT_MAX_AHEAD_MINUTES) is taken as
 * the time received: nothing happens after it reaches the server.
 */
export function tapOf(occurredAt: Date | null, received: Date): Date | null {
  if (!occurredAt) return null;
  return occurredAt.getTime() > received.getTime() ? received : occurredAt;
}

/**
 * The history shows 'synced …' under the tap only when the server received the write more than
 * this after the tap: a write sent at once also keeps its tap, a few milliseconds before.
 */
export const SYNCED_LATER_MS = 60_000;

/** Whether the ledger should say when the server received a write beside its tap. */
export function syncedLater(occurredAt: Date | string, createdAt: Date | string): boolean {
  return new Date(createdAt).getTime() - new Date(occurredAt).getTime() > SYNCED_LATER_MS;
}

/** Whether a write tapped at `occurredAt` may still be applied at `now`. */
export function checkOccurredAt(occurredAt: Date, now: Date): OccurredAtRefusal | null {
  const late = now.getTime() - occurredAt.getTime();
  if (late > OCCURRED_AT_MAX_AGE_HOURS * 3_600_000) return 'ENTRY_TOO_OLD';
  if (-late > OCCURRED_AT_MAX_AHEAD_MINUTES * 60_000) return 'ENTRY_IN_FUTURE';
  return null;
}
