import { describe, expect, it } from 'vitest';
import { cardPriceRows, chequeAmountText, checkoutReturnNotice, lapsedBannerText, subscribeActionLabel } from './billing';

describe('billing texts', () => {
  it('a first card month shows the plan and the fee, and the total they add up to', () => {
    expect(cardPriceRows(false)).toEqual({
      rows: [
        { label: 'Monthly plan', amount: '$24.99' },
        { label: 'Card processing fee (first payment only)', amount: '$4.99' },
      ],
      total: { label: 'First month by card', amount: '$29.98' },
      note: 'Then $24.99 a month.',
    });
  });
  it('a store that has paid before is offered renewal at the plan price', () => {
    const price = cardPriceRows(true);
    expect(price.rows).toEqual([{ label: 'Monthly plan', amount: '$24.99' }]);
    expect(price.total.amount).toBe('$24.99');
    expect(subscribeActionLabel(true)).toBe('Reactivate Subscription');
    expect(subscribeActionLabel(false)).toBe('Subscribe Now');
  });
  it('a cheque pays a month of the plan', () => {
    expect(chequeAmountText(2499)).toBe('$24.99 a month');
  });
  it('an expired store: one alert whose action is the card’s button, data still there', () => {
    const renewal = lapsedBannerText('expired', true, true);
    expect(renewal).toMatchObject({ title: 'Action Required', action: 'Reactivate Subscription' });
    expect(renewal.body).toContain('Your subscription has expired.');
    expect(renewal.body).toContain('still here');
    const trial = lapsedBannerText('expired', true, false);
    expect(trial).toMatchObject({ action: 'Subscribe Now' });
    expect(trial.body).toContain('Your free trial has ended.');
  });
  it('a suspended store: update the payment method or contact support; an employee asks the owner', () => {
    const text = lapsedBannerText('suspended', true, true);
    expect(text).toMatchObject({ title: 'Store suspended', action: 'Update payment' });
    expect(text.body).toContain('contact support');
    expect(lapsedBannerText('suspended', false, true)).toMatchObject({ action: null, body: expect.stringContaining('ask the store owner') });
  });
  it('back from Checkout unpaid or unknown: what happened and what to do', () => {
    expect(checkoutReturnNotice('CHECKOUT_NOT_COMPLETE', false)).toMatchObject({ title: 'Payment not completed', body: expect.stringContaining('Choose Subscribe Now to try again') });
    expect(checkoutReturnNotice('NOT_FOUND', true).body).toContain('choose Reactivate Subscription to start again');
    expect(checkoutReturnNotice('cancelled', false).body).toContain('Nothing was charged');
    expect(checkoutReturnNotice('unconfirmed', false).body).toContain('reload the page');
  });
});
