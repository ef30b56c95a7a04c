import { and, count, countDistinct, eq, inArray, sql, sum } from 'drizzle-orm';
import { todayInZone } from '#shared/dates';
import type { Db } from '../db/client';
import { creditTransactions, customers, dailyLogs, stores } from '../db/schema/index';
import { AppError } from '../http/app-error';
import { selectNearLimit } from './near-limit.queries';
import type { DashboardSummary } from '#shared/dashboard/dashboard.schemas';

/**
 * Customers given credit on `today` — the only way daily_credit_on becomes `today` (the ledger write sets
 * both from the same business day). daily_credit_on is not indexed (a give-credit stays a HOT update), so
 * the Active Credits tile finds its few candidates through today's ledger rows, by the
 * (store_id, business_date, …) index, and keeps only those whose daily credit is still on (not reset).
 */
function inTodaysCredit(storeId: string, today: string) {
  return inArray(
    customers.id,
    sql`(select ${creditTransactions.customerId} from ${creditTransactions} where ${creditTransactions.storeId} = ${storeId} and ${creditTransactions.businessDate} = ${today} and ${creditTransactions.transactionType} = 'credit_given')`,
  );
}

/** The dashboard tiles for the store's business day (its own time zone). */
export async function getDashboardSummary(db: Db, storeId: string, now = new Date()): Promise<DashboardSummary> {
  const [store] = await db.select({ timezone: stores.timezone }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw new AppError('NOT_FOUND');
  const today = todayInZone(store.timezone, now);
  const inStore = eq(customers.storeId, storeId);
  const [[all], [active], [flagged], [log], [served], [given], nearLimit] = await Promise.all([
    db.select({ n: count() }).from(customers).where(inStore),
    db.select({ n: count() }).from(customers).where(and(inStore, eq(customers.dailyCreditOn, today), inTodaysCredit(storeId, today))),
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
