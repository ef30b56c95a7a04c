import { describe, expect, it } from 'vitest';
import { updateCreditLimitInputSchema } from '#shared/customers/customer.schemas';
import { ledgerEntryInputSchema } from '#shared/credit/credit.schemas';
import { AppError } from './app-error';
import { parseInput } from './validate';

function fieldsOf(run: () => unknown): Record<string, string> | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.fields;
    throw error;
  }
  throw new Error('expected a validation error');
}

describe('parseInput', () => {
  it("reports a missing field as 'required'", () => {
    expect(fieldsOf(() => parseInput(ledgerEntryInputSchema, {}))).toEqual({ amountCents: 'required' });
  });

  it('reports a present value of the wrong type or shape with the schema code, not as missing', () => {
    expect(fieldsOf(() => parseInput(updateCreditLimitInputSchema, { creditLimitCents: 10.5 }))).toEqual({ creditLimitCents: 'invalid_amount' });
    expect(fieldsOf(() => parseInput(ledgerEntryInputSchema, { amountCents: 0 }))).toEqual({ amountCents: 'invalid_amount' });
    expect(fieldsOf(() => parseInput(ledgerEntryInputSchema, { amountCents: 10_000_001 }))).toEqual({ amountCents: 'too_large' });
    expect(fieldsOf(() => parseInput(ledgerEntryInputSchema, { amountCents: '500' }))?.amountCents).not.toBe('required');
  });
});
