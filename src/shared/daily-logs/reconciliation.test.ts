import { describe, expect, it } from 'vitest';
import { drawerStatus, profitLoss, reconcile } from './reconciliation';

const day = { startingCashCents: 10_000, cashSalesCents: 50_000, payoutsCents: 5_000, expensesCents: 2_000, actualCashCents: 53_000 };

describe('reconcile', () => {
  it('balances when the counted cash is what the day should leave', () => {
    expect(reconcile(day)).toEqual({ total1Cents: 60_000, total2Cents: 60_000, expectedCashCents: 53_000, balanceCents: 0, status: 'balanced' });
  });
  it('is short when less cash is counted, and over when more', () => {
    expect(reconcile({ ...day, actualCashCents: 52_000 })).toMatchObject({ balanceCents: -1_000, status: 'short' });
    expect(reconcile({ ...day, actualCashCents: 53_450 })).toMatchObject({ balanceCents: 450, status: 'over' });
  });
  it('keeps balance = Total 2 − Total 1 for any values', () => {
    const r = reconcile({ startingCashCents: 1, cashSalesCents: 2, payoutsCents: 30, expensesCents: 4, actualCashCents: 5 });
    expect(r.balanceCents).toBe(r.total2Cents - r.total1Cents);
  });
  it('labels by sign and computes profit/loss', () => {
    expect([drawerStatus(0), drawerStatus(1), drawerStatus(-1)]).toEqual(['balanced', 'over', 'short']);
    expect(profitLoss({ cashSalesCents: 100_000, payoutsCents: 20_000, expensesCents: 30_000 })).toBe(50_000);
  });
});
