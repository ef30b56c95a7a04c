import { and, between, desc, eq, type SQL } from 'drizzle-orm';
import type { DailyLog } from '#shared/daily-logs/daily-log.schemas';
import { reconcile } from '#shared/daily-logs/reconciliation';
import type { Db } from '../db/client';
import type { Tx } from '../db/with-actor';
import { dailyLogs, profiles, users } from '../db/schema/index';
import { personNameSql } from '../db/person-name';

type DailyLogRow = typeof dailyLogs.$inferSelect;

/** A stored log as the API answers it; expected cash and balance come from reconcile(). */
export function toDailyLog(row: DailyLogRow, updatedByName: string | null): DailyLog {
  const values = {
    startingCashCents: row.startingCashCents,
    cashSalesCents: row.cashSalesCents,
    payoutsCents: row.payoutsCents,
    expensesCents: row.expensesCents,
    actualCashCents: row.actualCashCents,
  };
  const { expectedCashCents, balanceCents } = reconcile(values);
  return {
    id: row.id,
    logDate: row.logDate,
    ...values,
    notes: row.notes,
    expectedCashCents,
    balanceCents,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedByName,
  };
}

/** Logs of one store with the name of who saved them last; `where` narrows within the store. */
async function selectLogs(db: Db | Tx, storeId: string, where: SQL) {
  const rows = await db
    .select({ log: dailyLogs, updatedByName: personNameSql })
    .from(dailyLogs)
    .leftJoin(users, eq(users.id, dailyLogs.updatedBy))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(dailyLogs.storeId, storeId), where))
    .orderBy(desc(dailyLogs.logDate));
  return rows.map(({ log, updatedByName }) => toDailyLog(log, updatedByName));
}

/** The one log of a business day, or null. */
export async function findDailyLog(db: Db | Tx, storeId: string, logDate: string): Promise<DailyLog | null> {
  const [log] = await selectLogs(db, storeId, eq(dailyLogs.logDate, logDate));
  return log ?? null;
}

/** The logs of business days from..to (inclusive), newest first. */
export function listDailyLogs(db: Db | Tx, storeId: string, range: { from: string; to: string }): Promise<DailyLog[]> {
  return selectLogs(db, storeId, between(dailyLogs.logDate, range.from, range.to));
}
