import type { LedgerEntry } from '#shared/credit/credit.schemas';
import { formatCents } from '#shared/money';

/** 'MMM dd, yyyy HH:mm:ss' (spec part 1 §9), in the store's time zone when known. */
export function formatDateTime(instant: string | Date, timeZone?: string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  const parts = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('month')} ${get('day')}, ${get('year')} ${get('hour')}:${get('minute')}:${get('second')}`;
}

export function entryTypeLabel(type: LedgerEntry['transactionType']): string {
  return type === 'credit_given' ? 'Credit given' : 'Payment';
}

/** Credit raises what is owed (+), a payment lowers it (−). */
export function signedEntryAmount(entry: Pick<LedgerEntry, 'transactionType' | 'amountCents'>): string {
  const amount = formatCents(Math.abs(entry.amountCents));
  return entry.transactionType === 'credit_given' ? `+${amount}` : `\u2212${amount}`;
}
