import { describe, expect, it } from 'vitest';
import { describeBalance } from './customer-card-balance';

describe('describeBalance', () => {
  it('shows what a customer owes in dollars, marked as owing', () => {
    expect(describeBalance(1250)).toEqual({ text: '$12.50', tone: 'owes' });
    expect(describeBalance(1)).toEqual({ text: '$0.01', tone: 'owes' });
    expect(describeBalance(123_456_78)).toEqual({ text: '$123,456.78', tone: 'owes' });
  });

  it('shows a zero balance as settled', () => {
    expect(describeBalance(0)).toEqual({ text: '$0.00', tone: 'settled' });
  });

  it('shows a negative balance as store credit, without a minus sign', () => {
    expect(describeBalance(-500)).toEqual({ text: '$5.00 credit', tone: 'credit' });
  });

  it('refuses a balance that is not whole cents', () => {
    expect(() => describeBalance(10.5)).toThrow(TypeError);
  });
});
