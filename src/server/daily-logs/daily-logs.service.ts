import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DailyLog, saveDailyLogInputSchema } from '#shared/daily-logs/daily-log.schemas';
import type { Db } from '../db/client';
import { withActor } from '../db/with-actor';
import { dailyLogs } from '../db/schema/index';
import { AppError } from '../http/app-error';
import type { Actor } from '../http/types';
import { findDailyLog } from './daily-log.queries';
import { checkLogDateWrite } from '#shared/daily-logs/log-date-rules';
import type { Role } from '#shared/session/session.schemas';
import { todayInZone } from '#shared/dates';

export type SaveDailyLogValues = z.output<typeof saveDailyLogInputSchema>;

/** Who saves, in which store's time zone (from the session): decides which dates they may write. */
export type LogWriter = { role: Role; timezone: string; now?: Date };

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
  values: SaveDailyLogValues,
  writer: LogWriter,
): Promise<{ log: DailyLog; created: boolean }> {
  const now = writer.now ?? new Date();
  const refusal = checkLogDateWrite(writer.role, date, todayInZone(writer.timezone, now));
  if (refusal) throw new AppError(refusal);
  return withActor(db, actor, async (tx) => {
    const changes = { ...values, updatedBy: actor.userId, updatedAt: now };
    const [saved] = await tx
      .insert(dailyLogs)
      .values({ storeId, logDate: date, ...changes, createdBy: actor.userId, createdAt: now })
      .onConflictDoUpdate({ target: [dailyLogs.storeId, dailyLogs.logDate], set: changes })
      .returning({ created: sql<boolean>`(xmax = 0)` });
    const log = await findDailyLog(tx, storeId, date);
    if (!saved || !log) throw new AppError('INTERNAL');
    return { log, created: saved.created };
  });
}
