import type { Db } from '../db/client';
import { AppError } from '../http/app-error';
import { isOverLimit, type RequestLimit } from './request-counter';

/** The requests that make us send an email to an address someone typed. */
export type MailingRequest = 'signup' | 'password-reset' | 'verification';

const HOUR = 3600;

/** Per client IP and hour, for each kind (an IP may be a whole shop behind one router). */
export const MAX_PER_IP_PER_HOUR: Record<MailingRequest, number> = { signup: 10, 'password-reset': 10, verification: 10 };

/**
 * Per address and hour, all kinds together: the most mail anyone can make us send to one inbox.
 * Counted whether or not the address has an account, so reaching it tells nothing.
 */
export const MAX_PER_ADDRESS_PER_HOUR = 5;

type MailingSource = { ip: string | null; email: string; isIpLimitOn: boolean };

/**
 * Sign-up, password reset and confirmation links: count the request per IP and per address in
 * request_counters (one statement; holds across server instances) and refuse it, 429 RATE_LIMITED,
 * once either is over. The IP limit follows AUTH_IP_RATE_LIMIT (off for a test stack whose every
 * browser is 127.0.0.1); the address limit always holds.
 */
export async function enforceMailingLimits(db: Db, kind: MailingRequest, source: MailingSource): Promise<void> {
  const address = source.email.trim().toLowerCase();
  const limits: RequestLimit[] = [{ bucket: `mail:address:${address}`, max: MAX_PER_ADDRESS_PER_HOUR, windowSeconds: HOUR }];
  if (source.isIpLimitOn) {
    limits.push({ bucket: `${kind}:ip:${source.ip ?? 'unknown'}`, max: MAX_PER_IP_PER_HOUR[kind], windowSeconds: HOUR });
  }
  if (await isOverLimit(db, limits)) throw new AppError('RATE_LIMITED');
}
