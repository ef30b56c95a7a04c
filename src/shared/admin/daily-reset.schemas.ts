import { z } from 'zod';

/** POST /api/admin/daily-credit-reset: how many customers (in every store) had active daily credit cleared. */
export const dailyResetResultSchema = z.object({ customersReset: z.number().int(), ranAt: z.string() });
export type DailyResetResult = z.infer<typeof dailyResetResultSchema>;
