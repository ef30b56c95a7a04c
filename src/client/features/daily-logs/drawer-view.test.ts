import { describe, expect, it } from 'vitest';
import { reconcile } from '#shared/daily-logs/reconciliation';
import { drawerAmount, drawerSentence, drawerView } from './drawer-view';

const day = { startingCashCents: 10_000, cashSalesCents: 50_000, payoutsCents: 2_000, expensesCents: 3_000 };

describe('drawerView', () => {
  it('is Balanced and green when the count matches', () => {
    const { status, balanceCents } = reconcile({ ...day, actualCashCents: 55_000 });
    expect(drawerView(status)).toMatchObject({ label: 'Balanced', tone: 'green' });
    expect(drawerSentence(status, balanceCents)).toBe('Over/Short: Balanced');
  });

  it('is Short and red when the drawer holds less than expected', () => {
    const { status, balanceCents } = reconcile({ ...day, actualCashCents: 54_000 });
    expect(drawerView(status)).toMatchObject({ label: 'Short', tone: 'red' });
    expect(drawerAmount(balanceCents)).toBe('$10.00');
    expect(drawerSentence(status, balanceCents)).toBe('Over/Short: Short by $10.00');
  });

  it('is Over and blue when the drawer holds more than expected', () => {
    const { status, balanceCents } = reconcile({ ...day, actualCashCents: 55_250 });
    expect(drawerView(status)).toMatchObject({ label: 'Over', tone: 'blue' });
    expect(drawerAmount(balanceCents)).toBe('$2.50');
  });
});
