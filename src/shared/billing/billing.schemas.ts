import { z } from 'zod';
import { centsSchema, isBusinessDate, requiredText } from '../validation/primitives';
import { subscriptionStatuses } from '../subscription/subscription';
import { isChequeAmountAccepted } from '../subscription/pricing';
import { trialExtensionDays } from '../subscription/subscription-machine';

/** GET /api/billing/subscription (owner): the card's facts, computed on the server. */
export const subscriptionInfoSchema = z.object({
  subscribed: z.boolean(),
  subscriptionStatus: z.enum(subscriptionStatuses).or(z.literal('unknown')),
  /** The stored status (the card's words for an ended trial need it). */
  storedStatus: z.string(),
  trialEnded: z.boolean(),
  trialEndDate: z.string().nullable(),
  subscriptionEnd: z.string().nullable(),
  lapsed: z.enum(['expired', 'suspended']).nullable(),
  hasCardSubscription: z.boolean(),
  cardPaymentsEnabled: z.boolean(),
  cheque: z.object({
    amountCents: z.number().int(),
    payee: z.string(),
    mailingAddress: z.string(),
    /** The company's email and phone (system settings) for questions; '' when none is set. */
    contact: z.string(),
    memo: z.string(),
  }),
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;

export const billingUrlSchema = z.object({ url: z.string() });

export const confirmCheckoutInputSchema = z.object({ sessionId: z.string().min(1).max(255).regex(/^[\w-]+$/, 'invalid_id') }).strict();

const receivedOnSchema = z.string({ error: 'required' }).refine(isBusinessDate, 'invalid_date');

/** POST /api/admin/stores/:id/cheques (platform admin). */
export const recordChequeInputSchema = z
  .object({
    amountCents: centsSchema({ min: 1, max: 1_000_000 }).refine(isChequeAmountAccepted, 'below_plan_price'),
    chequeNumber: requiredText({ max: 40 }),
    receivedOn: receivedOnSchema,
  })
  .strict();
export type RecordChequeInput = z.infer<typeof recordChequeInputSchema>;

/** POST /api/admin/stores/:id/extend-trial. */
export const extendTrialInputSchema = z
  .object({ days: z.union(trialExtensionDays.map((d) => z.literal(d)) as unknown as [z.ZodLiteral<7>, z.ZodLiteral<14>, z.ZodLiteral<30>, z.ZodLiteral<60>], { error: 'invalid_days' }) })
  .strict();

/** The admin actions' answer: the store's subscription fields after the change. */
export const adminStoreSubscriptionSchema = z.object({
  storeId: z.string(),
  subscriptionStatus: z.string(),
  effectiveStatus: z.string(),
  trialEndDate: z.string().nullable(),
  subscriptionEndDate: z.string().nullable(),
});
export type AdminStoreSubscription = z.infer<typeof adminStoreSubscriptionSchema>;

/** POST /api/billing/webhook: the event taken (`duplicate`: seen before, applied once). */
export const webhookAnswerSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
