import { z } from 'zod';
import { languageSchema } from '../i18n/language.schemas';
import { normalizePhone, phonePattern } from '../validation/patterns';
import { emailSchema, rawText, requiredText } from '../validation/primitives';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password';
import { timezoneSchema } from '../stores/store.schemas';

export { emailSchema };

/** POST /api/auth/sign-in/email (what Better Auth takes from our login forms). */
export const signInInputSchema = z
  .object({
    email: emailSchema,
    password: rawText({ max: PASSWORD_MAX_LENGTH }).min(1, 'required'),
    rememberMe: z.boolean().optional(),
    callbackURL: rawText({ max: 500 })
      .regex(/^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*$/, 'invalid_url')
      .optional(),
  })
  .strict();
export type SignInInput = z.infer<typeof signInInputSchema>;

export const storePhoneSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(40, 'invalid_phone')
  .transform(normalizePhone)
  .pipe(z.string().regex(phonePattern, 'invalid_phone'));

export const signUpInputSchema = z.object({
  firstName: requiredText({ max: 100 }),
  lastName: requiredText({ max: 100 }),
  email: emailSchema,
  password: rawText({ max: PASSWORD_MAX_LENGTH }).min(PASSWORD_MIN_LENGTH, 'too_short'),
  storeName: requiredText({ max: 120 }),
  // The address in its parts, as /setup asks for them (the one-line address is made from them).
  storeStreet: requiredText({ max: 200 }),
  storeCity: requiredText({ max: 100 }),
  storeState: requiredText({ max: 50 }),
  storeZip: requiredText({ max: 10 }),
  storePhone: storePhoneSchema,
  timezone: timezoneSchema.optional(),
  /** The language the person signed up in (issue 27): kept on their profile, and the verification email's. */
  language: languageSchema.optional(),
}).strict();
export type SignUpInput = z.infer<typeof signUpInputSchema>;

/** POST /api/signup answers this (201). */
export const signUpResultSchema = z.object({ ok: z.literal(true), verificationRequired: z.boolean() });
export type SignUpResult = z.infer<typeof signUpResultSchema>;

/** Where Better Auth sends the browser afterwards: a path of this app ('/dashboard', '/auth?verified=1'), never another site. */
const callbackUrl = rawText({ max: 500 })
  .regex(/^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@/?%]*$/, 'invalid_url')
  .optional();
const newPassword = rawText({ max: PASSWORD_MAX_LENGTH }).min(1, 'required');

/** POST /api/auth/sign-in/social: start Google sign-in (the answer carries Google's consent URL). */
export const socialSignInInputSchema = z
  .object({
    provider: z.enum(['google'], { error: 'invalid_provider' }),
    callbackURL: callbackUrl,
    errorCallbackURL: callbackUrl,
    newUserCallbackURL: callbackUrl,
    disableRedirect: z.boolean().optional(),
  })
  .strict();

/** GET /api/auth/callback/:id: where Google sends the browser back (OAuth 2 / OpenID Connect parameters). */
export const oauthCallbackParamsSchema = z.object({ id: z.enum(['google'], { error: 'invalid_provider' }) }).strict();
export const oauthCallbackQuerySchema = z
  .object({
    code: rawText({ max: 2000 }).optional(),
    state: rawText({ max: 2000 }),
    scope: rawText({ max: 2000 }).optional(),
    authuser: rawText({ max: 20 }).optional(),
    hd: rawText({ max: 254 }).optional(),
    prompt: rawText({ max: 100 }).optional(),
    iss: rawText({ max: 500 }).optional(),
    error: rawText({ max: 200 }).optional(),
    error_description: rawText({ max: 2000 }).optional(),
  })
  .strict();

/** POST /api/auth/request-password-reset: always 200; the link is mailed when the account exists. */
export const requestPasswordResetInputSchema = z.object({ email: emailSchema, redirectTo: callbackUrl }).strict();

/** POST /api/auth/reset-password: a new (strong) password with the mailed token. */
export const resetPasswordInputSchema = z
  .object({ newPassword, token: rawText({ max: 500 }).min(1, 'required') })
  .strict();

/** POST /api/auth/change-password (signed in): the current password and a new (strong) one. */
export const changePasswordInputSchema = z
  .object({
    currentPassword: rawText({ max: PASSWORD_MAX_LENGTH }).min(1, 'required'),
    newPassword,
    revokeOtherSessions: z.boolean().optional(),
  })
  .strict();

/** POST /api/auth/verify-password (signed in): confirm the password before a sensitive step. */
export const verifyPasswordInputSchema = z.object({ password: rawText({ max: PASSWORD_MAX_LENGTH }).min(1, 'required') }).strict();

/** POST /api/auth/send-verification-email: mail a new confirmation link. */
export const sendVerificationEmailInputSchema = z.object({ email: emailSchema, callbackURL: callbackUrl }).strict();

/** GET /api/auth/verify-email?token&callbackURL: the link in the confirmation email. */
export const verifyEmailQuerySchema = z.object({ token: rawText({ max: 2000 }).min(1, 'required'), callbackURL: callbackUrl }).strict();
