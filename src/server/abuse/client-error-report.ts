import type { Db } from '../db/client';
import { AppError } from '../http/app-error';
import { isOverLimit } from './request-counter';

/** What the crash screen sends (the route's schema caps each field: about 10 KB in all). */
export type ClientErrorReport = { message: string; stack?: string | undefined; path?: string | undefined };

/**
 * Per session 10 reports per 10 minutes, per IP 30 (a crash loop sends a handful; more is noise or
 * abuse). Counted in the database (request_counters), like the other abuse limits: the counts hold
 * across server instances and cost one small upsert per report, and reports are rare.
 */
const WINDOW_SECONDS = 600;
const MAX_PER_WINDOW = 10;
/** An IP may be a whole shop behind one router. */
const MAX_PER_IP = 30;

export type ReportSource = { requestId: string; ip: string | null; sessionId: string | null; userId: string | null };

/** Throttle, then log the report as ONE JSON line (newlines and control characters escaped by JSON). */
export async function logClientError(db: Db, report: ClientErrorReport, source: ReportSource, log: (line: string) => void = console.warn) {
  const limits = [
    { bucket: `client-errors:ip:${source.ip ?? 'unknown'}`, max: MAX_PER_IP, windowSeconds: WINDOW_SECONDS },
    ...(source.sessionId ? [{ bucket: `client-errors:session:${source.sessionId}`, max: MAX_PER_WINDOW, windowSeconds: WINDOW_SECONDS }] : []),
  ];
  if (await isOverLimit(db, limits)) throw new AppError('RATE_LIMITED');
  log(
    JSON.stringify({
      level: 'warn',
      event: 'client-error',
      time: new Date().toISOString(),
      requestId: source.requestId,
      userId: source.userId,
      ip: source.ip,
      path: report.path ?? null,
      message: report.message,
      stack: report.stack ?? null,
    }),
  );
}
