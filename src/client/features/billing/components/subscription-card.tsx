import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard } from 'lucide-react';
import { toast } from 'sonner';
import type { SessionContext } from '#shared/session/session.schemas';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { isApiError } from '#client/lib/api-client';
import { planPriceText } from '#client/texts/billing';
import { sessionQueryKey } from '#client/lib/auth/session';
import { useSubscriptionInfo } from '../api/billing';
import { useOpenBilling, type BillingAction } from '../api/open-billing';
import { subscriptionView } from '../subscription-view';
import { useCheckoutReturn } from '../use-checkout-return';
import { CardPrice } from './card-price';
import { CheckoutReturnNotice } from './checkout-return-notice';
import { ChequeInstructions } from './cheque-instructions';
import { toasts } from '#client/texts/toasts';
import { t, useT } from '#client/i18n';

const failure: Record<BillingAction, { title: string; description: string }> = {
  checkout: { get title() {
    return t('billing.checkoutFailed');
  }, get description() {
    return t('billing.unableToStartCheckoutProcess');
  } },
  portal: { get title() {
    return t('billing.customerPortalFailed');
  }, get description() {
    return t('billing.unableToOpenCustomerPortal');
  } },
};

type Store = NonNullable<SessionContext['store']>;

/** The owner's subscription status card (spec part 1 §4) with card and cheque payment. */
export function SubscriptionCard({ store }: { store: Store }) {
  const t = useT();
  const [awaitingPayment, setAwaitingPayment] = useState(false);
  const info = useSubscriptionInfo({ pollMs: awaitingPayment ? 3000 : undefined });
  const client = useQueryClient();
  const billing = useOpenBilling();
  const data = info.data;
  const view = subscriptionView(
    data
      ? { status: data.storedStatus, trialEndDate: data.trialEndDate, subscriptionEndDate: data.subscriptionEnd, renewsByCard: data.hasCardSubscription }
      : { status: store.subscriptionStatus, trialEndDate: store.trialEndDate, subscriptionEndDate: store.subscriptionEndDate, renewsByCard: store.renewsByCard },
    new Date(),
    store.timezone,
  );
  const checkoutReturn = useCheckoutReturn(view.paidBefore);
  // Paid in the other tab (or by cheque): the session (banner, buttons) follows the card.
  const lapsedNow = data?.lapsed ?? null;
  useEffect(() => {
    if (!data) return;
    if (data.subscribed) setAwaitingPayment(false);
    if (lapsedNow !== store.lapsed) void client.invalidateQueries({ queryKey: sessionQueryKey });
  }, [data, lapsedNow, store.lapsed, client]);

  const cardEnabled = data?.cardPaymentsEnabled ?? false;
  const action = view.action && cardEnabled && (view.action.billing === 'checkout' || data?.hasCardSubscription) ? view.action : null;
  const showCheque = !!data && !data.subscribed;

  const onAction = (kind: BillingAction) =>
    billing.mutate(kind, {
      onSuccess: () => {
        if (kind === 'checkout') setAwaitingPayment(true);
      },
      onError: (error) => {
        if (isApiError(error) && error.code === 'PAYMENTS_NOT_CONFIGURED') {
          toast.error(toasts.paymentsNotConfigured.title, { description: toasts.paymentsNotConfigured.description });
          return;
        }
        toast.error(failure[kind].title, { description: failure[kind].description });
      },
    });

  return (
    <Card aria-labelledby="subscription-title" id="subscription">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="space-y-1">
          <CardTitle id="subscription-title" className="flex items-center gap-2">
            <CreditCard aria-hidden="true" className="size-5 text-muted" />
            {t('billing.subscription')}
          </CardTitle>
          <CardDescription>{planPriceText()}</CardDescription>
        </div>
        <Badge tone={view.badge.tone} data-testid="subscription-badge">
          {view.badge.label}
        </Badge>
      </CardHeader>
      <CardContent className="space-y-4">
        {checkoutReturn.notice ? <CheckoutReturnNotice notice={checkoutReturn.notice} onClose={checkoutReturn.dismiss} /> : null}
        <p className="text-sm text-ink" data-testid="subscription-description">
          {view.description}
        </p>
        {action ? (
          <div className="space-y-1">
            <Button variant={action.billing === 'checkout' ? 'primary' : 'secondary'} onClick={() => onAction(action.billing)} isLoading={billing.isPending}>
              {action.label}
            </Button>
            {action.billing === 'checkout' ? <CardPrice paidBefore={view.paidBefore} /> : null}
          </div>
        ) : null}
        {info.isError ? (
          <p className="text-sm text-red-700" role="alert">
            {t('billing.subscriptionCheckFailedUnableTo')}
          </p>
        ) : null}
        {awaitingPayment ? <p className="text-sm text-muted" role="status">{t('billing.waitingForYourPaymentTo')}</p> : null}
        {data && !cardEnabled ? <p className="text-sm text-muted">{t('billing.cardPaymentsAreNotSet')}</p> : null}
        {showCheque && data ? <ChequeInstructions cheque={data.cheque} /> : null}
      </CardContent>
    </Card>
  );
}
