import { addDays } from '../dates';

export const PLAN_PRICE_CENTS = 2499;
export const TRIAL_DAYS = 15;
/** Card-payment extras of spec part 1 §9. */
export const CARD_PROCESSING_FEE_CENTS = 499;

export const subscriptionStatuses = ['trial', 'active', 'suspended', 'expired'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export type SubscriptionInput = {
  status: string;
  trialEndDate: string | null;
  subscriptionEndDate: string | null;
};

export type SubscriptionState = {
  status: SubscriptionStatus | 'unknown';
  subscribed: boolean;
  trialEnded: boolean;
  trialEndDate: string | null;
  subscriptionEnd: string | null;
  canSubscribe: boolean;
  canManage: boolean;
  actionRequired: boolean;
};

export function trialEndFrom(createdAt: Date): Date {
  return addDays(createdAt, TRIAL_DAYS);
}

/** The subscription card's state (spec part 1 §4). */
export function describeSubscription(input: SubscriptionInput, now: Date = new Date()): SubscriptionState {
  const status = (subscriptionStatuses as readonly string[]).includes(input.status)
    ? (input.status as SubscriptionStatus)
    : 'unknown';
  const subscribed =
    status === 'active' && (!input.subscriptionEndDate || new Date(input.subscriptionEndDate) > now);
  const trialEnded = status === 'trial' && !!input.trialEndDate && new Date(input.trialEndDate) <= now;
  return {
    status,
    subscribed,
    trialEnded,
    trialEndDate: input.trialEndDate,
    subscriptionEnd: input.subscriptionEndDate,
    canSubscribe: !subscribed && (status === 'trial' || status === 'expired'),
    canManage: subscribed || status === 'suspended',
    actionRequired: status === 'expired' || trialEnded,
  };
}
