import { describe, expect, it } from 'vitest';
import { entryTypeLabel, formatDateTime, signedEntryAmount } from './ledger-format';
import { defaultStatementRange, statementRangeProblem } from './statement-range';
import { formatBusinessDate } from '#shared/dates';

describe('ledger formatting', () => {
  it("formats 'MMM dd, yyyy HH:mm:ss' in the store's time zone", () => {
    expect(formatDateTime('2025-03-05T14:03:09Z', 'UTC')).toBe('Mar 05, 2025 14:03:09');
    expect(formatDateTime('2025-03-05T00:30:00Z', 'America/New_York')).toBe('Mar 04, 2025 19:30:00');
    expect(formatDateTime('2025-03-05T00:00:00Z', 'UTC')).toBe('Mar 05, 2025 00:00:00');
  });

  it('labels and signs the two entry types', () => {
    expect(entryTypeLabel('credit_given')).toBe('Credit given');
    expect(entryTypeLabel('credit_paid')).toBe('Payment');
    expect(signedEntryAmount({ transactionType: 'credit_given', amountCents: 1000 })).toBe('+$10.00');
    expect(signedEntryAmount({ transactionType: 'credit_paid', amountCents: 250 })).toBe('\u2212$2.50');
  });
});

describe('statement range', () => {
  it('defaults to the first of the current month up to today in the store time zone', () => {
    const now = new Date('2025-04-01T02:00:00Z');
    expect(defaultStatementRange('UTC', now)).toEqual({ from: '2025-04-01', to: '2025-04-01' });
    expect(defaultStatementRange('America/Los_Angeles', now)).toEqual({ from: '2025-03-01', to: '2025-03-31' });
  });

  it('refuses a missing date or a reversed range', () => {
    expect(statementRangeProblem({ from: '2025-03-01', to: '2025-03-31' })).toBeNull();
    expect(statementRangeProblem({ from: '', to: '2025-03-31' })).toBe('Please choose both dates');
    expect(statementRangeProblem({ from: '2025-04-01', to: '2025-03-31' })).toBe('The start date must be on or before the end date');
  });

  it('formats a business date without shifting it', () => {
    expect(formatBusinessDate('2025-03-01')).toBe('Mar 01, 2025');
    expect(formatBusinessDate('2024-12-31')).toBe('Dec 31, 2024');
  });
});
