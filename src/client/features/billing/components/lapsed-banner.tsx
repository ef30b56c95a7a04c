import { Link } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import type { SessionContext } from '#shared/session/session.schemas';
import { hasPaidBefore } from '#shared/subscription/subscription';
import { Alert } from '#client/components/ui/alert';
import { lapsedBannerText } from '#client/texts/billing';

/** On every dashboard page while the store's subscription is lapsed (issue 12): the store's one billing alert. */
export function LapsedBanner({ session }: { session: SessionContext }) {
  const lapsed = session.store?.lapsed;
  if (!session.store || !lapsed) return null;
  const text = lapsedBannerText(lapsed, session.role === 'store_owner', hasPaidBefore(session.store));
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
