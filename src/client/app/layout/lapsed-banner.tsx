import { Link } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import type { SessionContext } from '#shared/session/session.schemas';
import { Alert } from '#client/components/ui/alert';

type Lapse = 'expired' | 'suspended';

/** What the banner says: why the store is read-only, and what to do about it (owner or employee). */
export function lapsedBannerText(lapsed: Lapse, isOwner: boolean): { title: string; body: string; action: string | null } {
  if (!isOwner) {
    return {
      title: lapsed === 'expired' ? 'Subscription expired' : 'Store suspended',
      body: 'This store is read-only: you can look up customers and history, but changes cannot be saved. Please ask the store owner to renew the subscription.',
      action: null,
    };
  }
  return lapsed === 'expired'
    ? {
        title: 'Subscription expired',
        body: 'Your store is read-only: your customers, history, statements, reports and exports are all still here, but changes cannot be saved. Subscribe to continue.',
        action: 'Subscribe',
      }
    : {
        title: 'Store suspended',
        body: 'Your store is read-only: your data is still here, but changes cannot be saved. Please update your payment method, or contact support if you think this is a mistake.',
        action: 'Update payment',
      };
}

/** On every dashboard page while the store's subscription is lapsed (issue 12). */
export function LapsedBanner({ session }: { session: SessionContext }) {
  const lapsed = session.store?.lapsed;
  if (!lapsed) return null;
  const text = lapsedBannerText(lapsed, session.role === 'store_owner');
  return (
    <Alert tone={lapsed === 'expired' ? 'danger' : 'warning'} className="mb-4 flex gap-3" data-testid="lapsed-banner">
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-1">
        <p className="font-semibold">{text.title}</p>
        <p>{text.body}</p>
        {text.action ? (
          <Link to="/dashboard#subscription" className="inline-block font-semibold underline underline-offset-2">
            {text.action}
          </Link>
        ) : null}
      </div>
    </Alert>
  );
}
