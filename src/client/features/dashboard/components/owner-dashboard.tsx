import { CreditCard, DollarSign, Flag, Users } from 'lucide-react';
import type { SessionContext } from '#shared/session/session.schemas';
import { formatCount } from '#shared/i18n/display-locale';
import { formatCents } from '#shared/money';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { MetricTile } from './metric-tile';
import { PushCard } from '#client/features/push';
import { SubscriptionCard } from '#client/features/billing';
import { SummaryError } from './summary-error';
import { useT } from '#client/i18n';

/** Owner dashboard: the subscription card, the push card and four metric tiles (spec part 1 §2). */
export function OwnerDashboard({ store }: { store: NonNullable<SessionContext['store']> }) {
  const t = useT();
  const summary = useDashboardSummary();
  const data = summary.data;
  const loading = summary.isPending;
  return (
    <div className="space-y-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <SubscriptionCard store={store} />
        <PushCard />
      </div>
      <section aria-labelledby="today-title" className="space-y-3">
        <h2 id="today-title" className="text-lg font-semibold text-ink">
          {t('dashboard.todayAtAGlance')}
        </h2>
        {summary.isError && !data ? (
          <SummaryError error={summary.error} onRetry={() => summary.refetch()} isRetrying={summary.isFetching} />
        ) : (
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            <MetricTile label={t('dashboard.totalCustomers')} icon={Users} isLoading={loading} value={data ? formatCount(data.totalCustomers) : undefined} />
            <MetricTile label={t('dashboard.todaySSales')} icon={DollarSign} isLoading={loading} value={data ? formatCents(data.todaysSalesCents) : undefined} hint={t('dashboard.cashSalesInTodayS')} />
            <MetricTile label={t('dashboard.activeCredits')} icon={CreditCard} isLoading={loading} value={data ? formatCount(data.activeCredits) : undefined} hint={t('dashboard.customersWithDailyCreditToday')} />
            <MetricTile label={t('dashboard.redFlagged')} icon={Flag} isLoading={loading} value={data ? formatCount(data.redFlagged) : undefined} />
          </div>
        )}
      </section>
    </div>
  );
}
