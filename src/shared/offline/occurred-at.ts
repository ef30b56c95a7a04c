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

/** Whether a write tapped at `occurredAt` may still be applied at `now`. */
export function checkOccurredAt(occurredAt: Date, now: Date): OccurredAtRefusal | null {
  const late = now.getTime() - occurredAt.getTime();
  if (late > OCCURRED_AT_MAX_AGE_HOURS * 3_600_000) return 'ENTRY_TOO_OLD';
  if (-late > OCCURRED_AT_MAX_AHEAD_MINUTES * 60_000) return 'ENTRY_IN_FUTURE';
  return null;
}
