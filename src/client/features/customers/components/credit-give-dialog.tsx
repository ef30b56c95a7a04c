import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { checkGiveCredit, creditBlockReason } from '#shared/credit/credit-rules';
import type { Customer } from '#shared/customers/customer.schemas';
import { formatCents } from '#shared/money';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogFooter } from '#client/components/ui/dialog';
import { isApiError } from '#client/lib/api-client';
import { describeFormError, errorMessage, fieldMessage, messageForCode } from '#client/lib/error-messages';
import { useGiveCredit } from '../api/give-credit';
import { customerKeys } from '../api/query-keys';
import { balanceSentence, centsToInput, creditRefusalToast, isCreditRefusal, parseEntryAmount, presetCreditChoices } from '../credit-amount';
import { useIdempotencyKey } from '../ledger-idempotency';
import { LedgerAmountFields } from './ledger-amount-fields';

type DialogProps = { customer: Customer; open: boolean; onOpenChange: (open: boolean) => void };

/** Give Credit: a preset or a custom amount and an optional note (spec part 1 §2, §4, §5). */
export function GiveCreditDialog({ customer, open, onOpenChange }: DialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Give Credit" description={`Add to ${customer.name}'s tab.`}>
      <GiveCreditForm customer={customer} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

const formId = 'give-credit';

function GiveCreditForm({ customer, onDone }: { customer: Customer; onDone: () => void }) {
  const [amount, setAmount] = useState('');
  const [notes, setNotes] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const keyFor = useIdempotencyKey();
  const giveCredit = useGiveCredit(customer.id);
  const queryClient = useQueryClient();
  const blockReason = creditBlockReason(customer);
  const parsed = parseEntryAmount(amount);
  const available = Math.max(0, customer.creditLimitCents - customer.creditBalanceCents);

  const changeAmount = (value: string) => {
    setAmount(value);
    setAmountError(undefined);
  };

  const onError = (error: unknown) => {
    if (isApiError(error) && isCreditRefusal(error.code)) {
      const text = creditRefusalToast(error.code, customer.creditLimitCents);
      toast.error(text.title, { description: text.description });
      void queryClient.invalidateQueries({ queryKey: customerKeys.detail(customer.id) });
      return;
    }
    const described = describeFormError('ledgerEntry', error, 'Failed to give credit');
    if (described.fields.amountCents) return setAmountError(described.fields.amountCents);
    toast.error('Failed to give credit', { description: errorMessage(error) });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (blockReason || giveCredit.isPending) return;
    if (!parsed.ok) {
      setAmountError(fieldMessage('ledgerEntry', 'amountCents', parsed.code));
      document.getElementById(`${formId}-amountCents`)?.focus();
      return;
    }
    const refusal = checkGiveCredit(customer, parsed.cents);
    if (refusal) {
      const text = creditRefusalToast(refusal, customer.creditLimitCents);
      toast.error(text.title, { description: text.description });
      return;
    }
    const note = notes.trim() || null;
    const idempotencyKey = keyFor(`${parsed.cents}|${note ?? ''}`);
    giveCredit.mutate(
      { amountCents: parsed.cents, notes: note, idempotencyKey },
      {
        onSuccess: ({ customer: updated }) => {
          toast.success('Credit Given', {
            description: `${formatCents(parsed.cents)} given to ${updated.name}. New balance: ${balanceSentence(updated.creditBalanceCents)}`,
          });
          onDone();
        },
        onError,
      },
    );
  };

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
      {blockReason ? (
        <Alert tone="danger" role="alert">
          {messageForCode(blockReason)}
        </Alert>
      ) : (
        <p className="text-sm text-muted">
          Available: <span className="font-medium text-ink">{formatCents(available)}</span> of {formatCents(customer.creditLimitCents)} limit
        </p>
      )}
      <fieldset disabled={Boolean(blockReason)} className="space-y-4">
        <legend className="mb-2 text-sm font-medium text-ink">Amount</legend>
        <div className="grid grid-cols-3 gap-2">
          {presetCreditChoices.map((choice) => (
            <Button
              key={choice.cents}
              variant={parsed.ok && parsed.cents === choice.cents ? 'primary' : 'secondary'}
              aria-pressed={parsed.ok && parsed.cents === choice.cents}
              onClick={() => changeAmount(centsToInput(choice.cents))}
            >
              {choice.label}
            </Button>
          ))}
        </div>
        <LedgerAmountFields
          idPrefix={formId}
          amountLabel="Custom amount ($)"
          amount={amount}
          onAmountChange={changeAmount}
          amountError={amountError}
          notes={notes}
          onNotesChange={setNotes}
        />
      </fieldset>
      <div aria-live="polite">
        {parsed.ok && !blockReason ? (
          <p className="text-sm text-muted">
            New balance: <span className="font-medium text-ink">{balanceSentence(customer.creditBalanceCents + parsed.cents)}</span>
            {customer.creditBalanceCents + parsed.cents > customer.creditLimitCents ? (
              <span className="block font-medium text-red-700">Over the credit limit of {formatCents(customer.creditLimitCents)}</span>
            ) : null}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isLoading={giveCredit.isPending} disabled={Boolean(blockReason)}>
          Give Credit
        </Button>
      </DialogFooter>
    </form>
  );
}
