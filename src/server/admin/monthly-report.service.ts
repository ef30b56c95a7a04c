import { and, gte, lt, sum } from 'drizzle-orm';
import { currentMonth, monthRange, summarizeMonth, type MonthlyReport } from '#shared/admin/monthly-report';
import { effectiveStatus } from '#shared/subscription/subscription';
import type { Db } from '../db/client';
import { stores, subscriptionPayments } from '../db/schema/index';

/** The payments (card and cheque, every store) received in [start, end), in cents. */
async function recordedRevenueCents(db: Db, start: Date, end: Date): Promise<number> {
  const [row] = await db
    .select({ total: sum(subscriptionPayments.amountCents).mapWith(Number) })
    .from(subscriptionPayments)
    .where(and(gte(subscriptionPayments.receivedAt, start), lt(subscriptionPayments.receivedAt, end)));
  return row?.total ?? 0;
}

/**
 * The monthly report of one month (default: this one, UTC): the stores created in it, each counted
 * by its effective subscription status now, and the payments recorded in it
 * (src/shared/admin/monthly-report.ts has the formulas).
 */
export async function getMonthlyReport(db: Db, month: string | undefined, now: Date = new Date()): Promise<MonthlyReport> {
  const chosen = month ?? currentMonth(now);
  const { start, end } = monthRange(chosen);
  const rows = await db
    .select({
      status: stores.subscriptionStatus,
      trialEndDate: stores.trialEndDate,
      subscriptionEndDate: stores.subscriptionEndDate,
      paymentSubscriptionId: stores.paymentSubscriptionId,
    })
    .from(stores)
    .where(and(gte(stores.createdAt, start), lt(stores.createdAt, end)));
  const statuses = rows.map((row) =>
    effectiveStatus(
      {
        status: row.status,
        trialEndDate: row.trialEndDate.toISOString(),
        subscriptionEndDate: row.subscriptionEndDate?.toISOString() ?? null,
        renewsByCard: !!row.paymentSubscriptionId,
      },
      now,
    ),
  );
  return summarizeMonth(chosen, statuses, await recordedRevenueCents(db, start, end));
}
