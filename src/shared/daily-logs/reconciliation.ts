import type { Cents } from '../money';
import type { DailyLogValues } from './daily-log.schemas';

export type DrawerStatus = 'balanced' | 'over' | 'short';

/**
 * The end-of-day count, computed in one place for the cash log screen, the history and the server.
 * Total 1 = opening + cash sales; Total 2 = payouts + expenses + closing cash counted.
 * expected cash = opening + cash sales − payouts − expenses; balance = actual − expected = Total 2 − Total 1.
 * A positive balance means more cash than expected (Over), a negative one less (Short) — see
 * docs/decisions/011 for why the label follows the drawer, not the sign of Total 1 − Total 2.
 */
export function reconcile(values: DailyLogValues): {
  total1Cents: Cents;
  total2Cents: Cents;
  expectedCashCents: Cents;
  balanceCents: Cents;
  status: DrawerStatus;
} {
  const total1Cents = values.startingCashCents + values.cashSalesCents;
  const total2Cents = values.payoutsCents + values.expensesCents + values.actualCashCents;
  const expectedCashCents = values.startingCashCents + values.cashSalesCents - values.payoutsCents - values.expensesCents;
  const balanceCents = values.actualCashCents - expectedCashCents;
  return { total1Cents, total2Cents, expectedCashCents, balanceCents, status: drawerStatus(balanceCents) };
}

export function drawerStatus(balanceCents: Cents): DrawerStatus {
  return balanceCents === 0 ? 'balanced' : balanceCents > 0 ? 'over' : 'short';
}

/** Profit/loss of a month = cash sales − payouts − expenses (spec part 1 §2). */
export function profitLoss(totals: { cashSalesCents: Cents; payoutsCents: Cents; expensesCents: Cents }): Cents {
  return totals.cashSalesCents - totals.payoutsCents - totals.expensesCents;
}
