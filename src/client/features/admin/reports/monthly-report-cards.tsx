import { CheckCircle2, Clock, DollarSign, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import type { MonthlyReport, ReportStatus } from '#shared/admin/monthly-report';
import { formatCents } from '#shared/money';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card';
import { revenueHint } from '#client/texts/billing';
import { t, useT } from '#client/i18n';

function StatCard({ title, value, hint, icon }: { title: string; value: string; hint: string; icon: ReactNode }) {
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2 space-y-0 pb-2">
        <CardTitle className="text-sm font-medium text-muted">{title}</CardTitle>
        {icon}
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-bold tabular-nums text-ink">{value}</p>
        <p className="text-xs text-muted">{hint}</p>
      </CardContent>
    </Card>
  );
}

/** The four counters of the month (spec part 2 §2). */
export function MonthlyReportStats({ report }: { report: MonthlyReport }) {
  const t = useT();
  const icon = 'size-5 text-muted';
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <StatCard title={t('admin.totalStoreSignups')} value={String(report.totalSignups)} hint={t('admin.storesCreatedThisMonth')} icon={<Store aria-hidden="true" className={icon} />} />
      <StatCard title={t('admin.approvedStores')} value={String(report.approvedStores)} hint={t('admin.activeOrInTrial')} icon={<CheckCircle2 aria-hidden="true" className={icon} />} />
      <StatCard title={t('admin.pendingStores')} value={String(report.pendingStores)} hint={t('admin.pendingOrNoStatus')} icon={<Clock aria-hidden="true" className={icon} />} />
      <StatCard title={t('admin.monthlyRevenue')} value={formatCents(report.monthlyRevenueCents)} hint={revenueHint(report.recurringEstimateCents, report.approvedStores)} icon={<DollarSign aria-hidden="true" className={icon} />} />
    </div>
  );
}

export function ConversionCard({ report }: { report: MonthlyReport }) {
  const t = useT();
  const rate = report.conversionRate.toFixed(1);
  return (
    <Card>
      <CardHeader>
        <CardTitle id="conversion-title">{t('admin.conversionRate')}</CardTitle>
        <CardDescription>{t('admin.approvedStoresOutOfThis')}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-2">
        <p className="text-3xl font-bold tabular-nums text-ink">{rate}%</p>
        <div
          role="progressbar"
          aria-labelledby="conversion-title"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={report.conversionRate}
          aria-valuetext={`${rate}%`}
          className="h-3 w-full overflow-hidden rounded-full bg-line"
        >
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${Math.min(100, report.conversionRate)}%` }} />
        </div>
        <p className="text-sm text-muted">
          {t('admin.ofSignupsApproved', { approvedStores: report.approvedStores, totalSignups: report.totalSignups })}
        </p>
      </CardContent>
    </Card>
  );
}

const statusLabels: Record<ReportStatus, string> = {
  get trial() {
    return t('admin.statustrial');
  },
  get active() {
    return t('admin.statusactive');
  },
  get suspended() {
    return t('admin.statussuspended');
  },
  get expired() {
    return t('admin.statusexpired');
  },
  get unknown() {
    return t('admin.statuspendingNoStatus');
  },
};

export function StatusBreakdownCard({ report }: { report: MonthlyReport }) {
  const t = useT();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('admin.statusBreakdown')}</CardTitle>
        <CardDescription>{t('admin.thisMonthSSignupsBy')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-line">
          {report.breakdown.map((row) => (
            <li key={row.status} className="flex items-center justify-between py-2 text-sm">
              <span className="text-ink">{statusLabels[row.status]}</span>
              <span className="font-semibold tabular-nums text-ink">{row.count}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
