import { describeSubscription, type SubscriptionInput } from '#shared/subscription/subscription';
import { formatDateLong } from '#shared/dates';
import type { BadgeTone } from '#client/components/ui/badge';
import { subscribeActionLabel, subscriptionStatusTexts as texts } from '#client/texts/billing';
import type { BillingAction } from './api/open-billing';
import { t } from '#client/i18n';

export type SubscriptionView = {
  badge: { label: string; tone: BadgeTone };
  description: string;
  action: { label: string; billing: BillingAction } | null;
  /** Renewal at the plan price, or a first subscription (with the first card payment's fee). */
  paidBefore: boolean;
};

const badges = {
  active: { get label() { return t('billingTexts.badgeActive'); }, tone: 'green' },
  trial: { get label() { return t('billingTexts.badgeTrial'); }, tone: 'blue' },
  suspended: { get label() { return t('billingTexts.badgeSuspended'); }, tone: 'yellow' },
  expired: { get label() { return t('billingTexts.badgeExpired'); }, tone: 'red' },
  unknown: { get label() { return t('billingTexts.badgeUnknown'); }, tone: 'gray' },
} as const;

/**
 * The subscription card's content (spec part 1 §4), from the store's subscription fields; dates are
 * the store's days. The spec's 'Action Required' banner is the layout's lapsed banner (one alert).
 */
export function subscriptionView(input: SubscriptionInput, now: Date = new Date(), timeZone?: string): SubscriptionView {
  const dateOf = (iso: string | null) => (iso ? formatDateLong(iso, timeZone) : null);
  const state = describeSubscription(input, now);
  const trialEnd = dateOf(state.trialEndDate);
  const activeUntil = dateOf(state.subscriptionEnd);
  const descriptions: Record<typeof state.status, string> = {
    active: activeUntil ? texts.activeUntil(activeUntil) : texts.active,
    trial: !trialEnd ? texts.trial : state.trialEnded ? texts.trialEnded(trialEnd) : texts.trialEnds(trialEnd),
    suspended: texts.suspended,
    expired: state.trialEnded && trialEnd ? texts.trialEnded(trialEnd) : state.paidBefore ? texts.expiredPaidBefore : texts.expired,
    unknown: texts.unknown,
  };
  let action: SubscriptionView['action'] = null;
  if (state.canSubscribe) {
    action = { label: subscribeActionLabel(state.paidBefore), billing: 'checkout' };
  } else if (state.canManage) {
    action = { label: t('billingTexts.manageSubscription'), billing: 'portal' };
  }
  return { badge: { ...badges[state.status] }, description: descriptions[state.status], action, paidBefore: state.paidBefore };
}
