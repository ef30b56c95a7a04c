import { z } from 'zod';
import { subscriptionStatuses, type SubscriptionStatus } from '../subscription/subscription';
import { recurringEstimateCents } from '../subscription/pricing';

/**
 * The admin's monthly report (spec part 2 §4, §9). The spec's statuses map onto ours
 * (src/shared/subscription): "active or trialing" = effective status active or trial (a trial past
 * its end counts as expired, not approved); "pending or empty" = a status outside our four (an empty
 * or legacy value), which our sign-up never writes, so it is normally 0. Suspended and expired
 * stores are neither: they show in the breakdown. Revenue is what was recorded as paid in the month
 * (card invoices and cheques, every store); the spec's "approved × price" is the recurring estimate,
 * at the plan price (decision 047).
 */

/** 'YYYY-MM' between 2000-01 and 2100-12. */
export const reportMonthSchema = z.string().regex(/^(20\d\d|2100)-(0[1-9]|1[0-2])$/, 'invalid_month');
export const monthlyReportQuerySchema = z.object({ month: reportMonthSchema.optional() }).strict();
export type MonthlyReportQuery = z.output<typeof monthlyReportQuerySchema>;

export type ReportStatus = SubscriptionStatus | 'unknown';

export const monthlyReportSchema = z.object({
  month: z.string(),
  totalSignups: z.number().int(),
  approvedStores: z.number().int(),
  pendingStores: z.number().int(),
  /** Payments recorded in the month (card and cheque), in cents. */
  monthlyRevenueCents: z.number().int(),
  /** Approved stores × the plan price. */
  recurringEstimateCents: z.number().int(),
  /** Percent, one decimal (0 when nobody signed up). */
  conversionRate: z.number(),
  breakdown: z.array(z.object({ status: z.enum([...subscriptionStatuses, 'unknown']), count: z.number().int() })),
});
export type MonthlyReport = z.infer<typeof monthlyReportSchema>;

export function isApproved(status: ReportStatus): boolean {
  return status === 'active' || status === 'trial';
}

export function isPending(status: ReportStatus): boolean {
  return status === 'unknown';
}

/** Approved ÷ signups as a percent with one decimal, rounded half up; 0 with no signups. */
export function conversionRate(approved: number, signups: number): number {
  if (signups <= 0) return 0;
  return Math.round((approved * 1000) / signups) / 10;
}

/** The report of one month from the effective status of each store that signed up in it and the payments recorded in it. */
export function summarizeMonth(month: string, statuses: readonly ReportStatus[], recordedRevenueCents = 0): MonthlyReport {
  const counts = new Map<ReportStatus, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  const approvedStores = statuses.filter(isApproved).length;
  return {
    month,
    totalSignups: statuses.length,
    approvedStores,
    pendingStores: statuses.filter(isPending).length,
    monthlyRevenueCents: recordedRevenueCents,
    recurringEstimateCents: recurringEstimateCents(approvedStores),
    conversionRate: conversionRate(approvedStores, statuses.length),
    breakdown: ([...subscriptionStatuses, 'unknown'] as const).map((status) => ({ status, count: counts.get(status) ?? 0 })),
  };
}

/** The month's first instant and the next month's, in UTC (the platform's reporting clock). */
export function monthRange(month: string): { start: Date; end: Date } {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return { start: new Date(Date.UTC(year, index - 1, 1)), end: new Date(Date.UTC(year, index, 1)) };
}

export function currentMonth(now: Date = new Date()): string {
  return now.toISOString().slice(0, 7);
}
