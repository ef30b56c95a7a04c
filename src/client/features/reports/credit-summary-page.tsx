import { lazy, Suspense } from 'react';
import { ArrowDownLeft, ArrowUpRight, Receipt, Scale, Users } from 'lucide-react';
import type { CreditSummary } from '#shared/reports/report.schemas';
import { formatCents } from '#shared/money';
import { Skeleton } from '#client/components/ui/skeleton';
import { useCreditSummary } from './api/get-credit-summary';
import { ExportLinks } from './components/export-links';
import { PagedRecentTransactions } from './components/paged-recent-transactions';
import { ReportHeader, ReportSection, StatCard } from './components/report-layout';
import { ReportEmpty, ReportError, ReportSkeleton } from './components/report-states';
import { TopCustomersTable } from './components/top-customers-table';
import { netCreditLabel } from './net-credit';
import { formatBusinessDate } from '#shared/dates';
import { useT } from '#client/i18n';

const CreditFlowChart = lazy(() => import('./components/credit-flow-chart'));

/** /dashboard/reports/credit-summary (owner only, spec part 1 §2 'Monthly Credit Summary'): the past 30 days. */
export function CreditSummaryPage() {
  const t = useT();
  const summary = useCreditSummary();
  const data = summary.data;
  const period = data ? t('reports.past30DaysRange', { from: formatBusinessDate(data.from), to: formatBusinessDate(data.to) }) : t('reports.past30Days');
  return (
    <div className="space-y-6">
      <ReportHeader
        title={t('reports.monthlyCreditSummary')}
        description={period}
        actions={
          data ? (
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm text-muted">{t('reports.exportTransactions')}</span>
              <ExportLinks dataset="credit-transactions" label={t('reports.labelCreditTransactions')} range={{ from: data.from, to: data.to }} />
            </div>
          ) : null
        }
      />
      {data ? (
        <CreditSummaryBody data={data} />
      ) : summary.isError ? (
        <ReportError message={t('reports.errorLoadingCreditData')} onRetry={() => void summary.refetch()} isRetrying={summary.isFetching} />
      ) : (
        <ReportSkeleton label={t('reports.loadingCreditData')} cards={4} />
      )}
    </div>
  );
}

function CreditSummaryBody({ data }: { data: CreditSummary }) {
  const t = useT();
  const netLabel = netCreditLabel(data.netCents);
  const hasActivity = data.totalGivenCents > 0 || data.totalPaidCents > 0;
  return (
    <>
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <StatCard title={t('reports.totalCreditGiven')} value={formatCents(data.totalGivenCents)} icon={ArrowUpRight} />
        <StatCard title={t('reports.creditPaidBack')} value={formatCents(data.totalPaidCents)} icon={ArrowDownLeft} tone="good" />
        <StatCard
          title={t('reports.netCredit')}
          value={formatCents(Math.abs(data.netCents))}
          hint={netLabel}
          icon={Scale}
          tone={data.netCents > 0 ? 'bad' : data.netCents < 0 ? 'good' : 'default'}
        />
        <StatCard title={t('reports.activeCustomers')} value={String(data.activeCustomers)} hint={t('reports.withCreditActivity')} icon={Users} />
      </div>
      <ReportSection title={t('reports.creditGivenAndPaidBack')}>
        {hasActivity ? (
          <Suspense fallback={<Skeleton className="h-56 w-full" />}>
            <CreditFlowChart summary={data} />
          </Suspense>
        ) : (
          <ReportEmpty title={t('reports.noCreditActivityInThe')} icon={Receipt} />
        )}
      </ReportSection>
      <div className="space-y-6">
        <ReportSection title={t('reports.top10Customers')}>
          {data.topCustomers.length === 0 ? (
            <ReportEmpty title={t('reports.noCustomersTookCreditIn')} icon={Users} />
          ) : (
            <TopCustomersTable customers={data.topCustomers} />
          )}
        </ReportSection>
        <ReportSection title={t('reports.recentTransactions')}>
          {data.recent.length === 0 ? (
            <ReportEmpty title={t('reports.noTransactionsInThePast')} icon={Receipt} />
          ) : (
            <PagedRecentTransactions recent={data.recent} recentCount={data.recentCount} recentNextCursor={data.recentNextCursor} />
          )}
        </ReportSection>
      </div>
    </>
  );
}
