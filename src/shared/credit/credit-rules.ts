import type { Cents } from '../money';

/** Why Give Credit is refused, checked in this order (the server checks again inside its transaction). */
export type CreditRefusal = 'CREDIT_ALREADY_GIVEN_TODAY' | 'CUSTOMER_RED_FLAGGED' | 'CUSTOMER_BLOCKED' | 'CREDIT_LIMIT_EXCEEDED';

export type CreditState = {
  creditBalanceCents: Cents;
  creditLimitCents: Cents;
  hasDailyCredit: boolean;
  internalRedFlag: boolean;
  isBlocked: boolean;
};

/** Whether the customer can take any credit at all right now (the dialog's button). */
export function creditBlockReason(state: CreditState): Exclude<CreditRefusal, 'CREDIT_LIMIT_EXCEEDED'> | null {
  if (state.hasDailyCredit) return 'CREDIT_ALREADY_GIVEN_TODAY';
  if (state.internalRedFlag) return 'CUSTOMER_RED_FLAGGED';
  if (state.isBlocked) return 'CUSTOMER_BLOCKED';
  return null;
}

/** Spec part 1 §5: refused when balance + amount exceeds the limit. */
export function checkGiveCredit(state: CreditState, amountCents: Cents): CreditRefusal | null {
  return creditBlockReason(state) ?? (state.creditBalanceCents + amountCents > state.creditLimitCents ? 'CREDIT_LIMIT_EXCEEDED' : null);
}

/** Why Record Payment is refused. */
export type PaymentRefusal = 'PAYMENT_EXCEEDS_BALANCE' | 'STORE_CREDIT_LIMIT_EXCEEDED';

/** What the customer owes: the positive part of the balance (store credit owes nothing). */
export function owedCents(balanceCents: Cents): Cents {
  return Math.max(0, balanceCents);
}

/**
 * DESIGN §1: a payment larger than what is owed is refused, unless the owner accepts the rest as
 * store credit (a negative balance), and store credit may not go past the credit limit.
 * ledger-statement.ts enforces the same in SQL: balance − amount ≥ (accepted ? −limit : min(balance, 0)).
 */
export function checkPayment(
  state: Pick<CreditState, 'creditBalanceCents' | 'creditLimitCents'>,
  amountCents: Cents,
  acceptStoreCredit: boolean,
): PaymentRefusal | null {
  if (amountCents <= owedCents(state.creditBalanceCents)) return null;
  if (!acceptStoreCredit) return 'PAYMENT_EXCEEDS_BALANCE';
  return state.creditBalanceCents - amountCents < -state.creditLimitCents ? 'STORE_CREDIT_LIMIT_EXCEEDED' : null;
}

export type UsageTone = 'normal' | 'yellow' | 'red';

/** Percent of the limit used (0 when the limit is 0 and nothing is owed), and its bar colour. */
export function creditUsage(balanceCents: Cents, limitCents: Cents): { percent: number; tone: UsageTone } {
  const owed = Math.max(0, balanceCents);
  const percent = limitCents > 0 ? (owed / limitCents) * 100 : owed > 0 ? 100 : 0;
  const tone: UsageTone = percent > 80 ? 'red' : percent > 60 ? 'yellow' : 'normal';
  return { percent, tone };
}

/** Balance → what it means: owes (> 0), settled (0) or store credit / overpaid (< 0). */
export function balanceState(balanceCents: Cents): 'owes' | 'settled' | 'store_credit' {
  return balanceCents > 0 ? 'owes' : balanceCents < 0 ? 'store_credit' : 'settled';
}
