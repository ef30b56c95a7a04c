import type { Context } from 'hono';
import {
  changePasswordInputSchema,
  oauthCallbackParamsSchema,
  oauthCallbackQuerySchema,
  requestPasswordResetInputSchema,
  resetPasswordInputSchema,
  sendVerificationEmailInputSchema,
  signInInputSchema,
  socialSignInInputSchema,
  verifyEmailQuerySchema,
  verifyPasswordInputSchema,
} from '#shared/auth/auth.schemas';
import {
  authSessionAnswerSchema,
  authStatusAnswerSchema,
  changePasswordAnswerSchema,
  signInAnswerSchema,
  signOutAnswerSchema,
  socialSignInAnswerSchema,
} from '#shared/auth/auth-answers.schemas';
import type { ErrorCode } from '#shared/errors/codes';
import { AppError } from '../http/app-error';
import { defineRoute } from '../http/route-manifest';
import type { AppEnv, SignedInUser } from '../http/types';
import { answerFromAuth, forwardToAuth } from './auth-forward';
import { enforceMailingLimits, type MailingRequest } from '../abuse/mail-limits';
import { answerAtFloor } from '../abuse/answer-floor';
import { isWrongPasswordAnswer, withPasswordCheck } from './password-check';
import { currentSettings } from '../config/settings-cache';
import { throwUnlessStrong } from '../config/password-rule';

/** The server-side strength check applies to every way a password is set. */
async function requireStrong(c: Context<AppEnv>, newPassword: string) {
  const { password_min_length } = await currentSettings(c.get('deps').db);
  throwUnlessStrong(newPassword, password_min_length, 'newPassword');
}

/** A signed-in user's password is checked under the same per-email lock as sign-in; a wrong one is a field error. */
async function checkSessionPassword(c: Context<AppEnv>, field: string, body: unknown): Promise<Response> {
  const user = c.get('user') as SignedInUser;
  const response = await withPasswordCheck(c, user.email, () => forwardToAuth(c, body), isWrongPasswordAnswer);
  if (await isWrongPasswordAnswer(response)) throw new AppError('VALIDATION_FAILED', { [field]: 'wrong_password' });
  return answerFromAuth(c, response);
}

/** Reset and confirmation links: per IP and per address, counted in the database (429 RATE_LIMITED). */
function limitMailing(c: Context<AppEnv>, kind: MailingRequest, email: string): Promise<void> {
  const { db, config } = c.get('deps');
  return enforceMailingLimits(db, kind, { ip: c.get('clientIp'), email, isIpLimitOn: config.AUTH_IP_RATE_LIMIT === 'on' });
}

/** A reset request answers no sooner than this, known address or not (the mail goes out after). */
export const PASSWORD_RESET_ANSWER_FLOOR_MS = 250;

/** Better Auth's answer to every reset request, known address or not: also ours when its work overruns the floor. */
export const RESET_REQUESTED = { status: true, message: 'If this email exists in our system, check your email for the reset link' } as const;

