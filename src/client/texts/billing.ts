import { centsToInput, formatCents } from '#shared/money';
import { CHEQUE_MONTH_CENTS, PLAN_PRICE_CENTS, cardCheckoutLines, totalCents, type PriceLine } from '#shared/subscription/pricing';

/**
 * The billing concern's words (owner's card, lapsed banner, checkout return, admin cheque form).
 * Every amount comes from src/shared/subscription/pricing.ts through formatCents (decision 047).
 */

/** The owner's way back in: a store that has paid before renews, any other subscribes. */
export function subscribeActionLabel(paidBefore: boolean): string {
  return paidBefore ? 'Reactivate Subscription' : 'Subscribe Now';
}

export type PriceRow = { label: string; amount: string };

const lineLabels: Record<PriceLine['item'], string> = { plan: 'Monthly plan', card_fee: 'Card processing fee (first payment only)' };

/** What a card payment costs, line by line, with the total the lines add up to. */
export function cardPriceRows(paidBefore: boolean): { rows: PriceRow[]; total: PriceRow; note: string } {
  const lines = cardCheckoutLines(paidBefore);
  const plan = formatCents(PLAN_PRICE_CENTS);
  return {
    rows: lines.map((line) => ({ label: lineLabels[line.item], amount: formatCents(line.cents) })),
    total: { label: paidBefore ? 'Today by card' : 'First month by card', amount: formatCents(totalCents(lines)) },
    note: paidBefore ? `You have paid before, so there is no processing fee: ${plan} a month.` : `Then ${plan} a month.`,
  };
}

export const chequeAmountText = (amountCents: number) => `${formatCents(amountCents)} a month`;

export const planPriceText = () => `Corner Store plan · ${formatCents(PLAN_PRICE_CENTS)}/month`;

type Lapse = 'expired' | 'suspended';

/** The one alert of a lapsed store: why it is read-only, and what to do about it (owner or employee). */
export function lapsedBannerText(lapsed: Lapse, isOwner: boolean, paidBefore: boolean): { title: string; body: string; action: string | null } {
  const title = lapsed === 'expired' ? 'Subscription expired' : 'Store suspended';
  if (!isOwner) {
    return {
      title,
      body: 'This store is read-only: you can look up customers and history, but changes cannot be saved. Please ask the store owner to renew the subscription.',
      action: null,
    };
  }
  if (lapsed === 'suspended') {
    return {
      title,
      body: 'Your store is read-only: your data is still here, but changes cannot be saved. Please update your payment method, or contact support if you think this is a mistake.',
      action: 'Update payment',
    };
  }
  const why = paidBefore ? 'Your subscription has expired.' : 'Your free trial has ended.';
  const next = paidBefore ? 'Reactivate your subscription to keep recording sales and credit.' : 'Subscribe to keep recording sales and credit.';
  return {
    title: 'Action Required',
    body: `${why} Your store is read-only: your customers, history, statements, reports and exports are all still here, but changes cannot be saved. ${next}`,
    action: subscribeActionLabel(paidBefore),
  };
}

export type CheckoutNotice = { tone: 'info' | 'warning'; title: string; body: string };

/** Back from Checkout without an active subscription: what happened and what to do. */
export function checkoutReturnNotice(outcome: 'cancelled' | 'CHECKOUT_NOT_COMPLETE' | 'NOT_FOUND' | 'unconfirmed', paidBefore: boolean): CheckoutNotice {
  const retry = subscribeActionLabel(paidBefore);
  switch (outcome) {
    case 'cancelled':
      return { tone: 'info', title: 'Checkout cancelled', body: `Nothing was charged. Choose ${retry} when you are ready, or pay by cheque.` };
    case 'CHECKOUT_NOT_COMPLETE':
      return {
        tone: 'warning',
        title: 'Payment not completed',
        body: `Checkout was left before the payment went through, so nothing was charged and your subscription has not started. Choose ${retry} to try again, or pay by cheque.`,
      };
    case 'NOT_FOUND':
      return {
        tone: 'warning',
        title: 'Checkout not found',
        body: `This checkout link does not belong to your store. If you paid, your subscription shows as active here within a few minutes; if not, choose ${retry} to start again.`,
      };
    case 'unconfirmed':
      return {
        tone: 'warning',
        title: 'Payment not confirmed yet',
        body: 'We could not check your payment with the payment service just now. If you paid, your subscription shows as active here within a few minutes; reload the page to check again.',
      };
  }
}

/** The admin's monthly report: recorded payments, and the recurring estimate at the plan price. */
export const revenueHint = (estimateCents: number, approved: number) =>
  `Payments recorded this month · recurring estimate ${formatCents(estimateCents)} (${approved} approved × ${formatCents(PLAN_PRICE_CENTS)})`;

/** The admin's cheque form. */
export const chequeFormTexts = {
  defaultAmount: () => centsToInput(CHEQUE_MONTH_CENTS),
  belowPlanPrice: () => `A cheque must pay at least one month of the plan (${formatCents(CHEQUE_MONTH_CENTS)}).`,
  invalidAmount: () => `Please enter the amount written on the cheque, e.g. ${centsToInput(CHEQUE_MONTH_CENTS)}.`,
};

/** What the subscription card says of each status (spec part 1 §2; decision 047). */
export const subscriptionStatusTexts = {
  active: 'Your subscription is active.',
  activeUntil: (date: string) => `Your subscription is active until ${date}.`,
  trial: 'You are on the free trial.',
  trialEnded: (date: string) => `Your free trial ended on ${date}.`,
  trialEnds: (date: string) => `Your free trial ends on ${date}.`,
  suspended: 'Your subscription is suspended. Please update your payment method to restore full access.',
  expiredPaidBefore: 'Your subscription has expired. Reactivate it to continue using Corner Store.',
  expired: 'Your subscription has expired. Please subscribe to continue using Corner Store.',
  unknown: 'We could not determine your subscription status.',
} as const;
