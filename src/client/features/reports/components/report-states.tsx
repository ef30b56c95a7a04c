import type { ReactNode } from 'react';
import { FileX, type LucideIcon } from 'lucide-react';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';
import { useT } from '#client/i18n';

/** The spec's error line of a report, with a way to try again. */
export function ReportError({ message, onRetry, isRetrying }: { message: string; onRetry: () => void; isRetrying: boolean }) {
  const t = useT();
  return (
    <Alert tone="danger" role="alert" className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="font-semibold">{message}</p>
      <Button variant="secondary" onClick={onRetry} isLoading={isRetrying}>
        {t('reports.retry')}
      </Button>
    </Alert>
  );
}

export function ReportEmpty({ title, children, icon: Icon = FileX }: { title: string; children?: ReactNode; icon?: LucideIcon }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-line bg-surface px-4 py-10 text-center">
      <Icon aria-hidden="true" className="size-10 text-slate-300" />
      <p className="font-medium text-ink">{title}</p>
      {children ? <p className="text-sm text-muted">{children}</p> : null}
    </div>
  );
}

/** Placeholder cards and rows while a report loads. */
export function ReportSkeleton({ label, cards = 3 }: { label: string; cards?: number }) {
  return (
    <div role="status" aria-label={label} className="space-y-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: cards }, (_, card) => (
          <div key={card} className="space-y-3 rounded-xl border border-line bg-surface p-4">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-7 w-2/3" />
          </div>
        ))}
      </div>
      <div className="space-y-3 rounded-xl border border-line bg-surface p-4">
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} className="h-6 w-full" />
        ))}
      </div>
    </div>
  );
}
