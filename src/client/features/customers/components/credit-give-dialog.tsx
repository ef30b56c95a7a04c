import { useState, type FormEvent } from 'react';
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
import { offlineTexts } from '#client/texts/offline';
import { useGiveCredit } from '../api/give-credit';
import { useCounterContext } from '../use-counter-context';
import { customerKeys } from '../api/query-keys';
import { balanceSentence, creditGivenSentence, creditRefusalToast, isCreditRefusal, presetCreditChoices } from '../credit-amount';
import { LedgerAmountFields } from './ledger-amount-fields';
import { receiptAction, type Receipt } from './receipt-action';
import { useLedgerEntryForm, type LedgerEntrySubmission } from './use-ledger-entry-form';
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
  const counter = useCounterContext(customer);
  const giveCredit = useGiveCredit(customer.id, counter.writer);
  const queryClient = useQueryClient();
  // Offline, or with entries of this customer waiting, the device only guesses: it warns and lets the
  // person save anyway (the server decides at sync); with the server's fresh word it refuses at once.
  const state = counter.isGuessing ? counter.state : customer;
  const guessedRefusal = counter.isGuessing ? creditBlockReason(state) : null;
  const blockReason = counter.isGuessing ? null : creditBlockReason(customer);
  // What the device would refuse offline: shown with 'Save anyway' until the amount changes.
  const [guess, setGuess] = useState<{ refusal: CreditRefusal; submission: LedgerEntrySubmission } | null>(null);
  const { parsed, changeAmount } = form;
  const available = Math.max(0, state.creditLimitCents - state.creditBalanceCents);

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
    const refusal = checkGiveCredit(state, submission.amountCents);
    if (refusal && !counter.isGuessing) return showRefusal(refusal);
    // A guess that the server would refuse: said, then 'Save anyway' keeps it for the server to judge.
    if (refusal) return setGuess({ refusal, submission });
    send(submission);
  };

  const send = (submission: LedgerEntrySubmission) =>
    giveCredit.mutate(submission, {
      onSuccess: (result) => {
        if (result.kind === 'kept') {
          toast.success(offlineTexts.kept.title, { description: offlineTexts.kept.credit(submission.amountCents, customer.name) });
          return onDone();
        }
        const updated = result.data.customer;
        toast.success(t('customers.creditGiven'), {
          description: creditGivenSentence(submission.amountCents, updated.name, updated.creditBalanceCents),
          ...receiptAction(onSendReceipt, { kind: 'credit', amountCents: submission.amountCents, balanceCents: updated.creditBalanceCents }),
        });
        onDone();
      },
      onError,
    });

  const guessText = (code: CreditRefusal) => offlineTexts.precheck.wouldRefuse(messageForCode(code), counter.knownAt);

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
      {/* One warning: once Give Credit is tapped on a foreseen refusal, the note with 'Save anyway' replaces the pre-check's (issue 36). */}
      {counter.isGuessing && !guess ? (
        <Alert tone="warning" data-testid="offline-precheck">
          {guessedRefusal ? guessText(guessedRefusal) : offlineTexts.precheck.mayRefuse(counter.knownAt)}
        </Alert>
      ) : null}
      {guess ? (
        <Alert tone="warning" role="alert" className="space-y-2">
          <p>{guessText(guess.refusal)}</p>
          <Button
            size="sm"
            variant="secondary"
            isLoading={giveCredit.isPending}
            onClick={() => {
              setGuess(null);
              send(guess.submission);
            }}
          >
            {offlineTexts.precheck.saveAnyway}
          </Button>
        </Alert>
      ) : null}
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
              onClick={() => {
                setGuess(null);
                changeAmount(centsToInput(choice.cents));
              }}
            >
              {choice.label}
            </Button>
          ))}
        </div>
        <LedgerAmountFields
          idPrefix={formId}
          amountLabel={t('customers.customAmount')}
          amount={form.amount}
          onAmountChange={(value) => {
            setGuess(null);
            changeAmount(value);
          }}
          amountError={form.amountError}
          notes={form.notes}
          onNotesChange={form.setNotes}
        />
      </fieldset>
      <div aria-live="polite">
        {parsed.ok && !blockReason ? (
          <p className="text-sm text-muted">
            {t('customers.newBalance')} <span className="font-medium text-ink">{balanceSentence(state.creditBalanceCents + parsed.cents)}</span>
            {state.creditBalanceCents + parsed.cents > state.creditLimitCents ? (
              <span className="block font-medium text-red-700">{t('customers.overTheCreditLimitOf', { cents: formatCents(state.creditLimitCents) })}</span>
            ) : null}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <Button variant="secondary" onClick={onDone}>
          {t('customers.cancel')}
        </Button>
        <Button type="submit" isLoading={giveCredit.isPending} disabled={Boolean(blockReason)}>
          {t('customers.giveCredit')}
        </Button>
      </DialogFooter>
    </form>
  );
}
