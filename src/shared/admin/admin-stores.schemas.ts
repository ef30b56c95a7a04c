import { z } from 'zod';
import { extendTrialInputSchema, recordChequeInputSchema } from '../billing/billing.schemas';
import { safeText } from '../validation/primitives';

/** The admin store list's status filter (spec part 2 §2); a store's status is its effective one. */
export const adminStoreStatusFilters = ['all', 'trial', 'active', 'suspended', 'expired'] as const;
export type AdminStoreStatusFilter = (typeof adminStoreStatusFilters)[number];

export const ADMIN_STORE_PAGE_SIZE = 20;
export const ADMIN_NOTES_MAX = 5000;

/** Admin notes: at most 5,000 characters, several lines allowed. */
export const adminNotesSchema = safeText({ max: ADMIN_NOTES_MAX, multiline: true });

/** GET /api/admin/stores: search, status filter and a page (1-based) of at most 100. */
export const listAdminStoresQuerySchema = z
  .object({
    q: safeText({ max: 100 }).optional().default(''),
    status: z.enum(adminStoreStatusFilters, { error: 'invalid_value' }).optional().default('all'),
    page: z.coerce.number({ error: 'invalid_number' }).int('invalid_number').min(1, 'too_small').max(100_000, 'too_big').optional().default(1),
    size: z.coerce.number({ error: 'invalid_number' }).int('invalid_number').min(1, 'too_small').max(100, 'too_big').optional().default(ADMIN_STORE_PAGE_SIZE),
  })
  .strict();
export type ListAdminStoresQuery = z.input<typeof listAdminStoresQuerySchema>;

export const adminStoreRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  ownerName: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  subscriptionStatus: z.string(),
  effectiveStatus: z.string(),
  trialEndDate: z.string().nullable(),
  subscriptionEndDate: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminStoreRow = z.infer<typeof adminStoreRowSchema>;

/** The four counters: every store on the platform, by effective status. */
export const adminStoreCountersSchema = z.object({
  total: z.number().int(),
  trial: z.number().int(),
  active: z.number().int(),
  suspendedOrExpired: z.number().int(),
});
export type AdminStoreCounters = z.infer<typeof adminStoreCountersSchema>;

export const adminStoreListSchema = z.object({
  stores: z.array(adminStoreRowSchema),
  /** Stores matching the search and filter (all pages). */
  matching: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  counters: adminStoreCountersSchema,
});
export type AdminStoreList = z.infer<typeof adminStoreListSchema>;

/** GET /api/admin/stores/:id. */
export const adminStoreDetailSchema = z.object({
  store: z.object({
    id: z.string(),
    name: z.string(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    /** The store's IANA zone: its business day (a cheque's 'received on' defaults to today there). */
    timezone: z.string(),
    createdAt: z.string(),
    notes: z.string().nullable(),
    subscriptionStatus: z.string(),
    effectiveStatus: z.string(),
    trialStartDate: z.string().nullable(),
    trialEndDate: z.string().nullable(),
    subscriptionStartDate: z.string().nullable(),
    subscriptionEndDate: z.string().nullable(),
    lastPaymentDate: z.string().nullable(),
  }),
  owner: z
    .object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string().nullable() })
    .nullable(),
  counts: z.object({ customers: z.number().int(), dailyLogs: z.number().int(), employees: z.number().int() }),
});
export type AdminStoreDetail = z.infer<typeof adminStoreDetailSchema>;

/** Every detail action also saves the notes: `notes` is optional on each (absent = left as they are). */
const withNotes = { notes: adminNotesSchema.optional() };
export const adminStoreActionInputSchema = z.object(withNotes).strict();
export type AdminStoreActionInput = z.infer<typeof adminStoreActionInputSchema>;
export const adminExtendTrialInputSchema = extendTrialInputSchema.extend(withNotes).strict();
export const adminRecordChequeInputSchema = recordChequeInputSchema.extend(withNotes).strict();
export type AdminRecordChequeInput = z.infer<typeof adminRecordChequeInputSchema>;

/** PUT /api/admin/stores/:id/notes: the notes alone. */
export const adminStoreNotesInputSchema = z.object({ notes: adminNotesSchema }).strict();
export const adminStoreNotesSchema = z.object({ storeId: z.string(), notes: z.string() });

export const adminStoreDeletedSchema = z.object({ id: z.string(), deletedUsers: z.number().int(), deletedFiles: z.number().int() });
export type AdminStoreDeleted = z.infer<typeof adminStoreDeletedSchema>;
