import { useState } from 'react';
import { toast } from 'sonner';
import { describeFormError, errorMessage, fieldMessage } from '#client/lib/error-messages';
import { parseEntryAmount } from '../credit-amount';
import { useIdempotencyKey } from '../ledger-idempotency';

/** What a ledger entry form sends: amount in cents, optional note, and the attempt's Idempotency-Key. */
export type LedgerEntrySubmission = { amountCents: number; notes: string | null; idempotencyKey: string; occurredAt: string };

/**
 * The state Give Credit and Record Payment share: the amount as typed and its parse, the note, the
 * amount's error, and the Idempotency-Key of the attempt (the same amount and note again — a retry
 * after a lost answer — reuses the key, so the server applies the entry once).
 */
export function useLedgerEntryForm(formId: string) {
  const [amount, setAmount] = useState('');
  const [notes, setNotes] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const keyFor = useIdempotencyKey();
  const parsed = parseEntryAmount(amount);

  const changeAmount = (value: string) => {
    setAmount(value);
    setAmountError(undefined);
  };

  /** The submission, or null after showing the amount's error on the field and focusing it. */
  const submission = (): LedgerEntrySubmission | null => {
    if (!parsed.ok) {
      setAmountError(fieldMessage('ledgerEntry', 'amountCents', parsed.code));
      document.getElementById(`${formId}-amountCents`)?.focus();
      return null;
    }
    const note = notes.trim() || null;
    const { key, occurredAt } = keyFor(`${parsed.cents}|${note ?? ''}`);
    return { amountCents: parsed.cents, notes: note, idempotencyKey: key, occurredAt };
  };

  /** A failed write: a field error goes under the amount, anything else to a toast titled `title`. */
  const showError = (error: unknown, title: string) => {
    const described = describeFormError('ledgerEntry', error, title);
    if (described.fields.amountCents) return setAmountError(described.fields.amountCents);
    toast.error(title, { description: errorMessage(error) });
  };

  return { amount, changeAmount, parsed, notes, setNotes, amountError, setAmountError, submission, showError };
}
