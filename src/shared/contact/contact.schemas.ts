import { z } from 'zod';
import { emailSchema, requiredText } from '../validation/primitives';

export const contactInputSchema = z
  .object({
    name: requiredText({ max: 100 }),
    email: emailSchema,
    subject: requiredText({ max: 200 }),
    message: requiredText({ max: 5000, multiline: true }),
  })
  .strict();
export type ContactInput = z.infer<typeof contactInputSchema>;
