import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import type { Customer } from '#shared/customers/customer.schemas';
import { centsToInput, formatCents } from '#shared/money';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogFooter } from '#client/components/ui/dialog';
import { isApiError } from '#client/lib/api-client';
import { messageWithParams } from '#client/lib/error-messages';
import { offlineTexts } from '#client/texts/offline';
import { useRecordPayment } from '../api/record-payment';
import { useCounterContext } from '../use-counter-context';
import { balanceSentence } from '../credit-amount';
import { LedgerAmountFields } from './ledger-amount-fields';
import { useLedgerEntryForm, type LedgerEntrySubmission } from './use-ledger-entry-form';
import { receiptAction, type Receipt } from './receipt-action';
import { useT } from '#client/i18n';

type DialogProps = { customer: Customer; isOwner: boolean; open: boolean; onOpenChange: (open: boolean) => void; onSendReceipt?: (receipt: Receipt) => void };

/**
 * Record Payment (credit_paid; DESIGN.md §1). More than is owed is refused for employees ('Payment is
 * more than the $X owed'); the owner confirms taking the rest as store credit (up to the credit limit).
 */
export function PaymentRecordDialog({ customer, isOwner, open, onOpenChange, onSendReceipt }: DialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('customers.recordPayment')}
      description={t('customers.currentlyHas', { name: customer.name, balance: balanceSentence(customer.creditBalanceCents) })}
    >
      <RecordPaymentForm customer={customer} isOwner={isOwner} onDone={() => onOpenChange(false)} onSendReceipt={onSendReceipt} />
    </Dialog>
  );
}

const formId = 'record-payment';

/** The owner's confirm step: the payment, what is owed, and what would become store credit. */
type StoreCreditOffer = { submission: LedgerEntrySubmission; owedCents: number };

