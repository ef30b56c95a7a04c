import { z } from 'zod';
import { normalizePhone, phonePattern } from '../validation/patterns';
import { isValidTimezone } from './timezones';

export const timezoneSchema = z.string().refine(isValidTimezone, 'invalid_timezone');

const text = (max: number) => z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'too_long');

const phoneSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .transform(normalizePhone)
  .pipe(z.string().regex(phonePattern, 'invalid_phone'));

/** First-login store setup (spec part 2 'Store setup'). */
export const storeSetupInputSchema = z.object({
  name: text(120),
  street: text(200),
  city: text(100),
  state: text(50),
  zip: z.string({ error: 'required' }).trim().min(1, 'required').max(10, 'too_long'),
  phone: phoneSchema,
  timezone: timezoneSchema,
});
export type StoreSetupInput = z.infer<typeof storeSetupInputSchema>;

/** The address is saved as one string: 'street, city, state ZIP'. */
export function formatStoreAddress(input: Pick<StoreSetupInput, 'street' | 'city' | 'state' | 'zip'>): string {
  return `${input.street}, ${input.city}, ${input.state} ${input.zip}`;
}

/** Store Settings: name required; phone and address optional. */
export const storeSettingsInputSchema = z.object({
  name: text(120),
  phone: z
    .string()
    .trim()
    .transform(normalizePhone)
    .pipe(z.string().regex(phonePattern, 'invalid_phone').or(z.literal('')))
    .optional()
    .default(''),
  address: z.string().trim().max(300, 'too_long').optional().default(''),
  timezone: timezoneSchema,
});
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
  createdAt: z.string(),
});
export type Store = z.infer<typeof storeSchema>;
