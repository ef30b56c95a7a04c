import { describe, expect, it } from 'vitest';
import { formatCents } from '../money';
import { CARD_FIRST_PAYMENT_FEE_CENTS, CHEQUE_MONTH_CENTS, PLAN_PRICE_CENTS, cardCheckoutLines, isChequeAmountAccepted, recurringEstimateCents, totalCents } from './pricing';

describe('pricing', () => {
  it('the plan is $24.99 a month and the first card payment adds $4.99', () => {
    expect(formatCents(PLAN_PRICE_CENTS)).toBe('$24.99');
    expect(formatCents(CARD_FIRST_PAYMENT_FEE_CENTS)).toBe('$4.99');
  });

  it('a first card month is the plan plus the fee, and the lines add up to $29.98', () => {
    const lines = cardCheckoutLines(false);
    expect(lines).toEqual([
      { item: 'plan', cents: 2499, recurring: true },
      { item: 'card_fee', cents: 499, recurring: false },
    ]);
    expect(totalCents(lines)).toBe(2998);
    expect(formatCents(totalCents(lines))).toBe('$29.98');
  });

  it('a store that has paid before renews at the plan price, without the fee', () => {
    const lines = cardCheckoutLines(true);
    expect(lines).toEqual([{ item: 'plan', cents: 2499, recurring: true }]);
    expect(totalCents(lines)).toBe(PLAN_PRICE_CENTS);
  });

  it('a cheque pays $24.99 a month: less is refused, more is accepted', () => {
    expect(CHEQUE_MONTH_CENTS).toBe(2499);
    expect(isChequeAmountAccepted(2499)).toBe(true);
    expect(isChequeAmountAccepted(2999)).toBe(true);
    expect(isChequeAmountAccepted(2498)).toBe(false);
    expect(isChequeAmountAccepted(0)).toBe(false);
    expect(isChequeAmountAccepted(24.99)).toBe(false);
  });

  it('the recurring estimate is stores × the plan price', () => {
    expect(recurringEstimateCents(0)).toBe(0);
    expect(recurringEstimateCents(3)).toBe(7497);
  });
});
