import { z } from 'zod';
import { emailSchema, requiredText } from '../validation/primitives';
import { languageSchema } from '../i18n/language.schemas';

export const contactInputSchema = z
  .object({
    name: requiredText({ max: 100 }),
    email: emailSchema,
    subject: requiredText({ max: 200 }),
    message: requiredText({ max: 5000, multiline: true }),
    /** The language of the page the form was sent from: the answer email is written in it (issue 27). */
    language: languageSchema.optional(),
  })
  .strict();
export type ContactInput = z.infer<typeof contactInputSchema>;

/** POST /api/contact (201): the saved message's id. */
export const contactResultSchema = z.object({ id: z.string() });
