import { Flag, Users, Wallet } from 'lucide-react';
import { formatCents } from '#shared/money';
import { useIsMobile } from '#client/lib/use-media-query';
import { useRedFlagReport } from './api/get-red-flag-report';
import { ExportLinks } from './components/export-links';
import { RedFlagList } from './components/red-flag-list';
import { ReportHeader, ReportSection, StatCard, statGridClasses } from './components/report-layout';
import { ReportEmpty, ReportError, ReportSkeleton } from './components/report-states';
import { useStoreTimeZone } from './components/use-store-time-zone';
import { useT } from '#client/i18n';

/** /dashboard/reports/red-flags (owner only, spec part 2 'Red Flag Report'). */
export function RedFlagReportPage() {
  const t = useT();
  const report = useRedFlagReport();
  const timeZone = useStoreTimeZone();
  const isMobile = useIsMobile();
  const data = report.data;
  return (
    <div className="space-y-6">
      <ReportHeader
        title={t('reports.redFlagReport')}
        description={t('reports.customersFlaggedAsACredit')}
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm text-muted">{t('reports.exportList')}</span>
            <ExportLinks dataset="red-flags" label={t('reports.labelRedFlagList')} />
          </div>
        }
      />
      {data ? (
        <>
          <div className={statGridClasses}>
            <StatCard title={t('reports.redFlaggedCustomers2')} value={String(data.count)} icon={Flag} tone={data.count > 0 ? 'bad' : 'default'} />
            <StatCard title={t('reports.totalCreditBalance')} value={formatCents(data.totalBalanceCents)} icon={Wallet} />
            <StatCard title={t('reports.averageBalance')} value={formatCents(data.averageBalanceCents)} hint={t('reports.perFlaggedCustomer')} icon={Users} />
          </div>
          <ReportSection title={t('reports.flaggedCustomers')}>
            {data.customers.length === 0 ? (
              <ReportEmpty title={t('reports.noFlaggedCustomers')} icon={Flag}>
                {t('reports.customersYouRedFlagFrom')}
              </ReportEmpty>
            ) : (
              <RedFlagList customers={data.customers} timeZone={timeZone} isMobile={isMobile} />
            )}
          </ReportSection>
        </>
      ) : report.isError ? (
        <ReportError message={t('reports.errorLoadingFlaggedCustomers')} onRetry={() => void report.refetch()} isRetrying={report.isFetching} />
      ) : (
        <ReportSkeleton label={t('reports.loadingFlaggedCustomers')} />
      )}
    </div>
  );
}
