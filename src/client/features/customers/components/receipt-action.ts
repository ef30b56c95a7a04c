import { formatDateLong } from '#shared/dates';
import type { Receipt } from '#client/features/statements';
import { statementTexts } from '#client/texts/statements';

export type { Receipt };

/** A success toast's 'Send receipt' action (issue 26), when the page offers one. */
export function receiptAction(onSendReceipt: ((receipt: Receipt) => void) | undefined, entry: Omit<Receipt, 'date'>) {
  if (!onSendReceipt) return {};
  const now = new Date();
  const receipt: Receipt = { ...entry, date: formatDateLong(now), at: now.toISOString() };
  return { action: { label: statementTexts.sendReceipt, onClick: () => onSendReceipt(receipt) }, duration: 10_000 };
}
