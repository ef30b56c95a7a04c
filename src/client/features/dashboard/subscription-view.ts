import { describeSubscription, type SubscriptionInput } from '#shared/subscription/subscription';
import { formatDateLong } from '#shared/dates';
import type { BadgeTone } from '#client/components/ui/badge';
import type { BillingAction } from './api/open-billing';

export type SubscriptionView = {
  badge: { label: string; tone: BadgeTone };
  description: string;
  action: { label: string; billing: BillingAction } | null;
  /** The 'Action Required' banner's text, when one shows. */
  actionRequired: string | null;
};

const badges = {
  active: { label: 'Active', tone: 'green' },
  trial: { label: 'Trial', tone: 'blue' },
  suspended: { label: 'Suspended', tone: 'yellow' },
  expired: { label: 'Expired', tone: 'red' },
  unknown: { label: 'Unknown', tone: 'gray' },
} as const;

/** The subscription card's content (spec part 1 §4), from the store's subscription fields; dates are the store's days. */
export function subscriptionView(input: SubscriptionInput, now: Date = new Date(), timeZone?: string): SubscriptionView {
  const dateOf = (iso: string | null) => (iso ? formatDateLong(iso, timeZone) : null);
  const state = describeSubscription(input, now);
  const trialEnd = dateOf(state.trialEndDate);
  const activeUntil = dateOf(state.subscriptionEnd);
  const descriptions: Record<typeof state.status, string> = {
    active: activeUntil ? `Your subscription is active until ${activeUntil}.` : 'Your subscription is active.',
    trial: !trialEnd
      ? 'You are on the free trial.'
      : state.trialEnded
        ? `Your free trial ended on ${trialEnd}.`
        : `Your free trial ends on ${trialEnd}.`,
    suspended: 'Your subscription is suspended. Please update your payment method to restore full access.',
    expired:
      state.trialEnded && trialEnd
        ? `Your free trial ended on ${trialEnd}.`
        : 'Your subscription has expired. Please subscribe to continue using Corner Store.',
    unknown: 'We could not determine your subscription status.',
  };
  let action: SubscriptionView['action'] = null;
  if (state.canSubscribe) {
    action = { label: state.status === 'expired' && !state.trialEnded ? 'Reactivate Subscription' : 'Subscribe Now', billing: 'checkout' };
  } else if (state.canManage) {
    action = { label: 'Manage Subscription', billing: 'portal' };
  }
  let actionRequired: string | null = null;
  if (state.actionRequired) {
    actionRequired =
      !state.trialEnded
        ? 'Your subscription has expired. Reactivate it to keep recording sales and credit.'
        : 'Your free trial has ended. Subscribe now to keep recording sales and credit.';
  }
  return { badge: { ...badges[state.status] }, description: descriptions[state.status], action, actionRequired };
}
