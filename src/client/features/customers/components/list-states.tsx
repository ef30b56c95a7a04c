import { Users } from 'lucide-react';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Skeleton } from '#client/components/ui/skeleton';
import { useT } from '#client/i18n';

export const listGridClasses = 'grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3';

/** Placeholder cards while the first page loads. */
export function ListSkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t('customers.loadingCustomers')} className={listGridClasses}>
      {[0, 1, 2, 3, 4, 5].map((card) => (
        <div key={card} className="space-y-3 rounded-xl border border-line bg-surface p-4">
          <div className="flex items-center gap-3">
            <Skeleton className="size-14 rounded-full" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-2/3" />
              <Skeleton className="h-3 w-1/3" />
            </div>
          </div>
          <Skeleton className="h-3 w-3/4" />
          <Skeleton className="h-3 w-1/2" />
          <Skeleton className="h-8 w-full" />
        </div>
      ))}
    </div>
  );
}

export function ListEmpty({ query }: { query: string }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-line bg-surface px-4 py-12 text-center">
      <Users aria-hidden="true" className="size-10 text-slate-300" />
      <p className="font-medium text-ink">{t('customers.noCustomersFound')}</p>
      <p className="text-sm text-muted">{query ? t('customers.tryAnotherNamePhoneNumber') : t('customers.addYourFirstCustomerTo')}</p>
    </div>
  );
}

/** A failed load, with a way to try again (the toast has already been shown). */
export function ListError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const t = useT();
  return (
    <Alert tone="danger" role="alert" className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="font-semibold">{t('customers.failedToLoadCustomers')}</p>
      <Button variant="secondary" onClick={onRetry} isLoading={isRetrying}>
        {t('customers.retry')}
      </Button>
    </Alert>
  );
}
