import { RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { currentMonth } from '#shared/admin/monthly-report';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { TextField } from '#client/components/ui/form-field';
import { Skeleton } from '#client/components/ui/skeleton';
import { errorMessage } from '#client/lib/error-messages';
import { useMonthlyReport } from './api/get-monthly-report';
import { ConversionCard, MonthlyReportStats, StatusBreakdownCard } from './monthly-report-cards';
import { useT } from '#client/i18n';

/** /admin/monthly-reports: the month's signups, approvals, revenue and conversion (spec part 2 §2, §4, §9). */
export function MonthlyReportsPage() {
  const t = useT();
  const thisMonth = currentMonth();
  const [month, setMonth] = useState(thisMonth);
  const report = useMonthlyReport(month);
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold text-ink">{t('admin.monthlyReports')}</h1>
          <p className="text-sm text-muted">{t('admin.storeSignupsAndRevenueFor')}</p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            id="report-month"
            label={t('admin.month')}
            type="month"
            value={month}
            max={thisMonth}
            min="2000-01"
            onChange={(event) => event.target.value && setMonth(event.target.value)}
          />
          <Button variant="secondary" onClick={() => void report.refetch()} disabled={report.isFetching}>
            <RefreshCw aria-hidden="true" className={report.isFetching ? 'size-4 animate-spin' : 'size-4'} />
            {t('admin.refreshData')}
          </Button>
        </div>
      </div>
      {report.data ? (
        <>
          <MonthlyReportStats report={report.data} />
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <ConversionCard report={report.data} />
            <StatusBreakdownCard report={report.data} />
          </div>
        </>
      ) : report.isError ? (
        <Alert tone="danger" role="alert">
          <p className="font-semibold">{t('admin.failedToLoadMonthlyReports')}</p>
          <p>{errorMessage(report.error)}</p>
        </Alert>
      ) : (
        <div role="status" aria-label={t('admin.loadingMonthlyReport')} className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-28 w-full" />
          ))}
        </div>
      )}
    </div>
  );
}