/** What Better Auth's own refusals become (auth-forward.ts), on every route that hands the request to it. */
const authErrors: readonly ErrorCode[] = ['UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'RATE_LIMITED'];
const passwordChecked: readonly ErrorCode[] = [...authErrors, 'TOO_MANY_LOGIN_ATTEMPTS'];

const forward = (c: Context<AppEnv>, body?: unknown) => forwardToAuth(c, body).then((response) => answerFromAuth(c, response));

/**
 * /api/auth: the Better Auth endpoints the app uses, each with its schema; every other Better Auth
 * endpoint is not reachable (404). Sign-up goes through /api/signup (store information, strength).
 */
export const authRoutes = [
  defineRoute({
    method: 'POST', path: '/auth/sign-in/email', summary: 'Sign in (5 failed attempts per email in 15 minutes lock it)',
    access: 'anonymous', blockedWhenLapsed: false, response: signInAnswerSchema, errors: [...passwordChecked, 'INVALID_CREDENTIALS', 'EMAIL_NOT_VERIFIED'], body: signInInputSchema,
    handle: async (c, { body }) => {
      const response = await withPasswordCheck(c, body.email, () => forwardToAuth(c, body), (r) => r.status === 401);
      if (response.status === 401) throw new AppError('INVALID_CREDENTIALS');
      if (response.status === 403) throw new AppError('EMAIL_NOT_VERIFIED');
      return answerFromAuth(c, response);
    },
  }),
  defineRoute({
    method: 'POST', path: '/auth/sign-in/social', summary: "Start Google sign-in (answers Google's consent URL)",
    access: 'anonymous', blockedWhenLapsed: false, response: socialSignInAnswerSchema, errors: authErrors, body: socialSignInInputSchema,
    handle: (c, { body }) => forward(c, body),
  }),
  defineRoute({
    method: 'GET', path: '/auth/callback/:id', summary: 'Google sends the browser back here (redirects into the app)',
    access: 'anonymous', blockedWhenLapsed: false, errors: authErrors, params: oauthCallbackParamsSchema, query: oauthCallbackQuerySchema, successStatus: 302,
    handle: (c) => forward(c),
  }),
  defineRoute({
    method: 'POST', path: '/auth/sign-out', summary: 'Sign out',
    access: 'anonymous', blockedWhenLapsed: false, response: signOutAnswerSchema, errors: authErrors,
    handle: (c) => forward(c),
  }),
  defineRoute({
    method: 'GET', path: '/auth/get-session', summary: 'The Better Auth session, or null',
    access: 'anonymous', blockedWhenLapsed: false, response: authSessionAnswerSchema, errors: authErrors,
    handle: (c) => forward(c),
  }),
  defineRoute({
    method: 'POST', path: '/auth/request-password-reset', summary: 'Mail a password-reset link',
    access: 'anonymous', blockedWhenLapsed: false, response: authStatusAnswerSchema, errors: [...authErrors, 'RATE_LIMITED'], body: requestPasswordResetInputSchema,
    // The mail limits count every address alike (known or not): they are decided before the floor, so a
    // refusal is a 429 however long the work behind the floor would have taken on a loaded machine.
    handle: async (c, { body }) => {
      await limitMailing(c, 'password-reset', body.email);
      return answerAtFloor(
        PASSWORD_RESET_ANSWER_FLOOR_MS,
        () => forward(c, body),
        () => c.json(RESET_REQUESTED),
        (error) => console.error(`[auth] request ${c.get('requestId')}: a password-reset request failed after its answer`, error),
      );
    },
  }),
  defineRoute({
    method: 'POST', path: '/auth/reset-password', summary: 'Set a new (strong) password with the mailed token',
    access: 'anonymous', blockedWhenLapsed: false, response: authStatusAnswerSchema, errors: [...authErrors, 'WEAK_PASSWORD'], body: resetPasswordInputSchema,
    handle: async (c, { body }) => {
      await requireStrong(c, body.newPassword);
      const response = await forwardToAuth(c, body);
      if (response.status === 400) throw new AppError('VALIDATION_FAILED', { token: 'invalid_token' });
      return answerFromAuth(c, response);
    },
  }),
  defineRoute({
    method: 'POST', path: '/auth/change-password', summary: 'Change the password (the new one must be strong)',
    access: 'signedIn', blockedWhenLapsed: false, response: changePasswordAnswerSchema, errors: [...passwordChecked, 'WEAK_PASSWORD'], body: changePasswordInputSchema,
    handle: async (c, { body }) => {
      await requireStrong(c, body.newPassword);
      return checkSessionPassword(c, 'currentPassword', body);
    },
  }),
  defineRoute({
    method: 'POST', path: '/auth/verify-password', summary: 'Confirm the password of the signed-in user',
    access: 'signedIn', blockedWhenLapsed: false, response: authStatusAnswerSchema, errors: passwordChecked, body: verifyPasswordInputSchema,
    handle: (c, { body }) => checkSessionPassword(c, 'password', body),
  }),
  defineRoute({
    method: 'POST', path: '/auth/send-verification-email', summary: 'Mail a new confirmation link',
    access: 'anonymous', blockedWhenLapsed: false, response: authStatusAnswerSchema, errors: [...authErrors, 'RATE_LIMITED'], body: sendVerificationEmailInputSchema,
    // Better Auth answers a signed-out request no sooner than 500 ms, whether or not the address exists.
    handle: async (c, { body }) => {
      await limitMailing(c, 'verification', body.email);
      return forward(c, body);
    },
  }),
  defineRoute({
    method: 'GET', path: '/auth/verify-email', summary: 'The link in the confirmation email (redirects into the app)',
    access: 'anonymous', blockedWhenLapsed: false, errors: authErrors, query: verifyEmailQuerySchema, successStatus: 302,
    handle: (c) => forward(c),
  }),
];
