import { z } from 'zod';
import { normalizePhone, phonePattern } from '../validation/patterns';
import { isValidTimezone } from './timezones';
import { requiredText, safeText } from '../validation/primitives';

export const timezoneSchema = z.string({ error: 'required' }).max(64, 'invalid_timezone').refine(isValidTimezone, 'invalid_timezone');

const text = (max: number) => requiredText({ max });

const phoneSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(40, 'invalid_phone')
  .transform(normalizePhone)
  .pipe(z.string().regex(phonePattern, 'invalid_phone'));

/** First-login store setup (spec part 2 'Store setup'). */
export const storeSetupInputSchema = z
  .object({
    name: text(120),
    street: text(200),
    city: text(100),
    state: text(50),
    zip: text(10),
    phone: phoneSchema,
    timezone: timezoneSchema,
  })
  .strict();
export type StoreSetupInput = z.infer<typeof storeSetupInputSchema>;

/** The address is saved as one string: 'street, city, state ZIP'. */
export function formatStoreAddress(input: Pick<StoreSetupInput, 'street' | 'city' | 'state' | 'zip'>): string {
  return `${input.street}, ${input.city}, ${input.state} ${input.zip}`;
}

/** Store Settings: name required; phone and address optional. */
export const storeSettingsInputSchema = z
  .object({
    name: text(120),
    phone: z
      .string()
      .trim()
      .max(40, 'invalid_phone')
      .transform(normalizePhone)
      .pipe(z.string().regex(phonePattern, 'invalid_phone').or(z.literal('')))
      .optional()
      .default(''),
    address: safeText({ max: 300 }).optional().default(''),
    timezone: timezoneSchema,
    /** Employees may share a customer's statement link (decision 050); absent keeps the current choice. */
    employeesShareStatements: z.boolean({ error: 'invalid_flag' }).optional(),
  })
  .strict();
export type StoreSettingsInput = z.infer<typeof storeSettingsInputSchema>;

export const storeSchema = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  phone: z.string().nullable(),
  timezone: z.string(),
  employeesShareStatements: z.boolean(),
  createdAt: z.string(),
});
export type Store = z.infer<typeof storeSchema>;

/** POST /api/stores/setup (201): the caller's store. */
export const storeSetupResultSchema = z.object({ storeId: z.string() });
