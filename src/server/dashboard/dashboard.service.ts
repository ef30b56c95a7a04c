import { and, count, countDistinct, eq, sum } from 'drizzle-orm';
import { todayInZone } from '#shared/dates';
import type { Db } from '../db/client';
import { creditTransactions, customers, dailyLogs, stores } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { selectNearLimit } from './near-limit.queries';
import type { DashboardSummary } from '#shared/dashboard/dashboard.schemas';

/** The dashboard tiles for the store's business day (its own time zone). */
export async function getDashboardSummary(db: Db, storeId: string, now = new Date()): Promise<DashboardSummary> {
  const [store] = await db.select({ timezone: stores.timezone }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw new AppError('NOT_FOUND');
  const today = todayInZone(store.timezone, now);
  const inStore = eq(customers.storeId, storeId);
  const [[all], [active], [flagged], [log], [served], [given], nearLimit] = await Promise.all([
    db.select({ n: count() }).from(customers).where(inStore),
    db.select({ n: count() }).from(customers).where(and(inStore, eq(customers.dailyCreditOn, today))),
    db.select({ n: count() }).from(customers).where(and(inStore, eq(customers.internalRedFlag, true))),
    db
      .select({ cents: dailyLogs.cashSalesCents })
      .from(dailyLogs)
      .where(and(eq(dailyLogs.storeId, storeId), eq(dailyLogs.logDate, today))),
    db
      .select({ n: countDistinct(creditTransactions.customerId) })
      .from(creditTransactions)
      .where(and(eq(creditTransactions.storeId, storeId), eq(creditTransactions.businessDate, today))),
    db
      .select({ cents: sum(creditTransactions.amountCents) })
      .from(creditTransactions)
      .where(
        and(
          eq(creditTransactions.storeId, storeId),
          eq(creditTransactions.businessDate, today),
          eq(creditTransactions.transactionType, 'credit_given'),
        ),
      ),
    selectNearLimit(db, storeId),
  ]);
  return {
    businessDate: today,
    totalCustomers: all?.n ?? 0,
    todaysSalesCents: log?.cents ?? 0,
    activeCredits: active?.n ?? 0,
    redFlagged: flagged?.n ?? 0,
    customersServedToday: served?.n ?? 0,
    creditGivenTodayCents: Number(given?.cents ?? 0),
    tasks: { dailyLogSaved: log !== undefined, ...nearLimit },
  };
}
