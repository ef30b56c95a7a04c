import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DailyLog, saveDailyLogInputSchema } from '#shared/daily-logs/daily-log.schemas';
import type { Db } from '../db/client';
import { withActor, type Tx } from '../db/with-actor';
import { hashRequest, readStoredResponse, runIdempotent } from '../http/idempotency-keys';
import { checkOccurredAt, tapOf } from '#shared/offline/occurred-at';
import { dailyLogs } from '../db/schema/index';
import { AppError } from '../http/app-error';
import type { Actor } from '../http/types';
import { findDailyLog } from './daily-log.queries';
import { checkLogDateWrite } from '#shared/daily-logs/log-date-rules';
import type { Role } from '#shared/session/session.schemas';
import { todayInZone } from '#shared/dates';

export type SaveDailyLogValues = z.output<typeof saveDailyLogInputSchema>;

/**
 * Who saves, in which store's time zone (from the session): decides which dates they may write.
 * idempotencyKey: a retry with it answers the first save instead of saving again.
 */
export type LogWriter = { role: Role; timezone: string; now?: Date; idempotencyKey?: string };

type SavedLog = { log: DailyLog; created: boolean };

/** GET /api/daily-logs/:date — the store's log of that business day, or null. */
export async function getDailyLog(db: Db, storeId: string, date: string): Promise<{ date: string; log: DailyLog | null }> {
  return { date, log: await findDailyLog(db, storeId, date) };
}

/**
 * PUT /api/daily-logs/:date — one statement creates or updates the store's one log of the date,
 * so two people saving the same day at once end with one row and neither gets an error.
 * `xmax = 0` holds only for a row this statement inserted. Employees write only today's log (the
 * store's time zone), the owner past days too, nobody a future day (log-date-rules.ts).
 */
export async function saveDailyLog(
  db: Db,
  actor: Actor,
  storeId: string,
  date: string,
  input: SaveDailyLogValues,
  writer: LogWriter,
): Promise<SavedLog & { isReplay: boolean }> {
  const { occurredAt, baseUpdatedAt, ...values } = input;
  const now = writer.now ?? new Date();
  const key = writer.idempotencyKey;
  const request = key ? { storeId, key, requestHash: hashRequest('PUT', `/api/daily-logs/${date}`, input) } : null;
  // A save with a tap (decision 051, issue 36): "today" is the business day of the tap, however soon it arrives.
  const tappedAt = occurredAt ? new Date(occurredAt) : null;
  const tooLate = tappedAt ? checkOccurredAt(tappedAt, now) : null;
  if (tooLate) {
    const stored = request ? await readStoredResponse<SavedLog>(db, storeId, request.key, request.requestHash) : null;
    if (stored) return { ...stored.body, isReplay: true };
    throw new AppError(tooLate);
  }
  const refusal = checkLogDateWrite(writer.role, date, todayInZone(writer.timezone, tapOf(tappedAt, now) ?? now));
  if (refusal) throw new AppError(refusal);
  const write = (tx: Tx) => upsertLog(tx, actor, storeId, date, values, now, baseUpdatedAt);
  if (!request) return { ...(await withActor(db, actor, write)), isReplay: false };
  const answer = await runIdempotent<SavedLog>(db, actor, request, async (tx) => {
    const saved = await write(tx);
    return { status: saved.created ? 201 : 200, body: saved };
  });
  return { ...answer.body, isReplay: answer.isReplay };
}

/**
 * The one statement that creates or updates the day's log. With baseUpdatedAt (what a device last
 * saw), the day's row is locked first and a log changed since is refused (DAILY_LOG_CHANGED).
 */
async function upsertLog(
  tx: Tx,
  actor: Actor,
  storeId: string,
  date: string,
  values: Omit<SaveDailyLogValues, 'occurredAt' | 'baseUpdatedAt'>,
  now: Date,
  baseUpdatedAt: string | null | undefined,
): Promise<SavedLog> {
  if (baseUpdatedAt !== undefined) {
    const [current] = await tx
      .select({ updatedAt: dailyLogs.updatedAt })
      .from(dailyLogs)
      .where(and(eq(dailyLogs.storeId, storeId), eq(dailyLogs.logDate, date)))
      .for('update');
    const seen = baseUpdatedAt === null ? null : new Date(baseUpdatedAt).getTime();
    if ((current?.updatedAt.getTime() ?? null) !== seen) throw new AppError('DAILY_LOG_CHANGED');
  }
  const changes = { ...values, updatedBy: actor.userId, updatedAt: now };
  const [saved] = await tx
    .insert(dailyLogs)
    .values({ storeId, logDate: date, ...changes, createdBy: actor.userId, createdAt: now })
    .onConflictDoUpdate({ target: [dailyLogs.storeId, dailyLogs.logDate], set: changes })
    .returning({ created: sql<boolean>`(xmax = 0)` });
  const log = await findDailyLog(tx, storeId, date);
  if (!saved || !log) throw new AppError('INTERNAL');
  return { log, created: saved.created };
}