function RecordPaymentForm({ customer, isOwner, onDone, onSendReceipt }: { customer: Customer; isOwner: boolean; onDone: () => void; onSendReceipt?: (receipt: Receipt) => void }) {
  const t = useT();
  const form = useLedgerEntryForm(formId);
  const counter = useCounterContext(customer);
  const recordPayment = useRecordPayment(customer.id, counter.writer);
  const [offer, setOffer] = useState<StoreCreditOffer | null>(null);
  const { parsed, changeAmount } = form;
  // Offline, what is owed is what the device knows plus its waiting entries (the server decides at sync).
  const balance = counter.isGuessing ? counter.state.creditBalanceCents : customer.creditBalanceCents;
  const owed = Math.max(balance, 0);
  const after = parsed.ok ? balance - parsed.cents : null;
  const isOverpaid = parsed.ok && parsed.cents > owed;

  const send = (submission: LedgerEntrySubmission, acceptStoreCredit: boolean) =>
    recordPayment.mutate(
      acceptStoreCredit ? { ...submission, idempotencyKey: `${submission.idempotencyKey}-credit`, acceptStoreCredit } : submission,
      {
        onSuccess: (result) => {
          if (result.kind === 'kept') {
            toast.success(offlineTexts.kept.title, { description: offlineTexts.kept.payment(submission.amountCents, customer.name) });
            return onDone();
          }
          const updated = result.data.customer;
          toast.success(t('customers.paymentRecorded'), {
            description: t('customers.paymentReceivedFrom', { amount: formatCents(submission.amountCents), name: updated.name, balance: balanceSentence(updated.creditBalanceCents) }),
            ...receiptAction(onSendReceipt, { kind: 'payment', amountCents: submission.amountCents, balanceCents: updated.creditBalanceCents }),
          });
          onDone();
        },
        onError: (error) => {
          // The balance changed since the page loaded: the owner still decides about store credit.
          if (isOwner && !acceptStoreCredit && isApiError(error) && error.code === 'PAYMENT_EXCEEDS_BALANCE') {
            return setOffer({ submission, owedCents: error.params.owedCents ?? owed });
          }
          setOffer(null);
          form.showError(error, t('customers.failedToRecordPayment'));
        },
      },
    );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (recordPayment.isPending) return;
    const submission = form.submission();
    if (!submission) return;
    // Offline the device only guesses what is owed: an employee's larger payment is kept for the server to judge.
    if (submission.amountCents > owed && !isOwner && !counter.isGuessing) return form.setAmountError(messageWithParams('PAYMENT_EXCEEDS_BALANCE', { owedCents: owed }));
    if (submission.amountCents > owed && !isOwner) return send(submission, false);
    if (submission.amountCents > owed) return setOffer({ submission, owedCents: owed });
    send(submission, false);
  };

  if (offer) {
    return (
      <StoreCreditConfirm
        offer={offer}
        customerName={customer.name}
        isPending={recordPayment.isPending}
        onBack={() => setOffer(null)}
        onAccept={() => send(offer.submission, true)}
      />
    );
  }

  const paidInFull =
    balance > 0 ? (
      <Button variant="secondary" size="sm" onClick={() => changeAmount(centsToInput(balance))}>
        {t('customers.paidInFull', { cents: formatCents(balance) })}
      </Button>
    ) : null;

  return (
    <form id={formId} noValidate onSubmit={onSubmit} className="space-y-4">
      {counter.isGuessing ? (
        <Alert tone="warning" data-testid="offline-precheck">
          {offlineTexts.precheck.mayRefuse(counter.knownAt)}
        </Alert>
      ) : null}
      <LedgerAmountFields
        idPrefix={formId}
        amountLabel={t('customers.amountPaid')}
        amount={form.amount}
        onAmountChange={changeAmount}
        amountError={form.amountError}
        notes={form.notes}
        onNotesChange={form.setNotes}
        amountAction={paidInFull}
      />
      <div aria-live="polite">
        {isOverpaid && !form.amountError ? (
          <Alert tone={isOwner ? 'info' : 'warning'}>
            {messageWithParams('PAYMENT_EXCEEDS_BALANCE', { owedCents: owed })}
            {isOwner ? t('customers.youCanAcceptTheRest') : '.'}
          </Alert>
        ) : after !== null && !isOverpaid ? (
          <p className="text-sm text-muted">
            {t('customers.balanceAfterPayment')} <span className="font-medium text-ink">{balanceSentence(after)}</span>
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <Button variant="secondary" onClick={onDone}>
          {t('customers.cancel')}
        </Button>
        <Button type="submit" isLoading={recordPayment.isPending}>
          {t('customers.recordPayment')}
        </Button>
      </DialogFooter>
    </form>
  );
}

type ConfirmProps = { offer: StoreCreditOffer; customerName: string; isPending: boolean; onBack: () => void; onAccept: () => void };

/** 'Accept the rest as store credit?' — the owner's second step before the payment is sent with acceptStoreCredit. */
function StoreCreditConfirm({ offer, customerName, isPending, onBack, onAccept }: ConfirmProps) {
  const t = useT();
  const rest = offer.submission.amountCents - offer.owedCents;
  return (
    <div className="space-y-4">
      <Alert tone="info">
        <p className="font-semibold">{t('customers.acceptTheRestAsStore')}</p>
        <p>
          {messageWithParams('PAYMENT_EXCEEDS_BALANCE', { owedCents: offer.owedCents })}{t('customers.paysBecomesStoreCreditTo', { customerName, cents: formatCents(offer.submission.amountCents), cents2: formatCents(rest) })}
        </p>
      </Alert>
      <DialogFooter>
        <Button variant="secondary" onClick={onBack} disabled={isPending}>
          {t('customers.back')}
        </Button>
        <Button onClick={onAccept} isLoading={isPending} autoFocus>
          {t('customers.acceptAsStoreCredit')}
        </Button>
      </DialogFooter>
    </div>
  );
}
