import { z } from 'zod';
import { emailPattern, normalizeEmail } from '../validation/patterns';

const required = (max: number) => z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'too_long');

export const contactInputSchema = z.object({
  name: required(100),
  email: z
    .string({ error: 'required' })
    .transform(normalizeEmail)
    .pipe(z.string().min(1, 'required').max(254, 'too_long').regex(emailPattern, 'invalid_email')),
  subject: required(200),
  message: required(5000),
});
export type ContactInput = z.infer<typeof contactInputSchema>;
