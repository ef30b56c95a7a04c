import { and, gte, lt } from 'drizzle-orm';
import { currentMonth, monthRange, summarizeMonth, type MonthlyReport } from '#shared/admin/monthly-report';
import { effectiveStatus } from '#shared/subscription/subscription';
import type { Db } from '../db/client';
import { stores } from '../db/schema/index';

/**
 * The monthly report of one month (default: this one, UTC): the stores created in it, each counted
 * by its effective subscription status now (src/shared/admin/monthly-report.ts has the formulas).
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
  return summarizeMonth(chosen, statuses);
}
