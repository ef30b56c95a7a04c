import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { Customer } from '#shared/customers/customer.schemas';
import { formatCents } from '#shared/money';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogFooter } from '#client/components/ui/dialog';
import { describeFormError, errorMessage, fieldMessage } from '#client/lib/error-messages';
import { useRecordPayment } from '../api/record-payment';
import { balanceSentence, centsToInput, parseEntryAmount } from '../credit-amount';
import { useIdempotencyKey } from '../ledger-idempotency';
import { LedgerAmountFields } from './ledger-amount-fields';

type DialogProps = { customer: Customer; open: boolean; onOpenChange: (open: boolean) => void };

/** Record Payment (credit_paid; DESIGN.md §1). Paying more than is owed leaves store credit. */
export function PaymentRecordDialog({ customer, open, onOpenChange }: DialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Record Payment"
      description={`${customer.name} currently has ${balanceSentence(customer.creditBalanceCents)}.`}
    >
      <RecordPaymentForm customer={customer} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

const formId = 'record-payment';

function RecordPaymentForm({ customer, onDone }: { customer: Customer; onDone: () => void }) {
  const [amount, setAmount] = useState('');
  const [notes, setNotes] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const keyFor = useIdempotencyKey();
  const recordPayment = useRecordPayment(customer.id);
  const parsed = parseEntryAmount(amount);
  const balance = customer.creditBalanceCents;
  const after = parsed.ok ? balance - parsed.cents : null;

  const changeAmount = (value: string) => {
    setAmount(value);
    setAmountError(undefined);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (recordPayment.isPending) return;
    if (!parsed.ok) {
      setAmountError(fieldMessage('ledgerEntry', 'amountCents', parsed.code));
      document.getElementById(`${formId}-amountCents`)?.focus();
      return;
    }
    const note = notes.trim() || null;
    const idempotencyKey = keyFor(`${parsed.cents}|${note ?? ''}`);
    recordPayment.mutate(
      { amountCents: parsed.cents, notes: note, idempotencyKey },
      {
        onSuccess: ({ customer: updated }) => {
          toast.success('Payment Recorded', {
            description: `${formatCents(parsed.cents)} received from ${updated.name}. New balance: ${balanceSentence(updated.creditBalanceCents)}`,
          });
          onDone();
        },
        onError: (error) => {
          const described = describeFormError('ledgerEntry', error, 'Failed to record payment');
          if (described.fields.amountCents) return setAmountError(described.fields.amountCents);
          toast.error('Failed to record payment', { description: errorMessage(error) });
        },
      },
    );
  };

  const paidInFull =
    balance > 0 ? (
      <Button variant="secondary" size="sm" onClick={() => changeAmount(centsToInput(balance))}>
        Paid in full ({formatCents(balance)})
      </Button>
    ) : null;

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
      <LedgerAmountFields
        idPrefix={formId}
        amountLabel="Amount paid ($)"
        amount={amount}
        onAmountChange={changeAmount}
        amountError={amountError}
        notes={notes}
        onNotesChange={setNotes}
        amountAction={paidInFull}
      />
      <div aria-live="polite">
        {after !== null && after < 0 ? (
          <Alert tone="info">
            This is more than the balance. After this payment {customer.name} will have{' '}
            <span className="font-semibold">{formatCents(-after)} store credit</span> (Overpaid).
          </Alert>
        ) : after !== null ? (
          <p className="text-sm text-muted">
            Balance after payment: <span className="font-medium text-ink">{balanceSentence(after)}</span>
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isLoading={recordPayment.isPending}>
          Record Payment
        </Button>
      </DialogFooter>
    </form>
  );
}
