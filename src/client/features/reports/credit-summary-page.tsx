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

const CreditFlowChart = lazy(() => import('./components/credit-flow-chart'));

/** /dashboard/reports/credit-summary (owner only, spec part 1 §2 'Monthly Credit Summary'): the past 30 days. */
export function CreditSummaryPage() {
  const summary = useCreditSummary();
  const data = summary.data;
  const period = data ? `Past 30 days · ${formatBusinessDate(data.from)} – ${formatBusinessDate(data.to)}` : 'Past 30 days';
  return (
    <div className="space-y-6">
      <ReportHeader
        title="Monthly Credit Summary"
        description={period}
        actions={
          data ? (
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm text-muted">Export transactions</span>
              <ExportLinks dataset="credit-transactions" label="credit transactions" range={{ from: data.from, to: data.to }} />
            </div>
          ) : null
        }
      />
      {data ? (
        <CreditSummaryBody data={data} />
      ) : summary.isError ? (
        <ReportError message="Error loading credit data" onRetry={() => void summary.refetch()} isRetrying={summary.isFetching} />
      ) : (
        <ReportSkeleton label="Loading credit data" cards={4} />
      )}
    </div>
  );
}

function CreditSummaryBody({ data }: { data: CreditSummary }) {
  const netLabel = netCreditLabel(data.netCents);
  const hasActivity = data.totalGivenCents > 0 || data.totalPaidCents > 0;
  return (
    <>
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <StatCard title="Total Credit Given" value={formatCents(data.totalGivenCents)} icon={ArrowUpRight} />
        <StatCard title="Credit Paid Back" value={formatCents(data.totalPaidCents)} icon={ArrowDownLeft} tone="good" />
        <StatCard
          title="Net Credit"
          value={formatCents(Math.abs(data.netCents))}
          hint={netLabel}
          icon={Scale}
          tone={data.netCents > 0 ? 'bad' : data.netCents < 0 ? 'good' : 'default'}
        />
        <StatCard title="Active Customers" value={String(data.activeCustomers)} hint="with credit activity" icon={Users} />
      </div>
      <ReportSection title="Credit Given and Paid Back">
        {hasActivity ? (
          <Suspense fallback={<Skeleton className="h-56 w-full" />}>
            <CreditFlowChart summary={data} />
          </Suspense>
        ) : (
          <ReportEmpty title="No credit activity in the past 30 days" icon={Receipt} />
        )}
      </ReportSection>
      <div className="space-y-6">
        <ReportSection title="Top 10 Customers">
          {data.topCustomers.length === 0 ? (
            <ReportEmpty title="No customers took credit in the past 30 days" icon={Users} />
          ) : (
            <TopCustomersTable customers={data.topCustomers} />
          )}
        </ReportSection>
        <ReportSection title="Recent Transactions">
          {data.recent.length === 0 ? (
            <ReportEmpty title="No transactions in the past 30 days" icon={Receipt} />
          ) : (
            <PagedRecentTransactions recent={data.recent} recentCount={data.recentCount} recentNextCursor={data.recentNextCursor} />
          )}
        </ReportSection>
      </div>
    </>
  );
}
