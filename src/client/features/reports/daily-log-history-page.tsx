import { lazy, Suspense, useState } from 'react';
import { CalendarDays, Scale, TrendingUp, Wallet } from 'lucide-react';
import { formatBusinessDate, monthToDate, todayInZone, type DateRange } from '#shared/dates';
import { formatCents } from '#shared/money';
import { Skeleton } from '#client/components/ui/skeleton';
import { cn } from '#client/lib/cn';
import { useIsMobile } from '#client/lib/use-media-query';
import { useDailyLogHistory } from './api/get-daily-log-history';
import { DailyLogCards } from './components/daily-log-cards';
import { DailyLogTable } from './components/daily-log-table';
import { ExportLinks } from './components/export-links';
import { MonthlySummarySection } from './components/monthly-summary-section';
import { PeriodPicker } from './components/period-picker';
import { ReportHeader, ReportSection, StatCard, statGridClasses } from './components/report-layout';
import { ReportEmpty, ReportError, ReportSkeleton } from './components/report-states';
import { useStoreTimeZone } from './components/use-store-time-zone';
import { drawerText } from './net-credit';
import { periodRange, rangeProblem, type Period } from './report-dates';
import { defaultSort, nextSort, sortLogs } from './sort-daily-logs';
import { t, useT } from '#client/i18n';

const DailyLogCharts = lazy(() => import('./components/daily-log-charts'));

/** The header's period: its first and last day ('All' names them once they are known). */
function describeRange(range: DateRange | 'all'): string {
  return range === 'all' ? t('reports.allDailyLogs') : `${formatBusinessDate(range.from)} – ${formatBusinessDate(range.to)}`;
}

/** /dashboard/reports/daily-logs (owner only, spec part 1 §2 'Daily Log History'). */
export function DailyLogHistoryPage() {
  const t = useT();
  const timeZone = useStoreTimeZone();
  const today = todayInZone(timeZone);
  const [period, setPeriod] = useState<Period>('last30');
  const [custom, setCustom] = useState(() => monthToDate(timeZone));
  const [appliedCustom, setAppliedCustom] = useState(custom);
  const range = periodRange(period, timeZone, new Date(), appliedCustom);
  const history = useDailyLogHistory(range);
  const [sort, setSort] = useState(defaultSort);
  const isMobile = useIsMobile();
  const data = history.data;
  /** 'All' answered (not the previous period's rows kept on screen while it loads). */
  const allData = range === 'all' && !history.isPlaceholderData ? data : undefined;

  const changeCustom = (next: typeof custom) => {
    setCustom(next);
    if (rangeProblem(next) === null) setAppliedCustom(next);
  };

  return (
    <div className="space-y-6">
      <ReportHeader title={t('reports.dailyLogHistory')} description={describeRange(range === 'all' ? (allData ?? 'all') : range)} />
      <div className="flex flex-col gap-3 md:flex-row md:items-end md:justify-between">
        <PeriodPicker period={period} onPeriodChange={setPeriod} custom={custom} onCustomChange={changeCustom} today={today} />
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-muted">{t('reports.exportThisPeriod')}</span>
          <ExportLinks
            dataset="daily-logs"
            label={t('reports.labelDailyLogs')}
            range={range === 'all' ? (allData ? { from: allData.from, to: allData.to } : undefined) : range}
            isDisabled={range === 'all' && !allData}
          />
        </div>
      </div>
      {data ? (
        <div className={cn('space-y-6', history.isPlaceholderData && 'opacity-60')} aria-busy={history.isPlaceholderData || undefined}>
          {history.isRefetchError ? <ReportError message={t('reports.errorLoadingDailyLogs')} onRetry={() => void history.refetch()} isRetrying={history.isFetching} /> : null}
          <div className={statGridClasses}>
            <StatCard title={t('reports.totalSales')} value={formatCents(data.summary.totalSalesCents)} hint={t('reports.overDays', { days: data.summary.days })} icon={TrendingUp} />
            <StatCard title={t('reports.averageDailySales')} value={formatCents(data.summary.averageDailySalesCents)} hint={t('reports.perDayWithLog')} icon={Wallet} />
            <StatCard
              title={t('reports.totalBalance')}
              value={drawerText(data.summary.totalBalanceCents)}
              hint={t('reports.cashCountedCashExpected')}
              icon={Scale}
              tone={data.summary.totalBalanceCents < 0 ? 'bad' : data.summary.totalBalanceCents > 0 ? 'good' : 'default'}
            />
          </div>
          <ReportSection title={t('reports.dailyLogs2')}>
            {data.logs.length === 0 ? (
              <ReportEmpty title={t('reports.noDailyLogsFound')} icon={CalendarDays}>
                {t('reports.chooseAnotherPeriodOrSave')}
              </ReportEmpty>
            ) : isMobile ? (
              <DailyLogCards logs={sortLogs(data.logs, sort)} sort={sort} onSortChange={setSort} />
            ) : (
              <DailyLogTable logs={sortLogs(data.logs, sort)} sort={sort} onSort={(key) => setSort((current) => nextSort(current, key))} />
            )}
          </ReportSection>
          {data.logs.length > 0 ? (
            <ReportSection title={t('reports.cashSalesAndOverShort')}>
              <Suspense fallback={<Skeleton className="h-80 w-full" />}>
                <DailyLogCharts logs={data.logs} range={{ from: data.from, to: data.to }} />
              </Suspense>
            </ReportSection>
          ) : null}
        </div>
      ) : history.isError ? (
        <ReportError message={t('reports.errorLoadingDailyLogs')} onRetry={() => void history.refetch()} isRetrying={history.isFetching} />
      ) : (
        <ReportSkeleton label={t('reports.loadingDailyLogs')} />
      )}
      <MonthlySummarySection timeZone={timeZone} />
    </div>
  );
}
