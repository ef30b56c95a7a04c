import { z } from 'zod';
import { businessDateSchema, centsSchema, optionalText } from '../validation/primitives';
import { occurredAtSchema } from '../offline/occurred-at';

/** A cash log value is at most $1,000,000.00. */
export const MAX_LOG_CENTS = 100_000_000;
/** After a save, the screen moves to the next day after this long (spec part 1 §9). */
export const AUTO_ADVANCE_MS = 1000;

/** The business day of a log: the API's one date validator (src/shared/validation/primitives.ts). */
export const isoDateSchema = businessDateSchema;

/** :date of /api/daily-logs/:date. */
export const logDateParamSchema = z.object({ date: businessDateSchema }).strict();

const logCents = centsSchema({ min: 0, max: MAX_LOG_CENTS });

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
export const saveDailyLogInputSchema = dailyLogValuesSchema
  .extend({
    notes: optionalText({ max: 2000, multiline: true }),
    /** Saved on a device offline: the time of the tap (decision 051); it decides the employee's "today". */
    occurredAt: occurredAtSchema.optional(),
    /**
     * The `updatedAt` of the log this device last saw (null: it knew of none). When given, a log
     * changed since is not overwritten: 409 DAILY_LOG_CHANGED, and the person decides.
     */
    baseUpdatedAt: occurredAtSchema.nullable().optional(),
  })
  .strict();
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
export type DailyLogResponse = z.infer<typeof dailyLogResponseSchema>;
export const saveDailyLogResponseSchema = z.object({ log: dailyLogSchema, created: z.boolean() });
export type SaveDailyLogResponse = z.infer<typeof saveDailyLogResponseSchema>;
/** PUT's two answers: 201 with `created: true` for a new day, 200 with `created: false` for a change. */
export const createdDailyLogSchema = z.object({ log: dailyLogSchema, created: z.literal(true) });
export const savedDailyLogSchema = z.object({ log: dailyLogSchema, created: z.literal(false) });
