import { describe, expect, it } from 'vitest';
import { decideDelete, DELETE_CONFIRM_TEXT } from './delete-customer-decision';

describe('decideDelete', () => {
  it('asks for confirmation when nothing is owed', () => {
    expect(decideDelete({ name: 'Ana Diaz', creditBalanceCents: 0 })).toEqual({ kind: 'confirm', message: DELETE_CONFIRM_TEXT });
  });

  it('says the deletion cannot be undone and removes the transaction history', () => {
    expect(DELETE_CONFIRM_TEXT).toMatch(/cannot be undone/);
    expect(DELETE_CONFIRM_TEXT).toMatch(/transaction history/);
  });

  it('allows deleting a customer who holds store credit', () => {
    expect(decideDelete({ name: 'Ana Diaz', creditBalanceCents: -500 }).kind).toBe('confirm');
  });

  it('asks for a payment first when the customer owes money', () => {
    expect(decideDelete({ name: 'Ana Diaz', creditBalanceCents: 1234 })).toEqual({
      kind: 'owes',
      message: 'Ana Diaz still owes $12.34. Record a payment first.',
    });
  });

  it('asks for a payment when the server refused although the list showed nothing owed', () => {
    expect(decideDelete({ name: 'Ana Diaz', creditBalanceCents: 0 }, true)).toEqual({
      kind: 'owes',
      message: 'Ana Diaz still owes money. Record a payment first.',
    });
  });

  it('shows the amount once the refetched balance is known', () => {
    expect(decideDelete({ name: 'Ana Diaz', creditBalanceCents: 700 }, true).message).toBe(
      'Ana Diaz still owes $7.00. Record a payment first.',
    );
  });
});
