import { useState } from 'react';
import { toast } from 'sonner';
import { creditBlockReason } from '#shared/credit/credit-rules';
import type { Customer } from '#shared/customers/customer.schemas';
import { formatCents } from '#shared/money';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { cn } from '#client/lib/cn';
import { useWriteAccess } from '#client/app/write-access';
import { errorMessage, messageForCode } from '#client/lib/error-messages';
import { useResetDailyCredit } from '../api/reset-daily-credit';
import { useCounterContext } from '../use-counter-context';
import { waitingDeltaCents } from '#client/features/offline';
import { offlineTexts } from '#client/texts/offline';
import { describeBalance } from '../credit-amount';
import { CreditUsageBar } from './credit-usage-bar';
import { GiveCreditDialog } from './credit-give-dialog';
import { PaymentRecordDialog } from './payment-record-dialog';
import { RemindMenu } from './remind-menu';
import { ShareStatementDialog, type Receipt } from '#client/features/statements';
import { statementTexts } from '#client/texts/statements';
import { useT } from '#client/i18n';

/** canShare: the owner, or an employee when Store Settings let employees share statements (decision 050). */
type CreditStatusCardProps = { customer: Customer; isOwner: boolean; canShare: boolean; storeName: string };

/** 'Credit & Status': balance, limit, usage, badges and the money actions (spec part 1 §2). */
export function CreditStatusCard({ customer, isOwner, canShare, storeName }: CreditStatusCardProps) {
  const t = useT();
  const [dialog, setDialog] = useState<'credit' | 'payment' | null>(null);
  // Share statement (receipt null) or Send receipt after a credit or payment (issue 26).
  const [share, setShare] = useState<{ receipt: Receipt | null } | null>(null);
  const reset = useResetDailyCredit(customer.id);
  const balance = describeBalance(customer.creditBalanceCents);
  const counter = useCounterContext(customer);
  const { isOnline } = counter;
  // Offline the block is a guess: Give Credit stays open and its dialog warns (decision 051).
  const blockReason = counter.isGuessing ? null : creditBlockReason(customer);
  const access = useWriteAccess();
  const waitingCents = waitingDeltaCents(counter.waiting);
  const hasWaiting = counter.waiting.some((entry) => entry.state !== 'attention');
  const closeDialog = (open: boolean) => (open ? undefined : setDialog(null));

  const resetDailyCredit = () =>
    reset.mutate(undefined, {
      onSuccess: () => toast.success(t('customers.creditReset'), { description: t('customers.canBeGivenCreditAgain', { name: customer.name }) }),
      onError: (error) => toast.error(t('customers.failedToResetCredit'), { description: errorMessage(error) }),
    });

  return (
    <Card aria-labelledby="credit-status-title">
      <CardHeader>
        <CardTitle id="credit-status-title">{t('customers.creditStatus')}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-5">
        <dl className="grid grid-cols-2 gap-4">
          <div>
            <dt className="text-sm text-muted">{t('customers.currentBalance')}</dt>
            <dd className={cn('text-2xl font-bold', balance.isOwed ? 'text-red-700' : balance.kind === 'overpaid' ? 'text-brand-700' : 'text-ink')}>
              {balance.amount}
            </dd>
            {balance.kind === 'overpaid' ? <dd className="text-xs font-medium text-brand-700">{t('customers.overpaidStoreCredit')}</dd> : null}
          </div>
          <div>
            <dt className="text-sm text-muted">{t('customers.creditLimit')}</dt>
            <dd className="text-2xl font-bold text-ink">{formatCents(customer.creditLimitCents)}</dd>
          </div>
        </dl>
        {hasWaiting ? (
          <dl className="grid grid-cols-3 gap-2 rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm" data-testid="balance-with-waiting">
            <div>
              <dt className="text-muted">{offlineTexts.balance.server}</dt>
              <dd className="font-semibold tabular-nums">{formatCents(customer.creditBalanceCents)}</dd>
            </div>
            <div>
              <dt className="text-muted">+ {offlineTexts.balance.waiting}</dt>
              <dd className="font-semibold tabular-nums">{waitingCents < 0 ? `−${formatCents(-waitingCents)}` : formatCents(waitingCents)}</dd>
            </div>
            <div>
              <dt className="text-muted">= {offlineTexts.balance.total}</dt>
              <dd className="font-semibold tabular-nums">{formatCents(customer.creditBalanceCents + waitingCents)}</dd>
            </div>
          </dl>
        ) : null}
        <CreditUsageBar balanceCents={customer.creditBalanceCents + (hasWaiting ? waitingCents : 0)} limitCents={customer.creditLimitCents} />
        {customer.hasDailyCredit || customer.internalRedFlag || customer.isBlocked ? (
          <ul className="flex flex-wrap gap-2" aria-label={t('customers.status')}>
            {customer.hasDailyCredit ? <li><Badge tone="blue">{t('customers.dailyCreditActive')}</Badge></li> : null}
            {customer.internalRedFlag ? <li><Badge tone="red">{t('customers.redFlagged2')}</Badge></li> : null}
            {customer.isBlocked ? <li><Badge tone="gray">{t('customers.blocked')}</Badge></li> : null}
          </ul>
        ) : null}
        {customer.archivedAt ? null : (
          <div className="space-y-2">
            <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
              <Button
                onClick={() => setDialog('credit')}
                disabled={Boolean(blockReason) || !access.canWrite}
                aria-describedby={blockReason ? 'give-credit-blocked' : access.reason ? 'money-read-only' : undefined}
              >
                {t('customers.giveCredit')}
              </Button>
              <Button variant="secondary" onClick={() => setDialog('payment')} disabled={!access.canWrite} aria-describedby={access.reason ? 'money-read-only' : undefined}>
                {t('customers.recordPayment')}
              </Button>
              {customer.creditBalanceCents > 0 ? <RemindMenu customer={customer} storeName={storeName} /> : null}
              {canShare ? (
                <Button variant="secondary" onClick={() => setShare({ receipt: null })} disabled={!access.canWrite || !isOnline}>
                  {statementTexts.share}
                </Button>
              ) : null}
              {isOwner && customer.hasDailyCredit ? (
                <Button variant="secondary" onClick={resetDailyCredit} isLoading={reset.isPending} disabled={!access.canWrite || !isOnline}>
                  {t('customers.resetDailyCredit')}
                </Button>
              ) : null}
            </div>
            {blockReason ? (
              <p id="give-credit-blocked" className="text-sm text-red-700">
                {messageForCode(blockReason)}
              </p>
            ) : null}
            {access.reason ? (
              <p id="money-read-only" className="text-sm text-muted">
                {access.reason}
              </p>
            ) : null}
          </div>
        )}
      </CardContent>
      <GiveCreditDialog customer={customer} open={dialog === 'credit'} onOpenChange={closeDialog} onSendReceipt={canShare ? (receipt) => setShare({ receipt }) : undefined} />
      <PaymentRecordDialog customer={customer} isOwner={isOwner} open={dialog === 'payment'} onOpenChange={closeDialog} onSendReceipt={canShare ? (receipt) => setShare({ receipt }) : undefined} />
      <ShareStatementDialog customer={customer} storeName={storeName} open={share !== null} onOpenChange={(open) => (open ? undefined : setShare(null))} receipt={share?.receipt ?? null} />
    </Card>
  );
}
