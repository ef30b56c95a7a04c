import { formatDateTimeLong } from '#shared/dates';
import type { LedgerEntry } from '#shared/credit/credit.schemas';
import { formatCents } from '#shared/money';
import { t } from '#client/i18n';

/** 'MMM dd, yyyy HH:mm:ss' (spec part 1 §9), in the store's time zone when known. */
export const formatDateTime = formatDateTimeLong;

export function entryTypeLabel(type: LedgerEntry['transactionType']): string {
  return type === 'credit_given' ? t('customers.creditGivenX') : t('customers.payment');
}

/** Credit raises what is owed (+), a payment lowers it (−). */
export function signedEntryAmount(entry: Pick<LedgerEntry, 'transactionType' | 'amountCents'>): string {
  const amount = formatCents(Math.abs(entry.amountCents));
  return entry.transactionType === 'credit_given' ? `+${amount}` : `\u2212${amount}`;
}
