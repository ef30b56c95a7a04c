import { z } from 'zod';
import { uuidPattern } from '../validation/patterns';
import { transactionTypes } from '../credit/credit.schemas';

/** One row of the Credit Summary's Recent transactions table. */
export const recentCreditEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  businessDate: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  transactionType: z.enum(transactionTypes),
  amountCents: z.number().int(),
  notes: z.string().nullable(),
});
export type RecentCreditEntry = z.infer<typeof recentCreditEntrySchema>;

/** GET /api/reports/credit-summary/recent?cursor=<id of the last row shown>: the next page of the window. */
export const recentCreditQuerySchema = z
  .object({ cursor: z.string({ error: 'required' }).regex(uuidPattern, 'invalid_cursor') })
  .strict();

/** A page of recent entries, newest first; nextCursor is null on the last page. */
export const recentCreditPageSchema = z.object({
  entries: z.array(recentCreditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type RecentCreditPage = z.infer<typeof recentCreditPageSchema>;
