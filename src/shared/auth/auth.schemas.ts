import { z } from 'zod';
import { emailPattern, normalizeEmail, normalizePhone, phonePattern } from '../validation/patterns';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password';
import { timezoneSchema } from '../stores/store.schemas';

export const emailSchema = z
  .string({ error: 'required' })
  .transform(normalizeEmail)
  .pipe(z.string().min(1, 'required').max(254, 'too_long').regex(emailPattern, 'invalid_email'));

export const signInInputSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'required' }).min(1, 'required').max(PASSWORD_MAX_LENGTH, 'too_long'),
});
export type SignInInput = z.infer<typeof signInInputSchema>;

const requiredText = (max: number) =>
  z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'too_long');

export const storePhoneSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .transform(normalizePhone)
  .pipe(z.string().regex(phonePattern, 'invalid_phone'));

export const signUpInputSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailSchema,
  password: z
    .string({ error: 'required' })
    .min(PASSWORD_MIN_LENGTH, 'too_short')
    .max(PASSWORD_MAX_LENGTH, 'too_long'),
  storeName: requiredText(120),
  // The address in its parts, as /setup asks for them (the one-line address is made from them).
  storeStreet: requiredText(200),
  storeCity: requiredText(100),
  storeState: requiredText(50),
  storeZip: requiredText(10),
  storePhone: storePhoneSchema,
  timezone: timezoneSchema.optional(),
});
export type SignUpInput = z.infer<typeof signUpInputSchema>;
