import { Link } from 'react-router';
import { WriteLink } from '#client/components/write-link';
import { CreditCard, Receipt, UserPlus, Users } from 'lucide-react';
import { formatCount } from '#shared/i18n/display-locale';
import { formatCents } from '#shared/money';
import { paths } from '#client/app/paths';
import { buttonClasses } from '#client/components/ui/button';
import { useDashboardSummary } from '../api/get-dashboard-summary';
import { MetricTile } from './metric-tile';
import { SummaryError } from './summary-error';
import { TodaysTasksTile } from './todays-tasks-tile';
import { useWriteAccess } from '#client/app/write-access';
import { useT } from '#client/i18n';

/** Employee dashboard: today's real numbers and quick actions (DESIGN.md: not placeholders). */
export function EmployeeDashboard() {
  const t = useT();
  const access = useWriteAccess();
  const summary = useDashboardSummary();
  const data = summary.data;
  return (
    <div className="space-y-4">
      {summary.isError && !data ? (
        <SummaryError error={summary.error} onRetry={() => summary.refetch()} isRetrying={summary.isFetching} />
      ) : null}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TodaysTasksTile tasks={data?.tasks} isLoading={summary.isPending} />
        <MetricTile
          label={t('dashboard.customersServed')}
          icon={Users}
          isLoading={summary.isPending}
          value={data ? formatCount(data.customersServedToday) : undefined}
          hint={t('dashboard.customersWithCreditActivityToday')}
        />
        <MetricTile
          label={t('dashboard.creditGivenToday')}
          icon={CreditCard}
          isLoading={summary.isPending}
          value={data ? formatCents(data.creditGivenTodayCents) : undefined}
        />
        <section aria-labelledby="quick-actions" className="rounded-xl border border-line bg-surface p-4 shadow-sm sm:col-span-2 lg:col-span-1">
          <h3 id="quick-actions" className="text-sm font-medium text-muted">
            {t('dashboard.quickActions')}
          </h3>
          <div className="mt-3 grid gap-2 min-[420px]:grid-cols-2 lg:grid-cols-1">
            <WriteLink to={paths.dashboard.newCustomer} canWrite={access.canWrite} reason={access.reason}>
              <UserPlus aria-hidden="true" className="size-4" />
              {t('dashboard.addCustomer')}
            </WriteLink>
            <Link to={paths.dashboard.sales} className={buttonClasses({ variant: 'secondary' })}>
              <Receipt aria-hidden="true" className="size-4" />
              {t('dashboard.recordSale')}
            </Link>
          </div>
        </section>
      </div>
    </div>
  );
}
