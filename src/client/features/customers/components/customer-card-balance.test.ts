import { afterEach, describe, expect, it } from 'vitest';
import { activateCatalogue } from '#client/i18n';
import englishCatalogue from '#client/i18n/locales/en/index';
import spanishCatalogue from '#client/i18n/locales/es/index';
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

describe('describeBalance in Spanish (issue 36)', () => {
  afterEach(() => activateCatalogue('en', englishCatalogue));

  it("says a customer's store credit in Spanish on a Spanish screen", () => {
    activateCatalogue('es', spanishCatalogue);
    expect(describeBalance(-500)).toEqual({ text: '$5.00 a favor', tone: 'credit' });
    expect(describeBalance(1250)).toEqual({ text: '$12.50', tone: 'owes' });
  });
});
