import { z } from 'zod';
import { isBusinessDate } from '../dates';
import { emailPattern, normalizeEmail } from './patterns';

/**
 * The building blocks every API input schema is made of (issue 9): one business-date validator,
 * text that cannot carry NUL, control characters or broken UTF-16, bounded lengths, integer cents.
 * Field error codes: 'required', 'too_long', 'invalid_characters', 'invalid_date', 'invalid_amount',
 * 'negative', 'too_large'.
 */

/** The one business-date check (src/shared/dates.ts): a real calendar day between the first and last the app accepts. */
export { isBusinessDate };

/** A business day 'YYYY-MM-DD' (the store's time zone) — the one date validator of the API. */
export const businessDateSchema = z.string({ error: 'required' }).refine(isBusinessDate, 'invalid_date');

/** from..to of business days, inclusive; `to` before `from` is { to: 'invalid_range' }. */
export const businessDateRangeSchema = z
  .object({ from: businessDateSchema, to: businessDateSchema })
  .strict()
  .refine((v) => !isBusinessDate(v.from) || !isBusinessDate(v.to) || v.from <= v.to, { message: 'invalid_range', path: ['to'] });

/**
 * NUL and every other C0/C1 control character, DEL, and UTF-16 surrogates without their pair.
 * Multi-line text may also hold tab, line feed and carriage return.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const unsafeSingleLine = /[\u0000-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const unsafeMultiLine = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isSafeText(value: string, multiline = false): boolean {
  return !(multiline ? unsafeMultiLine : unsafeSingleLine).test(value);
}

type TextOptions = { max: number; multiline?: boolean };

/** Text that may be sent as it is (passwords, tokens): bounded, no control characters, not trimmed. */
export function rawText({ max, multiline = false }: TextOptions) {
  return z
    .string({ error: 'required' })
    .max(max, 'too_long')
    .refine((v) => isSafeText(v, multiline), 'invalid_characters');
}

/** Trimmed text of 1..max characters. */
export function requiredText({ max, multiline = false }: TextOptions) {
  return z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(max, 'too_long')
    .refine((v) => isSafeText(v, multiline), 'invalid_characters');
}

/** Trimmed text of at most max characters, possibly empty. */
export function safeText({ max, multiline = false }: TextOptions) {
  return z
    .string()
    .trim()
    .max(max, 'too_long')
    .refine((v) => isSafeText(v, multiline), 'invalid_characters');
}

/** Optional trimmed text: absent, null and '' all become null. */
export function optionalText(options: TextOptions) {
  return safeText(options)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));
}

/** An email address: trimmed, lower-cased, at most 254 characters. */
export const emailSchema = z
  .string({ error: 'required' })
  .transform(normalizeEmail)
  .pipe(
    z
      .string()
      .min(1, 'required')
      .max(254, 'too_long')
      .refine((v) => isSafeText(v), 'invalid_email')
      .regex(emailPattern, 'invalid_email'),
  );

/** Integer cents between min and max ('invalid_amount' for non-integers, 'negative' below 0). */
export function centsSchema({ min, max }: { min: number; max: number }) {
  return z
    .number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_amount') })
    .int('invalid_amount')
    .min(min, min === 0 ? 'negative' : 'invalid_amount')
    .max(max, 'too_large');
}

/** An id in a path (:id): bounded printable text; what it names is looked up in the caller's store (404). */
export const idParamSchema = z.object({ id: z.string().min(1).max(100).refine((v) => isSafeText(v), 'invalid_id') }).strict();
export type IdParam = z.output<typeof idParamSchema>;

/** Inputs with nothing in them: no query parameters, an empty body or {}. */
export const emptyObjectSchema = z.object({}).strict();
