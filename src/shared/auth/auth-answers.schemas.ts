import { z } from 'zod';

/**
 * Better Auth's own answers, passed through by /api/auth (src/server/auth/auth.routes.ts): the fields
 * the app reads are named; the rest are Better Auth's and may grow with it (open objects).
 */
const authUserSchema = z.looseObject({ id: z.string(), email: z.string(), name: z.string(), emailVerified: z.boolean() });

export const signInAnswerSchema = z.looseObject({ redirect: z.boolean(), token: z.string(), user: authUserSchema });
export const socialSignInAnswerSchema = z.looseObject({ url: z.string(), redirect: z.boolean() });
export const signOutAnswerSchema = z.object({ success: z.boolean() });
export const authSessionAnswerSchema = z.looseObject({ session: z.looseObject({ id: z.string(), userId: z.string() }), user: authUserSchema }).nullable();
/** A reset or confirmation mail asked for, a password reset: `status` true. */
export const authStatusAnswerSchema = z.looseObject({ status: z.boolean() });
export const changePasswordAnswerSchema = z.looseObject({ token: z.string().nullable(), user: authUserSchema });
