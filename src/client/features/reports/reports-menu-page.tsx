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
import { t, useT } from '#client/i18n';

const reports: { to: string; title: string; description: string; icon: LucideIcon }[] = [
  { to: paths.dashboard.dailyLogs, get title() {
    return t('reports.dailyLogHistory');
  }, get description() {
    return t('reports.cashSalesPayoutsAndOver');
  }, icon: CalendarDays },
  { to: paths.dashboard.creditSummary, get title() {
    return t('reports.monthlyCreditSummary');
  }, get description() {
    return t('reports.creditGivenAndPaidBackX');
  }, icon: CreditCard },
  { to: paths.dashboard.redFlags, get title() {
    return t('reports.redFlagReport');
  }, get description() {
    return t('reports.customersFlaggedAsACreditX');
  }, icon: Flag },
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
  { dataset: 'customers', get label() {
    return t('reports.customersExport');
  } },
  { dataset: 'red-flags', get label() {
    return t('reports.redFlagList');
  } },
];

const rangedExports: { dataset: ExportDataset; label: string }[] = [
  { dataset: 'daily-logs', get label() {
    return t('reports.dailyLogs');
  } },
  { dataset: 'credit-transactions', get label() {
    return t('reports.creditTransactions');
  } },
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
