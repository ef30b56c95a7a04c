import { z } from 'zod';
import { normalizePhone, phonePattern } from '../validation/patterns';
import { emailSchema, rawText, requiredText } from '../validation/primitives';
import { PASSWORD_MAX_LENGTH } from '../auth/password';

/** The name typed in one field, split on the first space into first and last name (spec part 2 §5). */
export function splitEmployeeName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim();
  const space = trimmed.indexOf(' ');
  if (space < 0) return { firstName: trimmed, lastName: '' };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1).trim() };
}

const optionalPhone = z
  .string()
  .trim()
  .max(40, 'invalid_phone')
  .optional()
  .nullable()
  .transform((v) => (v ? normalizePhone(v) : null))
  .refine((v) => v === null || phonePattern.test(v), 'invalid_phone');

/**
 * POST /api/employees (owner): the create-employee function's body (spec part 2 §7). The password
 * must pass the sign-up strength rule (isStrongPassword), checked by the server: 422 WEAK_PASSWORD.
 */
export const createEmployeeInputSchema = z
  .object({
    firstName: requiredText({ max: 100 }),
    lastName: requiredText({ max: 100 }).or(z.literal('')).optional().default(''),
    email: emailSchema,
    password: rawText({ max: PASSWORD_MAX_LENGTH }).min(1, 'required'),
    phone: optionalPhone,
  })
  .strict();
export type CreateEmployeeInput = z.input<typeof createEmployeeInputSchema>;

/** One current employee of the store (the list and the payroll dialog). */
export const employeeSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The photo's version for its URL (/api/employees/:id/photo?v=…), null without one. */
  photoVersion: z.string().nullable(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
});
export type Employee = z.infer<typeof employeeSchema>;

export const employeeListSchema = z.object({ items: z.array(employeeSchema) });
export type EmployeeList = z.infer<typeof employeeListSchema>;

export const createEmployeeResultSchema = z.object({ userId: z.string(), employee: employeeSchema });
export type CreateEmployeeResult = z.infer<typeof createEmployeeResultSchema>;

export function employeeFullName(e: { firstName: string; lastName: string }): string {
  return `${e.firstName} ${e.lastName}`.trim();
}

export function employeePhotoPath(e: Pick<Employee, 'id' | 'photoVersion'>): string | null {
  return e.photoVersion ? `/api/employees/${encodeURIComponent(e.id)}/photo?v=${encodeURIComponent(e.photoVersion)}` : null;
}
