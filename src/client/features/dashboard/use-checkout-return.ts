import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useConfirmCheckout } from './api/billing';

/**
 * Back from Stripe Checkout (/dashboard?checkout=success&session_id=…): ask the server to read the
 * session from Stripe (the URL itself proves nothing), then drop the parameters. The webhook may
 * have activated the store already; either way the card shows the result without a refresh.
 */
export function useCheckoutReturn() {
  const [params, setParams] = useSearchParams();
  const confirm = useConfirmCheckout();
  const handled = useRef(false);
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
          if (info.subscribed) toast.success('Subscription active', { description: 'Thank you! Your payment was received.' });
        },
        onSettled: clear,
      });
    } else {
      clear();
    }
  }, [outcome, sessionId, confirm, setParams]);
}
