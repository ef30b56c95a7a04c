import { Flag, Users, Wallet } from 'lucide-react';
import { formatCents } from '#shared/money';
import { useIsMobile } from '#client/lib/use-media-query';
import { useRedFlagReport } from './api/get-red-flag-report';
import { ExportLinks } from './components/export-links';
import { RedFlagList } from './components/red-flag-list';
import { ReportHeader, ReportSection, StatCard, statGridClasses } from './components/report-layout';
import { ReportEmpty, ReportError, ReportSkeleton } from './components/report-states';
import { useStoreTimeZone } from './components/use-store-time-zone';

/** /dashboard/reports/red-flags (owner only, spec part 2 'Red Flag Report'). */
export function RedFlagReportPage() {
  const report = useRedFlagReport();
  const timeZone = useStoreTimeZone();
  const isMobile = useIsMobile();
  const data = report.data;
  return (
    <div className="space-y-6">
      <ReportHeader
        title="Red Flag Report"
        description="Customers flagged as a credit risk."
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-muted">Export list</span>
            <ExportLinks dataset="red-flags" label="red flag list" />
          </div>
        }
      />
      {data ? (
        <>
          <div className={statGridClasses}>
            <StatCard title="Red Flagged Customers" value={String(data.count)} icon={Flag} tone={data.count > 0 ? 'bad' : 'default'} />
            <StatCard title="Total Credit Balance" value={formatCents(data.totalBalanceCents)} icon={Wallet} />
            <StatCard title="Average Balance" value={formatCents(data.averageBalanceCents)} hint="per flagged customer" icon={Users} />
          </div>
          <ReportSection title="Flagged Customers">
            {data.customers.length === 0 ? (
              <ReportEmpty title="No flagged customers" icon={Flag}>
                Customers you red flag from their page are listed here.
              </ReportEmpty>
            ) : (
              <RedFlagList customers={data.customers} timeZone={timeZone} isMobile={isMobile} />
            )}
          </ReportSection>
        </>
      ) : report.isError ? (
        <ReportError message="Error loading flagged customers" onRetry={() => void report.refetch()} isRetrying={report.isFetching} />
      ) : (
        <ReportSkeleton label="Loading flagged customers" />
      )}
    </div>
  );
}
