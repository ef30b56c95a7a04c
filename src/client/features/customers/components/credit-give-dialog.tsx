import type { FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { checkGiveCredit, creditBlockReason, type CreditRefusal } from '#shared/credit/credit-rules';
import type { Customer } from '#shared/customers/customer.schemas';
import { centsToInput, formatCents } from '#shared/money';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogFooter } from '#client/components/ui/dialog';
import { isApiError } from '#client/lib/api-client';
import { messageForCode } from '#client/lib/error-messages';
import { useIsOnline } from '#client/lib/online-status';
import { useGiveCredit } from '../api/give-credit';
import { customerKeys } from '../api/query-keys';
import { balanceSentence, creditRefusalToast, isCreditRefusal, presetCreditChoices } from '../credit-amount';
import { LedgerAmountFields } from './ledger-amount-fields';
import { receiptAction, type Receipt } from './receipt-action';
import { useLedgerEntryForm } from './use-ledger-entry-form';
import { useT } from '#client/i18n';

type DialogProps = { customer: Customer; open: boolean; onOpenChange: (open: boolean) => void; onSendReceipt?: (receipt: Receipt) => void };

/** Give Credit: a preset or a custom amount and an optional note (spec part 1 §2, §4, §5). */
export function GiveCreditDialog({ customer, open, onOpenChange, onSendReceipt }: DialogProps) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('customers.giveCredit')} description={t('customers.addToTab', { name: customer.name })}>
      <GiveCreditForm customer={customer} onDone={() => onOpenChange(false)} onSendReceipt={onSendReceipt} />
    </Dialog>
  );
}

const formId = 'give-credit';

function GiveCreditForm({ customer, onDone, onSendReceipt }: { customer: Customer; onDone: () => void; onSendReceipt?: (receipt: Receipt) => void }) {
  const t = useT();
  const form = useLedgerEntryForm(formId);
  const giveCredit = useGiveCredit(customer.id);
  const queryClient = useQueryClient();
  const blockReason = creditBlockReason(customer);
  const isOnline = useIsOnline();
  const { parsed, changeAmount } = form;
  const available = Math.max(0, customer.creditLimitCents - customer.creditBalanceCents);

  const showRefusal = (refusal: CreditRefusal) => {
    const text = creditRefusalToast(refusal, customer.creditLimitCents);
    toast.error(text.title, { description: text.description });
  };

  const onError = (error: unknown) => {
    if (isApiError(error) && isCreditRefusal(error.code)) {
      showRefusal(error.code);
      // The customer changed since the page was loaded: show them as they are now.
      void queryClient.invalidateQueries({ queryKey: customerKeys.detail(customer.id) });
      return;
    }
    form.showError(error, t('customers.failedToGiveCredit'));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (blockReason || giveCredit.isPending) return;
    const submission = form.submission();
    if (!submission) return;
    const refusal = checkGiveCredit(customer, submission.amountCents);
    if (refusal) return showRefusal(refusal);
    giveCredit.mutate(submission, {
      onSuccess: ({ customer: updated }) => {
        toast.success(t('customers.creditGiven'), {
          description: `${formatCents(submission.amountCents)} given to ${updated.name}. New balance: ${balanceSentence(updated.creditBalanceCents)}`,
          ...receiptAction(onSendReceipt, { kind: 'credit', amountCents: submission.amountCents, balanceCents: updated.creditBalanceCents }),
        });
        onDone();
      },
      onError,
    });
  };

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
      {blockReason ? (
        <Alert tone="danger" role="alert">
          {messageForCode(blockReason)}
        </Alert>
      ) : (
        <p className="text-sm text-muted">
          {t('customers.available')} <span className="font-medium text-ink">{formatCents(available)}</span> {t('customers.ofLimit', { cents: formatCents(customer.creditLimitCents) })}
        </p>
      )}
      <fieldset disabled={Boolean(blockReason)} className="space-y-4">
        <legend className="mb-2 text-sm font-medium text-ink">{t('customers.amount')}</legend>
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
          amountLabel={t('customers.customAmount')}
          amount={form.amount}
          onAmountChange={changeAmount}
          amountError={form.amountError}
          notes={form.notes}
          onNotesChange={form.setNotes}
        />
      </fieldset>
      <div aria-live="polite">
        {parsed.ok && !blockReason ? (
          <p className="text-sm text-muted">
            {t('customers.newBalance')} <span className="font-medium text-ink">{balanceSentence(customer.creditBalanceCents + parsed.cents)}</span>
            {customer.creditBalanceCents + parsed.cents > customer.creditLimitCents ? (
              <span className="block font-medium text-red-700">{t('customers.overTheCreditLimitOf', { cents: formatCents(customer.creditLimitCents) })}</span>
            ) : null}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <Button variant="secondary" onClick={onDone}>
          {t('customers.cancel')}
        </Button>
        <Button type="submit" isLoading={giveCredit.isPending} disabled={Boolean(blockReason) || !isOnline}>
          {t('customers.giveCredit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
