import { CreditCard, TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import type { SessionContext } from '#shared/session/session.schemas';
import { PLAN_PRICE_CENTS } from '#shared/subscription/subscription';
import { formatCents } from '#shared/money';
import { Alert } from '#client/components/ui/alert';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { isApiError } from '#client/lib/api-client';
import { useOpenBilling, type BillingAction } from '../api/open-billing';
import { subscriptionView } from '../subscription-view';

const failure: Record<BillingAction, { title: string; description: string }> = {
  checkout: { title: 'Checkout failed', description: 'Unable to start checkout process' },
  portal: { title: 'Customer portal failed', description: 'Unable to open customer portal' },
};

type Store = NonNullable<SessionContext['store']>;

/** The owner's subscription status card with its one action (spec part 1 §4). */
export function SubscriptionCard({ store }: { store: Store }) {
  const view = subscriptionView({
    status: store.subscriptionStatus,
    trialEndDate: store.trialEndDate,
    subscriptionEndDate: store.subscriptionEndDate,
  });
  const billing = useOpenBilling();

  const onAction = (action: BillingAction) =>
    billing.mutate(action, {
      onError: (error) => {
        if (isApiError(error) && error.code === 'PAYMENTS_NOT_CONFIGURED') {
          toast.error('Payments are not set up yet', { description: 'Please contact support to subscribe.' });
          return;
        }
        toast.error(failure[action].title, { description: failure[action].description });
      },
    });

  return (
    <Card aria-labelledby="subscription-title">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="space-y-1">
          <CardTitle id="subscription-title" className="flex items-center gap-2">
            <CreditCard aria-hidden="true" className="size-5 text-muted" />
            Subscription
          </CardTitle>
          <CardDescription>Corner Store plan · {formatCents(PLAN_PRICE_CENTS)}/month</CardDescription>
        </div>
        <Badge tone={view.badge.tone}>{view.badge.label}</Badge>
      </CardHeader>
      <CardContent className="space-y-4">
        {view.actionRequired ? (
          <Alert tone="danger" className="flex gap-3">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div>
              <p className="font-semibold">Action Required</p>
              <p>{view.actionRequired}</p>
            </div>
          </Alert>
        ) : null}
        <p className="text-sm text-ink">{view.description}</p>
        {view.action ? (
          <Button
            variant={view.action.billing === 'checkout' ? 'primary' : 'secondary'}
            onClick={() => onAction(view.action!.billing)}
            isLoading={billing.isPending}
          >
            {view.action.label}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
