import { z } from 'zod';
import { subscriptionStatuses } from '../subscription/subscription';
import { languageSchema } from '../i18n/language.schemas';

export const roles = ['store_owner', 'employee'] as const;
export type Role = (typeof roles)[number];

/** What every signed-in screen knows: GET /api/session. */
export const sessionContextSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    emailVerified: z.boolean(),
    /** The language the person chose in their account (issue 27); null: not chosen yet (the device's guess holds). */
    language: languageSchema.nullable(),
  }),
  role: z.enum(roles).nullable(),
  isFirstLogin: z.boolean(),
  isAdmin: z.boolean(),
  store: z
    .object({
      id: z.string(),
      name: z.string(),
      address: z.string().nullable(),
      street: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      zip: z.string().nullable(),
      phone: z.string().nullable(),
      timezone: z.string(),
      subscriptionStatus: z.enum(subscriptionStatuses).or(z.string()),
      trialEndDate: z.string().nullable(),
      subscriptionEndDate: z.string().nullable(),
      createdAt: z.string(),
      /** Why the store may only read (computed on the server), or null. */
      lapsed: z.enum(['expired', 'suspended']).nullable(),
      /** Pays by card: stays active for the renewal grace past its paid end (subscription.ts). */
      renewsByCard: z.boolean(),
      /** Store Settings: employees may share a customer's statement link (decision 050). */
      employeesShareStatements: z.boolean(),
      /** The store's language: its owner's choice, else English. A customer without one of their own gets it (issue 27). */
      language: languageSchema,
    })
    .nullable(),
});
export type SessionContext = z.infer<typeof sessionContextSchema>;

/** Where a signed-in person belongs (spec part 1 §2 and §4). */
export function landingPathFor(context: Pick<SessionContext, 'role' | 'isFirstLogin'>): '/dashboard' | '/setup' {
  if (!context.role) return '/setup';
  if (context.isFirstLogin && context.role !== 'employee') return '/setup';
  return '/dashboard';
}

/** PUT /api/account/language: the signed-in person's own language (never another user's: there is no user id). */
export const accountLanguageInputSchema = z.object({ language: languageSchema }).strict();
export type AccountLanguageInput = z.infer<typeof accountLanguageInputSchema>;
