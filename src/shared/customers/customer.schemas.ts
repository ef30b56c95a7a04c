import { z } from 'zod';
import { emailPattern, namePattern, normalizeEmail, normalizePhone, phonePattern } from '../validation/patterns';
import { centsSchema, isSafeText, optionalText, rawText, safeText } from '../validation/primitives';
import { occurredAtSchema } from '../offline/occurred-at';
import { languageSchema } from '../i18n/language.schemas';

/** Limits of the directory API. */
export const CUSTOMER_PAGE_SIZE = 50;
export const DEFAULT_CREDIT_LIMIT_CENTS = 5000;
/** Photos: JPEG, PNG or WebP content, at most 5 MB before the server resizes them. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Add customer (spec part 1 §2, §3, §5): name and phone required and trimmed; the rest optional. */
export const createCustomerInputSchema = z
  .object({
    name: z.string({ error: 'required' }).trim().min(1, 'required').regex(namePattern, 'invalid_name'),
    phone: z
      .string({ error: 'required' })
      .trim()
      .min(1, 'required')
      .max(40, 'invalid_phone')
      .transform(normalizePhone)
      .pipe(z.string().regex(phonePattern, 'invalid_phone')),
    email: z
      .string()
      .trim()
      .optional()
      .nullable()
      .transform((v) => (v ? normalizeEmail(v) : null))
      .refine((v) => v === null || (v.length <= 254 && isSafeText(v) && emailPattern.test(v)), 'invalid_email'),
    address: optionalText({ max: 300 }),
    notes: optionalText({ max: 2000, multiline: true }),
    /** The language of the customer's reminders, receipts and statement (issue 27); null or absent: the store's. */
    language: languageSchema.nullable().optional(),
    /** Added on a device offline: the time of the tap (decision 051); absent when sent at once. */
    occurredAt: occurredAtSchema.optional(),
  })
  .strict();
export type CreateCustomerInput = z.input<typeof createCustomerInputSchema>;

/**
 * GET /api/customers: search (name, email, phone, display id; case-insensitive) and keyset paging.
 * `archived=true` (owner only) lists the archived customers instead of the directory.
 */
export const listCustomersQuerySchema = z
  .object({
    q: safeText({ max: 100 }).optional().default(''),
    archived: z
      .enum(['true', 'false'], { error: 'invalid_value' })
      .optional()
      .transform((v) => v === 'true'),
    cursor: z.string().max(500, 'invalid_cursor').optional(),
    limit: z.coerce.number().int().min(1).max(CUSTOMER_PAGE_SIZE).optional().default(CUSTOMER_PAGE_SIZE),
  })
  .strict();
export type ListCustomersQuery = z.input<typeof listCustomersQuerySchema>;

/** GET /api/customers/:id/photo?v=…: `v` is the photo's version in its URL (a cache key), nothing else. */
export const photoQuerySchema = z.object({ v: rawText({ max: 100 }).optional() }).strict();

/** Staff switches: one of them per request. Blocking also clears Verified and Loyal. */
export const updateCustomerStatusInputSchema = z.union([
  z.object({ isBlocked: z.boolean() }).strict(),
  z.object({ verifiedCustomer: z.boolean() }).strict(),
  z.object({ loyalCustomer: z.boolean() }).strict(),
]);
export type UpdateCustomerStatusInput = z.infer<typeof updateCustomerStatusInputSchema>;

/** Owner: red flag on stores the reason; off clears it. */
export const updateRedFlagInputSchema = z
  .object({
    internalRedFlag: z.boolean({ error: 'required' }),
    redFlagNotes: safeText({ max: 1000, multiline: true }).optional().nullable(),
  })
  .strict();
export type UpdateRedFlagInput = z.infer<typeof updateRedFlagInputSchema>;

/** Owner: credit limit in cents, not negative ('Credit limit cannot be negative'). */
export const updateCreditLimitInputSchema = z
  .object({ creditLimitCents: centsSchema({ min: 0, max: 100_000_000 }) })
  .strict();
export type UpdateCreditLimitInput = z.infer<typeof updateCreditLimitInputSchema>;

/** Any member: the language of the customer's reminders, receipts and statement; null: the store's (issue 27). */
export const updateCustomerLanguageInputSchema = z.object({ language: languageSchema.nullable() }).strict();
export type UpdateCustomerLanguageInput = z.infer<typeof updateCustomerLanguageInputSchema>;

/** A customer as every screen reads it. `hasDailyCredit` is computed in the store's time zone. */
export const customerSchema = z.object({
  id: z.string(),
  displayId: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  /** Private URL under /api (served only to this store's users), or null. */
  photoUrl: z.string().nullable(),
  creditBalanceCents: z.number().int(),
  creditLimitCents: z.number().int(),
  hasDailyCredit: z.boolean(),
  dailyCreditOn: z.string().nullable(),
  internalRedFlag: z.boolean(),
  redFlagNotes: z.string().nullable(),
  isBlocked: z.boolean(),
  verifiedCustomer: z.boolean(),
  loyalCustomer: z.boolean(),
  /** The phone was kept as typed by the E.164 migration (decision 084): the owner is asked to check it. */
  phoneNeedsReview: z.boolean(),
  /** The language of their reminders, receipts and statement ('en', 'es'); null: the store's (issue 27). */
  language: languageSchema.nullable(),
  /** Set when the customer was deleted while they had ledger entries: kept for the record, restorable by the owner. */
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

/**
 * A customer as a directory card shows it (spec part 1 §2): no address, notes, limit or dates. The
 * directory is the most requested page; every field left out is bytes and CPU saved on each one.
 */
export const customerListItemSchema = customerSchema.pick({
  id: true,
  displayId: true,
  name: true,
  phone: true,
  email: true,
  photoUrl: true,
  creditBalanceCents: true,
  hasDailyCredit: true,
  internalRedFlag: true,
  redFlagNotes: true,
  verifiedCustomer: true,
  loyalCustomer: true,
});
export type CustomerListItem = z.infer<typeof customerListItemSchema>;

export const customerPageSchema = z.object({
  items: z.array(customerListItemSchema),
  /** Pass as `cursor` to get the next page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type CustomerPage = z.infer<typeof customerPageSchema>;

/** DELETE /api/customers/:id: archived (they have ledger entries, kept for the record) or deleted for good. */
export const deleteCustomerResultSchema = z.object({ outcome: z.enum(['archived', 'deleted']) });
export type DeleteCustomerResult = z.infer<typeof deleteCustomerResultSchema>;

/** Two letters from the first two name words (spec part 2 §5). */
export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}
