import { z } from 'zod';

/** A cash log value is at most $1,000,000.00. */
export const MAX_LOG_CENTS = 100_000_000;
/** After a save, the screen moves to the next day after this long (spec part 1 §9). */
export const AUTO_ADVANCE_MS = 1000;

export const isoDateSchema = z
  .string({ error: 'required' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date')
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, 'invalid_date');

const logCents = z
  .number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_amount') })
  .int('invalid_amount')
  .min(0, 'negative')
  .max(MAX_LOG_CENTS, 'too_large');

/** The money of one day's cash log, in cents (spec part 1 §2 'Daily Cash Log'). */
export const dailyLogValuesSchema = z.object({
  startingCashCents: logCents,
  cashSalesCents: logCents,
  payoutsCents: logCents,
  expensesCents: logCents,
  actualCashCents: logCents,
});
export type DailyLogValues = z.infer<typeof dailyLogValuesSchema>;

/** PUT /api/daily-logs/:date — creates or updates the one log of that date. */
export const saveDailyLogInputSchema = dailyLogValuesSchema.extend({
  notes: z
    .string()
    .trim()
    .max(2000, 'too_long')
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
});
export type SaveDailyLogInput = z.input<typeof saveDailyLogInputSchema>;

export const dailyLogSchema = dailyLogValuesSchema.extend({
  id: z.string(),
  logDate: z.string(),
  notes: z.string().nullable(),
  expectedCashCents: z.number().int(),
  balanceCents: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedByName: z.string().nullable(),
});
export type DailyLog = z.infer<typeof dailyLogSchema>;

/** GET /api/daily-logs/:date → the log or null; PUT answers the saved log and whether it was new. */
export const dailyLogResponseSchema = z.object({ date: z.string(), log: dailyLogSchema.nullable() });
export const saveDailyLogResponseSchema = z.object({ log: dailyLogSchema, created: z.boolean() });
