import { z } from 'zod';
import { businessDateRangeSchema, centsSchema, optionalText } from '../validation/primitives';
import { uuidPattern } from '../validation/patterns';
import { occurredAtSchema } from '../offline/occurred-at';
import { customerSchema } from '../customers/customer.schemas';

/** One ledger entry is at most $100,000.00. */
export const MAX_ENTRY_CENTS = 10_000_000;
/** Preset amounts of the Give Credit dialog, in dollars (spec part 1 §9). */
export const PRESET_CREDIT_DOLLARS = [5, 10, 15, 20, 25, 50] as const;
export { IDEMPOTENCY_HEADER } from './idempotency-header';

export const transactionTypes = ['credit_given', 'credit_paid'] as const;
export type TransactionType = (typeof transactionTypes)[number];

/** POST /api/customers/:id/credit and /payments: positive integer cents, optional note. */
export const ledgerEntryInputSchema = z
  .object({
    amountCents: centsSchema({ min: 1, max: MAX_ENTRY_CENTS }),
    notes: optionalText({ max: 500, multiline: true }),
    /** A write kept on a device offline: the time of the tap (decision 051); absent when sent at once. */
    occurredAt: occurredAtSchema.optional(),
  })
  .strict();
export type LedgerEntryInput = z.input<typeof ledgerEntryInputSchema>;

/** POST /api/customers/:id/payments: a ledger entry; the owner may accept more than is owed as store credit. */
export const paymentInputSchema = ledgerEntryInputSchema.extend({ acceptStoreCredit: z.boolean({ error: 'invalid_flag' }).optional() });
export type PaymentInput = z.input<typeof paymentInputSchema>;

/** An Idempotency-Key: 8–200 visible ASCII characters (a UUID from the client). */
export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{8,200}$/, 'invalid_idempotency_key');

export const ledgerEntrySchema = z.object({
  id: z.string(),
  transactionType: z.enum(transactionTypes),
  amountCents: z.number().int(),
  notes: z.string().nullable(),
  /** The store's business day (YYYY-MM-DD, its time zone). */
  businessDate: z.string(),
  /** When the server received and applied it. */
  createdAt: z.string(),
  /** The tap, when it was kept on a device offline and sent later (decision 051); else null. */
  occurredAt: z.string().nullable(),
  createdByName: z.string().nullable(),
  /** The customer's balance right after this entry. */
  balanceAfterCents: z.number().int(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** A page of a customer's ledger history. */
export const LEDGER_PAGE_SIZE = 50;

/** GET /api/customers/:id/transactions?cursor&limit. */
export const ledgerPageQuerySchema = z
  .object({
    cursor: z.string().regex(uuidPattern, 'invalid_cursor').optional(),
    limit: z.coerce.number().int('invalid_limit').min(1, 'invalid_limit').max(LEDGER_PAGE_SIZE, 'invalid_limit').optional().default(LEDGER_PAGE_SIZE),
  })
  .strict();
export type LedgerPageQuery = z.output<typeof ledgerPageQuerySchema>;

export const ledgerPageSchema = z.object({
  items: z.array(ledgerEntrySchema),
  nextCursor: z.string().nullable(),
});
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

/** GET /api/customers/:id/statement?from&to — business dates in the store's time zone, inclusive. */
export const statementQuerySchema = businessDateRangeSchema;
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

/** What a give-credit or payment answers (201, or the first answer again on a retry): the entry and the customer after it. */
export const ledgerWriteResponseSchema = z.object({ entry: ledgerEntrySchema, customer: customerSchema });
