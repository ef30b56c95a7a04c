import { describe, expect, it } from 'vitest';
import { apiErrorFrom } from './api-client';
import { errorMessage, messageWithParams } from './error-messages';

describe('error params (numbers a sentence needs)', () => {
  it('are carried by ApiError, numbers only', () => {
    const error = apiErrorFrom(409, { error: { code: 'PAYMENT_EXCEEDS_BALANCE', params: { owedCents: 1000, creditLimitCents: 5000, bad: 'x' } } });
    expect(error.params).toEqual({ owedCents: 1000, creditLimitCents: 5000 });
    expect(apiErrorFrom(409, { error: { code: 'CUSTOMER_BLOCKED' } }).params).toEqual({});
  });

  it('format the payment sentence in US dollars', () => {
    const error = apiErrorFrom(409, { error: { code: 'PAYMENT_EXCEEDS_BALANCE', params: { owedCents: 123456 } } });
    expect(errorMessage(error)).toBe('Payment is more than the $1,234.56 owed');
    expect(messageWithParams('STORE_CREDIT_LIMIT_EXCEEDED', { creditLimitCents: 5000 })).toBe(
      "Store credit cannot be more than the customer's credit limit of $50.00.",
    );
    expect(messageWithParams('PAYMENT_EXCEEDS_BALANCE')).toBe('Payment is more than the amount owed.');
  });
});
