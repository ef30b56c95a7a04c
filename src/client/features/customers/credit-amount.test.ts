import { afterEach, describe, expect, it } from 'vitest';
import { activateCatalogue } from '#client/i18n';
import englishCatalogue from '#client/i18n/locales/en/index';
import spanishCatalogue from '#client/i18n/locales/es/index';
import { centsToInput } from '#shared/money';
import {
  balanceSentence,
  creditGivenSentence,
  creditRefusalToast,
  describeBalance,
  isCreditRefusal,
  parseEntryAmount,
  presetCreditChoices,
} from './credit-amount';

describe('parseEntryAmount', () => {
  it('turns typed dollars into integer cents', () => {
    expect(parseEntryAmount('12')).toEqual({ ok: true, cents: 1200 });
    expect(parseEntryAmount('12.5')).toEqual({ ok: true, cents: 1250 });
    expect(parseEntryAmount(' $1,234.56 ')).toEqual({ ok: true, cents: 123456 });
    expect(parseEntryAmount('.99')).toEqual({ ok: true, cents: 99 });
  });

  it('answers the ledgerEntry field codes for empty, bad, zero, negative and huge amounts', () => {
    expect(parseEntryAmount('  ')).toEqual({ ok: false, code: 'required' });
    expect(parseEntryAmount('abc')).toEqual({ ok: false, code: 'invalid_amount' });
    expect(parseEntryAmount('1.234')).toEqual({ ok: false, code: 'invalid_amount' });
    expect(parseEntryAmount('0')).toEqual({ ok: false, code: 'invalid_amount' });
    expect(parseEntryAmount('-5')).toEqual({ ok: false, code: 'invalid_amount' });
    expect(parseEntryAmount('100000.01')).toEqual({ ok: false, code: 'too_large' });
    expect(parseEntryAmount('100000')).toEqual({ ok: true, cents: 10_000_000 });
  });
});

describe('amount choices', () => {
  it('offers the spec presets $5 to $50 in cents', () => {
    expect(presetCreditChoices.map((choice) => choice.label)).toEqual(['$5', '$10', '$15', '$20', '$25', '$50']);
    expect(presetCreditChoices.map((choice) => choice.cents)).toEqual([500, 1000, 1500, 2000, 2500, 5000]);
  });

  it('writes cents back into an amount box', () => {
    expect(centsToInput(1250)).toBe('12.50');
    expect(centsToInput(5)).toBe('0.05');
    expect(parseEntryAmount(centsToInput(98765))).toEqual({ ok: true, cents: 98765 });
  });
});

describe('credit refusals', () => {
  it('uses the spec texts, with the formatted limit for the limit refusal', () => {
    expect(creditRefusalToast('CREDIT_LIMIT_EXCEEDED', 5000)).toEqual({
      title: 'Credit Limit Exceeded',
      description: 'Cannot give credit. This would exceed the credit limit of $50.00',
    });
    expect(creditRefusalToast('CREDIT_ALREADY_GIVEN_TODAY', 5000).title).toBe('Credit already given today. Cannot give additional credit.');
    expect(creditRefusalToast('CUSTOMER_RED_FLAGGED', 5000).title).toBe('Customer is red flagged. Credit cannot be given.');
    expect(creditRefusalToast('CUSTOMER_BLOCKED', 5000).title).toBe('Customer is blocked. Credit cannot be given.');
  });

  it('recognises only the four refusal codes', () => {
    expect(isCreditRefusal('CUSTOMER_BLOCKED')).toBe(true);
    expect(isCreditRefusal('NOT_FOUND')).toBe(false);
  });
});

describe('describeBalance', () => {
  it('shows a negative balance as store credit (Overpaid)', () => {
    expect(describeBalance(-300)).toEqual({ amount: '$3.00', kind: 'overpaid', isOwed: false, hint: '$3.00 store credit' });
    expect(balanceSentence(-300)).toBe('$3.00 store credit');
  });

  it('shows what is owed and a settled balance', () => {
    expect(describeBalance(1250)).toMatchObject({ amount: '$12.50', kind: 'owes', isOwed: true });
    expect(describeBalance(0)).toMatchObject({ amount: '$0.00', kind: 'settled', isOwed: false });
    expect(balanceSentence(1250)).toBe('$12.50 owed');
    expect(balanceSentence(0)).toBe('$0.00');
  });
});

describe('Give Credit texts in Spanish (issue 36)', () => {
  afterEach(() => activateCatalogue('en', englishCatalogue));

  it("says the success toast's sentence in English on an English screen", () => {
    expect(creditGivenSentence(2500, 'María López', 2500)).toBe('$25.00 given to María López. New balance: $25.00 owed');
  });

  it('says the success toast and the over-limit refusal in Spanish on a Spanish screen', () => {
    activateCatalogue('es', spanishCatalogue);
    expect(creditGivenSentence(2500, 'María López', 2500)).toBe('Crédito de $25.00 dado a María López. Saldo nuevo: debe $25.00');
    expect(creditRefusalToast('CREDIT_LIMIT_EXCEEDED', 5000)).toEqual({
      title: 'Límite de crédito excedido',
      description: 'No se puede dar crédito. Superaría el límite de crédito de $50.00',
    });
  });
});
