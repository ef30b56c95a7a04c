import { centsToInput, formatCents } from '#shared/money';
import { CHEQUE_MONTH_CENTS, PLAN_PRICE_CENTS, cardCheckoutLines, totalCents, type PriceLine } from '#shared/subscription/pricing';
import { t } from '#client/i18n';

/**
 * The billing concern's words (owner's card, lapsed banner, checkout return, admin cheque form), from
 * the catalogue's `billingTexts` area (decision 059). Every amount comes from
 * src/shared/subscription/pricing.ts through formatCents (decision 047).
 */

/** The owner's way back in: a store that has paid before renews, any other subscribes. */
export function subscribeActionLabel(paidBefore: boolean): string {
  return paidBefore ? t('billingTexts.reactivateSubscription') : t('billingTexts.subscribeNow');
}

export type PriceRow = { label: string; amount: string };

const lineLabel = (item: PriceLine['item']) => (item === 'plan' ? t('billingTexts.monthlyPlan') : t('billingTexts.cardFee'));

/** What a card payment costs, line by line, with the total the lines add up to. */
export function cardPriceRows(paidBefore: boolean): { rows: PriceRow[]; total: PriceRow; note: string } {
  const lines = cardCheckoutLines(paidBefore);
  const plan = formatCents(PLAN_PRICE_CENTS);
  return {
    rows: lines.map((line) => ({ label: lineLabel(line.item), amount: formatCents(line.cents) })),
    total: { label: paidBefore ? t('billingTexts.todayByCard') : t('billingTexts.firstMonthByCard'), amount: formatCents(totalCents(lines)) },
    note: paidBefore ? t('billingTexts.paidBeforeNote', { plan }) : t('billingTexts.thenNote', { plan }),
  };
}

export const chequeAmountText = (amountCents: number) => t('billingTexts.aMonth', { amount: formatCents(amountCents) });

export const planPriceText = () => t('billingTexts.planPrice', { amount: formatCents(PLAN_PRICE_CENTS) });

type Lapse = 'expired' | 'suspended';

/** The one alert of a lapsed store: why it is read-only, and what to do about it (owner or employee). */
export function lapsedBannerText(lapsed: Lapse, isOwner: boolean, paidBefore: boolean): { title: string; body: string; action: string | null } {
  const title = lapsed === 'expired' ? t('billingTexts.subscriptionExpired') : t('billingTexts.storeSuspended');
  if (!isOwner) return { title, body: t('billingTexts.employeeReadOnly'), action: null };
  if (lapsed === 'suspended') return { title, body: t('billingTexts.suspendedReadOnly'), action: t('billingTexts.updatePayment') };
  const why = paidBefore ? t('billingTexts.whyExpired') : t('billingTexts.whyTrialEnded');
  const next = paidBefore ? t('billingTexts.nextReactivate') : t('billingTexts.nextSubscribe');
  return {
    title: t('billingTexts.actionRequired'),
    body: t('billingTexts.expiredBody', { why, next }),
    action: subscribeActionLabel(paidBefore),
  };
}

export type CheckoutNotice = { tone: 'info' | 'warning'; title: string; body: string };

/** Back from Checkout without an active subscription: what happened and what to do. */
export function checkoutReturnNotice(outcome: 'cancelled' | 'CHECKOUT_NOT_COMPLETE' | 'NOT_FOUND' | 'unconfirmed', paidBefore: boolean): CheckoutNotice {
  const retry = subscribeActionLabel(paidBefore);
  switch (outcome) {
    case 'cancelled':
      return { tone: 'info', title: t('billingTexts.checkoutCancelled'), body: t('billingTexts.checkoutCancelledBody', { retry }) };
    case 'CHECKOUT_NOT_COMPLETE':
      return { tone: 'warning', title: t('billingTexts.paymentNotCompleted'), body: t('billingTexts.paymentNotCompletedBody', { retry }) };
    case 'NOT_FOUND':
      return { tone: 'warning', title: t('billingTexts.checkoutNotFound'), body: t('billingTexts.checkoutNotFoundBody', { retry }) };
    case 'unconfirmed':
      return { tone: 'warning', title: t('billingTexts.paymentNotConfirmed'), body: t('billingTexts.paymentNotConfirmedBody') };
  }
}

/** The admin's monthly report: recorded payments, and the recurring estimate at the plan price. */
export const revenueHint = (estimateCents: number, approved: number) =>
  t('billingTexts.revenueHint', { estimate: formatCents(estimateCents), approved, plan: formatCents(PLAN_PRICE_CENTS) });

/** The admin's cheque form. */
export const chequeFormTexts = {
  defaultAmount: () => centsToInput(CHEQUE_MONTH_CENTS),
  belowPlanPrice: () => t('billingTexts.chequeBelowPlan', { amount: formatCents(CHEQUE_MONTH_CENTS) }),
  invalidAmount: () => t('billingTexts.chequeInvalidAmount', { amount: centsToInput(CHEQUE_MONTH_CENTS) }),
};

/** What the subscription card says of each status (spec part 1 §2; decision 047). */
export const subscriptionStatusTexts = {
  get active() {
    return t('billingTexts.statusActive');
  },
  activeUntil: (date: string) => t('billingTexts.statusActiveUntil', { date }),
  get trial() {
    return t('billingTexts.statusTrial');
  },
  trialEnded: (date: string) => t('billingTexts.statusTrialEnded', { date }),
  trialEnds: (date: string) => t('billingTexts.statusTrialEnds', { date }),
  get suspended() {
    return t('billingTexts.statusSuspended');
  },
  get expiredPaidBefore() {
    return t('billingTexts.statusExpiredPaidBefore');
  },
  get expired() {
    return t('billingTexts.statusExpired');
  },
  get unknown() {
    return t('billingTexts.statusUnknown');
  },
};
