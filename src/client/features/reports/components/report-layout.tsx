import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, type LucideIcon } from 'lucide-react';
import { paths } from '#client/app/paths';
import { buttonClasses } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { useT } from '#client/i18n';

/** Back to the reports menu, the title and a line under it. */
export function ReportHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  const t = useT();
  return (
    <div className="space-y-3">
      <Link to={paths.dashboard.reports} className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-3' })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('reports.backToReports')}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-bold text-ink">{title}</h1>
          {description ? <p className="text-sm text-muted">{description}</p> : null}
        </div>
        {actions}
      </div>
    </div>
  );
}

export const statGridClasses = 'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3';

/** One summary figure of a report. */
export function StatCard({ title, value, hint, icon: Icon, tone = 'default' }: {
  title: string;
  value: string;
  hint?: ReactNode;
  icon: LucideIcon;
  tone?: 'default' | 'good' | 'bad';
}) {
  return (
    <section aria-label={title} className="rounded-xl border border-line bg-surface p-3 shadow-sm sm:p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-muted">{title}</h2>
        <Icon aria-hidden="true" className="size-4 text-muted" />
      </div>
      <p className={cn('mt-2 text-xl sm:text-2xl font-bold tabular-nums', tone === 'good' ? 'text-brand-700' : tone === 'bad' ? 'text-danger' : 'text-ink')}>
        {value}
      </p>
      {hint ? <p className="mt-1 text-xs text-muted">{hint}</p> : null}
    </section>
  );
}

/** A titled block of a report page. */
export function ReportSection({ title, actions, children, className }: { title: string; actions?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section aria-label={title} className={cn('space-y-3 rounded-xl border border-line bg-surface p-4 shadow-sm sm:p-6', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
