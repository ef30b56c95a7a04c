import { z } from 'zod';

/** One ledger entry is at most $100,000.00. */
export const MAX_ENTRY_CENTS = 10_000_000;
/** Preset amounts of the Give Credit dialog, in dollars (spec part 1 §9). */
export const PRESET_CREDIT_DOLLARS = [5, 10, 15, 20, 25, 50] as const;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export const transactionTypes = ['credit_given', 'credit_paid'] as const;
export type TransactionType = (typeof transactionTypes)[number];

const amountCents = z
  .number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_amount') })
  .int('invalid_amount')
  .positive('invalid_amount')
  .max(MAX_ENTRY_CENTS, 'too_large');

/** POST /api/customers/:id/credit and /payments: positive integer cents, optional note. */
export const ledgerEntryInputSchema = z.object({
  amountCents,
  notes: z
    .string()
    .trim()
    .max(500, 'too_long')
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
});
export type LedgerEntryInput = z.input<typeof ledgerEntryInputSchema>;

/** An Idempotency-Key: 8–200 visible ASCII characters (a UUID from the client). */
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{8,200}$/, 'invalid_idempotency_key');

export const ledgerEntrySchema = z.object({
  id: z.string(),
  transactionType: z.enum(transactionTypes),
  amountCents: z.number().int(),
  notes: z.string().nullable(),
  /** The store's business day (YYYY-MM-DD, its time zone). */
  businessDate: z.string(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  /** The customer's balance right after this entry. */
  balanceAfterCents: z.number().int(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerPageSchema = z.object({
  items: z.array(ledgerEntrySchema),
  nextCursor: z.string().nullable(),
});
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'invalid_date');

/** GET /api/customers/:id/statement?from&to — business dates in the store's time zone, inclusive. */
export const statementQuerySchema = z
  .object({ from: isoDate, to: isoDate })
  .refine((v) => v.from <= v.to, { message: 'invalid_range', path: ['to'] });
export type StatementQuery = z.infer<typeof statementQuerySchema>;

export const statementSchema = z.object({
  store: z.object({ name: z.string(), address: z.string().nullable(), phone: z.string().nullable(), timezone: z.string() }),
  customer: z.object({ id: z.string(), displayId: z.string(), name: z.string(), phone: z.string() }),
  from: z.string(),
  to: z.string(),
  openingBalanceCents: z.number().int(),
  /** Oldest first. */
  entries: z.array(ledgerEntrySchema),
  totalGivenCents: z.number().int(),
  totalPaidCents: z.number().int(),
  closingBalanceCents: z.number().int(),
});
export type Statement = z.infer<typeof statementSchema>;
