import { addDays } from '../dates';

export const TRIAL_DAYS = 15;

export const subscriptionStatuses = ['trial', 'active', 'suspended', 'expired'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export type SubscriptionInput = {
  status: string;
  trialEndDate: string | null;
  subscriptionEndDate: string | null;
  /** The store pays by card (a Stripe subscription on file): its renewal is charged after the period ends. */
  renewsByCard?: boolean;
};

/**
 * Stripe charges a renewal about an hour after the period ends and retries a failed one for days
 * (then says past due → suspended, or cancelled → expired): a card-paying store stays active this
 * long past its paid end, so it is never read-only while its renewal is on the way.
 */
export const CARD_RENEWAL_GRACE_DAYS = 3;

export type SubscriptionState = {
  status: SubscriptionStatus | 'unknown';
  subscribed: boolean;
  trialEnded: boolean;
  trialEndDate: string | null;
  subscriptionEnd: string | null;
  canSubscribe: boolean;
  canManage: boolean;
  actionRequired: boolean;
  /** The store has paid before (card or cheque): it is offered renewal at the plan price (decision 047). */
  paidBefore: boolean;
};

export function trialEndFrom(createdAt: Date): Date {
  return addDays(createdAt, TRIAL_DAYS);
}

/** Only a payment (card or cheque) writes a paid-through date, so a store with one has paid before. */
export function hasPaidBefore(input: Pick<SubscriptionInput, 'subscriptionEndDate'>): boolean {
  return !!input.subscriptionEndDate;
}

const isPast = (iso: string | Date | null, now: Date) => !!iso && new Date(iso).getTime() <= now.getTime();

/**
 * The status that counts, from the stored status and dates (no job needs to have run): a trial past
 * its end and an active subscription past its paid end are expired.
 */
export function effectiveStatus(input: SubscriptionInput, now: Date = new Date()): SubscriptionStatus | 'unknown' {
  if (!(subscriptionStatuses as readonly string[]).includes(input.status)) return 'unknown';
  const status = input.status as SubscriptionStatus;
  if (status === 'trial' && isPast(input.trialEndDate, now)) return 'expired';
  if (status === 'active' && input.subscriptionEndDate) {
    const end = new Date(input.subscriptionEndDate);
    const until = input.renewsByCard ? addDays(end, CARD_RENEWAL_GRACE_DAYS) : end;
    if (isPast(until, now)) return 'expired';
  }
  return status;
}

export type LapseReason = 'expired' | 'suspended';

/** Why a store may only read (expired or suspended), or null when it may write. */
export function lapseReason(input: SubscriptionInput, now: Date = new Date()): LapseReason | null {
  const status = effectiveStatus(input, now);
  return status === 'expired' || status === 'suspended' ? status : null;
}

/** The subscription card's state (spec part 1 §4), computed from the stored status and dates. */
export function describeSubscription(input: SubscriptionInput, now: Date = new Date()): SubscriptionState {
  const status = effectiveStatus(input, now);
  const subscribed = status === 'active';
  const trialEnded = input.status === 'trial' && isPast(input.trialEndDate, now);
  return {
    status,
    subscribed,
    trialEnded,
    trialEndDate: input.trialEndDate,
    subscriptionEnd: input.subscriptionEndDate,
    canSubscribe: !subscribed && (status === 'trial' || status === 'expired'),
    canManage: subscribed || status === 'suspended',
    actionRequired: status === 'expired',
    paidBefore: hasPaidBefore(input),
  };
}
