/**
 * Every price of the plan, in integer cents (decision 047; DESIGN.md "Prices"). The server charges
 * and validates with these, the client shows them through formatCents: nothing else holds a price.
 */
export const PLAN_PRICE_CENTS = 2499;
/** Charged once, on a store's first card payment; a store that has paid before renews at the plan price. */
export const CARD_FIRST_PAYMENT_FEE_CENTS = 499;
/** A cheque pays one month of the plan. */
export const CHEQUE_MONTH_CENTS = PLAN_PRICE_CENTS;

export type PriceLine = { item: 'plan' | 'card_fee'; cents: number; recurring: boolean };

/** What a card Checkout charges, line by line: the plan, plus the fee when the store has never paid. */
export function cardCheckoutLines(paidBefore: boolean): PriceLine[] {
  const plan: PriceLine = { item: 'plan', cents: PLAN_PRICE_CENTS, recurring: true };
  return paidBefore ? [plan] : [plan, { item: 'card_fee', cents: CARD_FIRST_PAYMENT_FEE_CENTS, recurring: false }];
}

/** The sum of the lines: what the person pays today. */
export function totalCents(lines: readonly PriceLine[]): number {
  return lines.reduce((sum, line) => sum + line.cents, 0);
}

/** A cheque is recorded only when it pays at least one month of the plan. */
export function isChequeAmountAccepted(amountCents: number): boolean {
  return Number.isSafeInteger(amountCents) && amountCents >= CHEQUE_MONTH_CENTS;
}

/** The admin's recurring estimate: each paying (or trialling) store at the plan price. */
export function recurringEstimateCents(stores: number): number {
  return stores * PLAN_PRICE_CENTS;
}
