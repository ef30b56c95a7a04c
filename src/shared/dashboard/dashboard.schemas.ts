import { z } from 'zod';

/** Today's Tasks lists customers whose balance is at least this share of their credit limit (the usage bar turns red above it). */
export const NEAR_LIMIT_PERCENT = 80;
/** How many of them the tile names (the count covers all). */
export const NEAR_LIMIT_LISTED = 5;

/** The employee dashboard's Today's Tasks (spec part 1 §2), for the store's business day. */
export const todaysTasksSchema = z.object({
  /** Whether today's cash log has been saved. */
  dailyLogSaved: z.boolean(),
  /** Customers owing NEAR_LIMIT_PERCENT % or more of their limit (archived customers left out). */
  nearLimitCount: z.number().int(),
  /** The first NEAR_LIMIT_LISTED of them, most used first. */
  nearLimit: z.array(
    z.object({ id: z.string(), name: z.string(), creditBalanceCents: z.number().int(), creditLimitCents: z.number().int() }),
  ),
});
export type TodaysTasks = z.infer<typeof todaysTasksSchema>;

/** GET /api/dashboard/summary: the tiles for the store's business day (its own time zone). */
export const dashboardSummarySchema = z.object({
  businessDate: z.string(),
  totalCustomers: z.number().int(),
  todaysSalesCents: z.number().int(),
  activeCredits: z.number().int(),
  redFlagged: z.number().int(),
  customersServedToday: z.number().int(),
  creditGivenTodayCents: z.number().int(),
  tasks: todaysTasksSchema,
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;
