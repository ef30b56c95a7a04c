import { RotateCw } from 'lucide-react';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { useT } from '#client/i18n';

/** The editor's grid: one column on a phone (inputs, then the count); two on a desktop. */
export const editorGridClasses = 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start';

export function LogSkeleton() {
  const t = useT();
  return (
    <div className={editorGridClasses} role="status" aria-label={t('dailyLogs.loadingDailyLog')}>
      <Card>
        <div className="space-y-5 p-4 sm:p-6">
          <Skeleton className="h-6 w-36" />
          <div className="grid gap-4 sm:grid-cols-2">
            {[0, 1, 2, 3].map((key) => (
              <div key={key} className="space-y-2">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-10" />
              </div>
            ))}
          </div>
          <Skeleton className="h-10" />
          <Skeleton className="h-20" />
        </div>
      </Card>
      <Card>
        <div className="space-y-4 p-4 sm:p-6">
          <Skeleton className="h-6 w-40" />
          <Skeleton className="h-20" />
          <Skeleton className="h-4" />
          <Skeleton className="h-4" />
        </div>
      </Card>
    </div>
  );
}

export function LogLoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const t = useT();
  return (
    <Alert tone="danger" className="flex flex-wrap items-center justify-between gap-3">
      <p>{t('dailyLogs.theLogForThisDate')}</p>
      <Button variant="secondary" size="sm" onClick={onRetry} isLoading={isRetrying}>
        {isRetrying ? null : <RotateCw aria-hidden="true" className="size-4" />}
        {t('dailyLogs.tryAgain')}
      </Button>
    </Alert>
  );
}
