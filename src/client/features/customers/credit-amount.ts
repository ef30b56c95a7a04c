import { MAX_ENTRY_CENTS, PRESET_CREDIT_DOLLARS } from '#shared/credit/credit.schemas';
import type { CreditRefusal } from '#shared/credit/credit-rules';
import { balanceState } from '#shared/credit/credit-rules';
import { formatCents, parseDollarsToCents, type Cents } from '#shared/money';
import { messageForCode, type ToastText } from '#client/lib/error-messages';
import { t } from '#client/i18n';

export type AmountResult = { ok: true; cents: Cents } | { ok: false; code: 'required' | 'invalid_amount' | 'too_large' };

/** What a person typed into an amount box → positive cents, or the 'ledgerEntry' field code. */
export function parseEntryAmount(text: string): AmountResult {
  if (text.trim() === '') return { ok: false, code: 'required' };
  const cents = parseDollarsToCents(text);
  if (cents === null || cents <= 0) return { ok: false, code: 'invalid_amount' };
  if (cents > MAX_ENTRY_CENTS) return { ok: false, code: 'too_large' };
  return { ok: true, cents };
}

/** The Give Credit presets ($5 … $50) as cents with their button labels. */
export const presetCreditChoices = PRESET_CREDIT_DOLLARS.map((dollars) => ({ cents: dollars * 100, label: `$${dollars}` }));


/** The spec's texts for a refused Give Credit (client check or the server's 409). */
export function creditRefusalToast(code: CreditRefusal, creditLimitCents: Cents): ToastText {
  if (code === 'CREDIT_LIMIT_EXCEEDED') {
    return { title: t('customers.creditLimitExceeded'), description: t('customers.creditLimitExceededDescription', { limit: formatCents(creditLimitCents) }) };
  }
  return { title: messageForCode(code) };
}

const refusalCodes: readonly string[] = ['CREDIT_ALREADY_GIVEN_TODAY', 'CUSTOMER_RED_FLAGGED', 'CUSTOMER_BLOCKED', 'CREDIT_LIMIT_EXCEEDED'];

export function isCreditRefusal(code: string): code is CreditRefusal {
  return refusalCodes.includes(code);
}

export type BalanceDisplay = { amount: string; kind: 'owes' | 'settled' | 'overpaid'; isOwed: boolean; hint: string | null };

/** A balance as people read it: a negative balance is store credit (kind 'overpaid'). */
export function describeBalance(balanceCents: Cents): BalanceDisplay {
  const state = balanceState(balanceCents);
  const amount = formatCents(Math.abs(balanceCents));
  if (state === 'store_credit') return { amount, kind: 'overpaid', isOwed: false, hint: t('customers.balanceStoreCredit', { amount }) };
  if (state === 'owes') return { amount, kind: 'owes', isOwed: true, hint: null };
  return { amount, kind: 'settled', isOwed: false, hint: null };
}

/** Give Credit's success toast: '$25.00 given to María López. New balance: $25.00 owed'. */
export function creditGivenSentence(amountCents: Cents, name: string, balanceCents: Cents): string {
  return t('customers.creditGivenTo', { amount: formatCents(amountCents), name, balance: balanceSentence(balanceCents) });
}

/** One sentence for a balance ('$12.50 owed', '$3.00 store credit', '$0.00'). */
export function balanceSentence(balanceCents: Cents): string {
  const display = describeBalance(balanceCents);
  if (display.kind === 'overpaid') return t('customers.balanceStoreCredit', { amount: display.amount });
  if (display.kind === 'owes') return t('customers.balanceOwed', { amount: display.amount });
  return display.amount;
}
