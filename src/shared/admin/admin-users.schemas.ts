import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '#shared/auth/password';
import { emailSchema, rawText, requiredText, safeText } from '#shared/validation/primitives';

/** Admin users screen and the admin dashboard (spec part 2 §2, §5, §8; issue 13 item 5). */

const name = requiredText({ max: 100 });
const password = rawText({ max: PASSWORD_MAX_LENGTH }).refine((v) => v.length > 0, 'required');

/** Create admin: first name, last name, email, password, all required ('All fields are required'). */
export const createAdminInputSchema = z.object({ firstName: name, lastName: name, email: emailSchema, password }).strict();
export type CreateAdminInput = z.output<typeof createAdminInputSchema>;

/** /admin/create-user: email and password required; names default to 'Admin' 'User'. */
export const superAdminInputSchema = z
  .object({
    firstName: safeText({ max: 100 }).optional().transform((v) => v || 'Admin'),
    lastName: safeText({ max: 100 }).optional().transform((v) => v || 'User'),
    email: emailSchema,
    password,
  })
  .strict();
export type SuperAdminInput = z.input<typeof superAdminInputSchema>;

/** Promote, password reset, test email: just an address. */
export const adminEmailInputSchema = z.object({ email: emailSchema }).strict();

/** Support email: to, subject, message. */
export const supportEmailInputSchema = z
  .object({ to: emailSchema, subject: requiredText({ max: 200 }), message: requiredText({ max: 10_000, multiline: true }) })
  .strict();
export type SupportEmailInput = z.output<typeof supportEmailInputSchema>;

export const adminUserSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  createdAt: z.string(),
  isSelf: z.boolean(),
});
export type AdminUser = z.output<typeof adminUserSchema>;
export const adminUserListSchema = z.object({ admins: z.array(adminUserSchema) });
export type AdminUserList = z.output<typeof adminUserListSchema>;

export const createAdminResultSchema = z.object({ userId: z.string(), promoted: z.boolean() });
export type CreateAdminResult = z.output<typeof createAdminResultSchema>;

/** A test email either went through or carries the mail transport's own error text. */
export const testEmailResultSchema = z.object({ delivered: z.boolean(), smtpError: z.string().nullable() });
export type TestEmailResult = z.output<typeof testEmailResultSchema>;

/** The admin dashboard's live counts. */
export const adminOverviewSchema = z.object({
  stores: z.object({ total: z.number(), trial: z.number(), active: z.number(), suspended: z.number(), expired: z.number() }),
  signupsThisMonth: z.number(),
  adminUsers: z.number(),
  users: z.number(),
  customers: z.number(),
});
export type AdminOverview = z.output<typeof adminOverviewSchema>;

/** Two-factor for platform admins (decision 035). */
export const twoFactorStatusSchema = z.object({ required: z.boolean(), enrolled: z.boolean(), verified: z.boolean() });
export type TwoFactorStatus = z.output<typeof twoFactorStatusSchema>;
export const twoFactorEnrolmentSchema = z.object({ secret: z.string(), otpauthUri: z.string() });
export type TwoFactorEnrolment = z.output<typeof twoFactorEnrolmentSchema>;
export const twoFactorCodeInputSchema = z
  .object({ code: z.string({ error: 'required' }).trim().min(1, 'required').regex(/^\d{6}$/, 'invalid_code') })
  .strict();
