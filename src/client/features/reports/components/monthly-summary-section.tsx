import { useId, useState } from 'react';
import { formatCents } from '#shared/money';
import { Label, NativeSelect } from '#client/components/ui/input';
import { Skeleton } from '#client/components/ui/skeleton';
import { cn } from '#client/lib/cn';
import { useMonthlySummary } from '../api/get-monthly-summary';
import { formatSignedCents } from '../net-credit';
import { currentMonth, formatMonth, recentMonths } from '../report-dates';
import { ReportSection } from './report-layout';
import { ReportError } from './report-states';
import { useT } from '#client/i18n';

/** Monthly Summary: cash sales, payouts, expenses and profit/loss = sales − payouts − expenses. */
export function MonthlySummarySection({ timeZone }: { timeZone: string }) {
  const t = useT();
  const id = useId();
  const [latest] = useState(() => currentMonth(timeZone));
  const [month, setMonth] = useState(latest);
  const summary = useMonthlySummary(month);
  const data = summary.data;
  const picker = (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="sr-only sm:not-sr-only">
        {t('reports.month')}
      </Label>
      <NativeSelect id={id} value={month} onChange={(event) => setMonth(event.target.value)} className="w-44">
        {recentMonths(latest, 24).map((value) => (
          <option key={value} value={value}>
            {formatMonth(value)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
  return (
    <ReportSection title={t('reports.monthlySummary')} actions={picker}>
      {summary.isError && !data ? (
        <ReportError message={t('reports.errorLoadingDailyLogs')} onRetry={() => void summary.refetch()} isRetrying={summary.isFetching} />
      ) : (
        <>
          <dl className={cn('grid grid-cols-2 gap-3 lg:grid-cols-4', summary.isPlaceholderData && 'opacity-60')} aria-busy={summary.isFetching || undefined}>
            <Total term={t('reports.totalCashSales')} cents={data?.cashSalesCents} />
            <Total term={t('reports.totalPayouts')} cents={data?.payoutsCents} />
            <Total term={t('reports.totalExpenses')} cents={data?.expensesCents} />
            <Total term={data && data.profitLossCents < 0 ? t('reports.loss') : t('reports.profitLoss')} cents={data?.profitLossCents} isResult />
          </dl>
          {data ? (
            <p className="text-xs text-muted">
              {data.days === 0 ? t('reports.noDailyLogsIn', { month: formatMonth(data.month) }) : t('reports.fromDailyLogs', { days: data.days, month: formatMonth(data.month) })}
            </p>
          ) : null}
        </>
      )}
    </ReportSection>
  );
}

function Total({ term, cents, isResult = false }: { term: string; cents: number | undefined; isResult?: boolean }) {
  const tone = isResult && cents !== undefined ? (cents < 0 ? 'text-danger' : 'text-brand-700') : 'text-ink';
  return (
    <div className={cn('rounded-lg p-3', isResult ? 'bg-brand-50' : 'bg-canvas')}>
      <dt className="text-xs font-medium text-muted">{term}</dt>
      <dd className={cn('mt-1 text-lg font-bold tabular-nums', tone)}>
        {cents === undefined ? <Skeleton className="h-6 w-20" /> : isResult ? formatSignedCents(cents) : formatCents(cents)}
      </dd>
    </div>
  );
}
