import type { FormEvent } from 'react';
import { toast } from 'sonner';
import type { Customer } from '#shared/customers/customer.schemas';
import { formatCents } from '#shared/money';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogFooter } from '#client/components/ui/dialog';
import { useRecordPayment } from '../api/record-payment';
import { balanceSentence, centsToInput } from '../credit-amount';
import { LedgerAmountFields } from './ledger-amount-fields';
import { useLedgerEntryForm } from './use-ledger-entry-form';

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
  const form = useLedgerEntryForm(formId);
  const recordPayment = useRecordPayment(customer.id);
  const { parsed, changeAmount } = form;
  const balance = customer.creditBalanceCents;
  const after = parsed.ok ? balance - parsed.cents : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (recordPayment.isPending) return;
    const submission = form.submission();
    if (!submission) return;
    recordPayment.mutate(submission, {
      onSuccess: ({ customer: updated }) => {
        toast.success('Payment Recorded', {
          description: `${formatCents(submission.amountCents)} received from ${updated.name}. New balance: ${balanceSentence(updated.creditBalanceCents)}`,
        });
        onDone();
      },
      onError: (error) => form.showError(error, 'Failed to record payment'),
    });
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
        amount={form.amount}
        onAmountChange={changeAmount}
        amountError={form.amountError}
        notes={form.notes}
        onNotesChange={form.setNotes}
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
