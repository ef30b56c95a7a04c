import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarDays, ChevronRight, CreditCard, Flag, type LucideIcon } from 'lucide-react';
import type { ExportDataset } from '#shared/reports/report.schemas';
import { monthToDate, todayInZone } from '#shared/dates';
import { paths } from '#client/app/paths';
import { DateRangeFields } from './components/date-range-fields';
import { ExportLinks } from './components/export-links';
import { ReportSection } from './components/report-layout';
import { useStoreTimeZone } from './components/use-store-time-zone';
import { rangeProblem } from './report-dates';
import { useT } from '#client/i18n';

const reports: { to: string; title: string; description: string; icon: LucideIcon }[] = [
  { to: paths.dashboard.dailyLogs, title: 'Daily Log History', description: 'Cash sales, payouts and over/short for each day.', icon: CalendarDays },
  { to: paths.dashboard.creditSummary, title: 'Monthly Credit Summary', description: 'Credit given and paid back over the past 30 days.', icon: CreditCard },
  { to: paths.dashboard.redFlags, title: 'Red Flag Report', description: 'Customers flagged as a credit risk and what they owe.', icon: Flag },
];

/** /dashboard/reports (owner only): the three reports and the spreadsheet exports. */
export function ReportsMenuPage() {
  const t = useT();
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold text-ink">{t('reports.reports')}</h1>
        <p className="text-sm text-muted">{t('reports.seeHowTheStoreIs')}</p>
      </div>
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
        {reports.map(({ to, title, description, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full items-start gap-4 rounded-xl border border-line bg-surface p-5 shadow-sm transition-colors hover:border-brand-600 hover:bg-brand-50"
            >
              <span className="rounded-lg bg-brand-100 p-2.5 text-brand-800">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="flex-1 space-y-1">
                <span className="block font-semibold text-ink">{title}</span>
                <span className="block text-sm text-muted">{description}</span>
              </span>
              <ChevronRight aria-hidden="true" className="mt-1 size-4 text-muted group-hover:text-brand-700" />
            </Link>
          </li>
        ))}
      </ul>
      <ExportSection />
    </div>
  );
}

const plainExports: { dataset: ExportDataset; label: string }[] = [
  { dataset: 'customers', label: 'Customers' },
  { dataset: 'red-flags', label: 'Red flag list' },
];

const rangedExports: { dataset: ExportDataset; label: string }[] = [
  { dataset: 'daily-logs', label: 'Daily logs' },
  { dataset: 'credit-transactions', label: 'Credit transactions' },
];

function ExportSection() {
  const t = useT();
  const timeZone = useStoreTimeZone();
  const [range, setRange] = useState(() => monthToDate(timeZone));
  const isRangeUsable = rangeProblem(range) === null;
  return (
    <ReportSection title={t('reports.export')}>
      <p className="text-sm text-muted">{t('reports.downloadASpreadsheetCsvOr')}</p>
      <ul className="divide-y divide-line">
        {plainExports.map((item) => (
          <ExportRow key={item.dataset} {...item} />
        ))}
      </ul>
      <div className="space-y-3 rounded-lg bg-canvas p-3 sm:p-4">
        <p className="text-sm font-medium text-ink">{t('reports.byDate')}</p>
        <DateRangeFields range={range} onChange={setRange} max={todayInZone(timeZone)} />
        <ul className="divide-y divide-line">
          {rangedExports.map((item) => (
            <ExportRow key={item.dataset} {...item} range={range} isDisabled={!isRangeUsable} />
          ))}
        </ul>
      </div>
    </ReportSection>
  );
}

function ExportRow({ dataset, label, range, isDisabled }: { dataset: ExportDataset; label: string; range?: { from: string; to: string }; isDisabled?: boolean }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <span className="font-medium text-ink">{label}</span>
      <ExportLinks dataset={dataset} label={label} range={range} isDisabled={isDisabled} />
    </li>
  );
}
