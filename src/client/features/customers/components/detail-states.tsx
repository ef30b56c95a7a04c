import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#client/app/paths';
import { buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { useT } from '#client/i18n';

export function DetailBackLink() {
  const t = useT();
  return (
    <Link to={paths.dashboard.customers} className={buttonClasses({ variant: 'ghost', size: 'sm', className: '-ml-2' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('customers.backToCustomers')}
    </Link>
  );
}

export function DetailSkeleton() {
  const t = useT();
  return (
    <div className="space-y-6" role="status" aria-label={t('customers.loadingCustomer')}>
      <Card>
        <div className="flex flex-col items-center gap-4 p-4 sm:flex-row sm:p-6">
          <Skeleton className="size-24 rounded-full" />
          <div className="w-full space-y-2">
            <Skeleton className="mx-auto h-7 w-48 sm:mx-0" />
            <Skeleton className="mx-auto h-4 w-32 sm:mx-0" />
            <Skeleton className="mx-auto h-4 w-56 sm:mx-0" />
          </div>
        </div>
      </Card>
      <Card>
        <div className="space-y-4 p-4 sm:p-6">
          <Skeleton className="h-6 w-40" />
          <div className="grid grid-cols-2 gap-4">
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
          <Skeleton className="h-2.5 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      </Card>
    </div>
  );
}

export function DetailNotFound() {
  const t = useT();
  return (
    <Card>
      <div className="space-y-4 px-4 py-10 text-center">
        <h1 className="text-xl font-semibold text-ink">{t('customers.customerNotFound')}</h1>
        <p className="text-sm text-muted">{t('customers.thisCustomerDoesNotExist')}</p>
        <Link to={paths.dashboard.customers} className={buttonClasses({ variant: 'secondary' })}>
          {t('customers.backToCustomers')}
        </Link>
      </div>
    </Card>
  );
}
