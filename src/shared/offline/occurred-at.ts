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
 * answer can be kept and sent again with the very same body. A tap less than this before the server
 * received it is a write sent at once: judged on the day received, and no tap is kept for it.
 */
export const SENT_AT_ONCE_MS = 60_000;

/** The tap to judge and keep: null for a write sent at once (no tap, or a tap within SENT_AT_ONCE_MS). */
export function lateTap(occurredAt: Date | null, received: Date): Date | null {
  return occurredAt && received.getTime() - occurredAt.getTime() > SENT_AT_ONCE_MS ? occurredAt : null;
}

/** Whether a write tapped at `occurredAt` may still be applied at `now`. */
export function checkOccurredAt(occurredAt: Date, now: Date): OccurredAtRefusal | null {
  const late = now.getTime() - occurredAt.getTime();
  if (late > OCCURRED_AT_MAX_AGE_HOURS * 3_600_000) return 'ENTRY_TOO_OLD';
  if (-late > OCCURRED_AT_MAX_AHEAD_MINUTES * 60_000) return 'ENTRY_IN_FUTURE';
  return null;
}
