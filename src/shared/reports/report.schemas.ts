import { z } from 'zod';
import { dailyLogSchema } from '../daily-logs/daily-log.schemas';
import { businessDateRangeSchema, businessDateSchema, emptyObjectSchema, isBusinessDate } from '../validation/primitives';
import { recentCreditEntrySchema } from './credit-recent.schemas';
import { payrollFilterSchema } from '../payroll/payroll.schemas';

/** Credit report window and list sizes (spec part 1 §9). */
export const CREDIT_REPORT_DAYS = 30;
export const TOP_CUSTOMERS = 10;
export const RECENT_TRANSACTIONS = 50;

/** A date range of business days (store time zone), inclusive. */
export const dateRangeQuerySchema = businessDateRangeSchema;
export type DateRangeQuery = z.infer<typeof dateRangeQuerySchema>;

/** GET /api/reports/daily-logs?from&to — newest first; the summary covers the same range. */
export const dailyLogHistorySchema = z.object({
  from: z.string(),
  to: z.string(),
  logs: z.array(dailyLogSchema),
  summary: z.object({
    totalSalesCents: z.number().int(),
    days: z.number().int(),
    averageDailySalesCents: z.number().int(),
    totalBalanceCents: z.number().int(),
  }),
});
export type DailyLogHistory = z.infer<typeof dailyLogHistorySchema>;

/** ?month=YYYY-MM, within the API's business days (2000-01 … 2100-12). */
export const monthQuerySchema = z
  .object({ month: z.string({ error: 'required' }).regex(/^(20\d\d|2100)-(0[1-9]|1[0-2])$/, 'invalid_month') })
  .strict();

/** ?from&to of Daily Log History: both (a checked range) or neither (the last 90 days). */
export const historyQuerySchema = z
  .object({ from: businessDateSchema.optional(), to: businessDateSchema.optional() })
  .strict()
  .superRefine((v, ctx) => {
    if ((v.from === undefined) !== (v.to === undefined)) {
      ctx.addIssue({ code: 'custom', message: 'required', path: [v.from === undefined ? 'from' : 'to'] });
    } else if (v.from !== undefined && v.to !== undefined && isBusinessDate(v.from) && isBusinessDate(v.to) && v.from > v.to) {
      ctx.addIssue({ code: 'custom', message: 'invalid_range', path: ['to'] });
    }
  });
export type HistoryQuery = z.output<typeof historyQuerySchema>;

/** GET /api/reports/monthly-summary?month=YYYY-MM. */
export const monthlySummarySchema = z.object({
  month: z.string(),
  days: z.number().int(),
  cashSalesCents: z.number().int(),
  payoutsCents: z.number().int(),
  expensesCents: z.number().int(),
  profitLossCents: z.number().int(),
});
export type MonthlySummary = z.infer<typeof monthlySummarySchema>;

/** GET /api/reports/credit-summary — the past 30 days in the store's time zone, aggregated in SQL. */
export const creditSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  totalGivenCents: z.number().int(),
  totalPaidCents: z.number().int(),
  /** given − paid: > 0 Outstanding, < 0 Overpaid. */
  netCents: z.number().int(),
  activeCustomers: z.number().int(),
  topCustomers: z.array(
    z.object({
      rank: z.number().int(),
      customerId: z.string(),
      name: z.string(),
      totalCents: z.number().int(),
      count: z.number().int(),
      averageCents: z.number().int(),
    }),
  ),
  /** The first page of the window's entries, newest first (RECENT_TRANSACTIONS rows at most). */
  recent: z.array(recentCreditEntrySchema),
  /** How many entries the window holds in all, and the cursor of the next page (null: no more). */
  recentCount: z.number().int(),
  recentNextCursor: z.string().nullable(),
  /** One row per day of the window, oldest first, zero-filled. */
  daily: z.array(z.object({ date: z.string(), givenCents: z.number().int(), paidCents: z.number().int() })),
});
export type CreditSummary = z.infer<typeof creditSummarySchema>;

/** GET /api/reports/red-flags (spec part 2 'Red Flag Report'), newest update first. */
export const redFlagReportSchema = z.object({
  count: z.number().int(),
  totalBalanceCents: z.number().int(),
  averageBalanceCents: z.number().int(),
  customers: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      phone: z.string(),
      email: z.string().nullable(),
      photoUrl: z.string().nullable(),
      creditBalanceCents: z.number().int(),
      redFlagNotes: z.string().nullable(),
      updatedAt: z.string(),
    }),
  ),
});
export type RedFlagReport = z.infer<typeof redFlagReportSchema>;

/** GET /api/exports/:dataset.:format — owner only; daily-logs and credit-transactions take ?from&to; payroll its filter (?employeeId, ?from, ?to: all optional). */
export const exportDatasets = ['daily-logs', 'credit-transactions', 'customers', 'red-flags', 'payroll'] as const;
export type ExportDataset = (typeof exportDatasets)[number];
export const exportFormats = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof exportFormats)[number];
export const datasetsWithRange: readonly ExportDataset[] = ['daily-logs', 'credit-transactions'];

/** The query an export takes: ?from&to for the ranged datasets, nothing for the others. */
export function exportQuerySchema(dataset: ExportDataset) {
  if (dataset === 'payroll') return payrollFilterSchema;
  return datasetsWithRange.includes(dataset) ? businessDateRangeSchema : emptyObjectSchema;
}

export function exportPath(dataset: ExportDataset, format: ExportFormat, range?: { from: string; to: string }): string {
  const query = range && datasetsWithRange.includes(dataset) ? `?from=${range.from}&to=${range.to}` : '';
  return `/api/exports/${dataset}.${format}${query}`;
}
