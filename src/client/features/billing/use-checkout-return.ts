import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { isApiError } from '#client/lib/api-client';
import { checkoutReturnNotice, type CheckoutNotice } from '#client/texts/billing';
import { useConfirmCheckout } from './api/billing';
import { t } from '#client/i18n';

type Outcome = Parameters<typeof checkoutReturnNotice>[0];

/** Which notice a failed confirmation gets: the server's code, or 'unconfirmed' for anything else. */
function outcomeOf(error: unknown): Outcome {
  if (isApiError(error) && (error.code === 'CHECKOUT_NOT_COMPLETE' || error.code === 'NOT_FOUND')) return error.code;
  return 'unconfirmed';
}

/**
 * Back from Stripe Checkout (/dashboard?checkout=success&session_id=… or ?checkout=cancelled): ask
 * the server to read the session from Stripe (the URL itself proves nothing), then drop the
 * parameters. The webhook may have activated the store already; either way the card shows the
 * result without a refresh. Anything short of a paid session leaves a notice saying what to do.
 */
export function useCheckoutReturn(paidBefore: boolean) {
  const [params, setParams] = useSearchParams();
  const confirm = useConfirmCheckout();
  const handled = useRef(false);
  const [notice, setNotice] = useState<CheckoutNotice | null>(null);
  const outcome = params.get('checkout');
  const sessionId = params.get('session_id');

  useEffect(() => {
    if (!outcome || handled.current) return;
    handled.current = true;
    const clear = () => setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('checkout');
      next.delete('session_id');
      return next;
    }, { replace: true });
    if (outcome === 'success' && sessionId) {
      confirm.mutate(sessionId, {
        onSuccess: (info) => {
          if (info.subscribed) toast.success(t('billing.subscriptionActive'), { description: t('billing.thankYouYourPaymentWas') });
        },
        onError: (error) => setNotice(checkoutReturnNotice(outcomeOf(error), paidBefore)),
        onSettled: clear,
      });
    } else {
      if (outcome === 'cancelled') setNotice(checkoutReturnNotice('cancelled', paidBefore));
      clear();
    }
  }, [outcome, sessionId, confirm, setParams, paidBefore]);

  return { notice, dismiss: () => setNotice(null) };
}
