import type { Role } from '../session/session.schemas';

/** Why a cash log of a date may not be written by this person. */
export type LogDateRefusal = 'DAILY_LOG_FUTURE_DATE' | 'DAILY_LOG_PAST_DATE_OWNER_ONLY';

/**
 * Who writes which day's cash log (DESIGN §1): employees only today's (the store's time zone),
 * the owner today's and past days' (corrections), nobody a day that has not come yet.
 * Dates are business days, 'YYYY-MM-DD', so they compare as strings.
 */
export function checkLogDateWrite(role: Role, logDate: string, today: string): LogDateRefusal | null {
  if (logDate > today) return 'DAILY_LOG_FUTURE_DATE';
  if (logDate < today && role !== 'store_owner') return 'DAILY_LOG_PAST_DATE_OWNER_ONLY';
  return null;
}

/** Whether the log of this date can be edited by this person (the page disables what it must). */
export function canWriteLogDate(role: Role, logDate: string, today: string): boolean {
  return checkLogDateWrite(role, logDate, today) === null;
}
