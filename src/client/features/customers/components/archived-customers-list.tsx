import { Link } from 'react-router';
import { Archive } from 'lucide-react';
import { customerPath } from '#client/app/paths';
import { cn } from '#client/lib/cn';
import { useArchivedCustomers } from '../api/list-archived-customers';
import { RestoreCustomerButton } from './archived-notice';
import { describeBalance } from './customer-card-balance';
import { ListLoadMore } from './list-load-more';
import { ListError, ListSkeleton, listGridClasses } from './list-states';
import { useT } from '#client/i18n';
import { useFormatPhone } from '#client/lib/use-phone';

/**
 * The owner's Archived filter: customers deleted while they had a credit history. Each can be
 * opened (history, statement) or restored to the directory.
 */
export function ArchivedCustomersList({ query }: { query: string }) {
  const t = useT();
  const formatPhone = useFormatPhone();
  const list = useArchivedCustomers(query, true);
  const customers = list.data?.pages.flatMap((page) => page.items) ?? [];
  if (!list.data) return list.isError ? <ListError onRetry={() => void list.refetch()} isRetrying={list.isFetching} /> : <ListSkeleton />;
  if (customers.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-line bg-surface px-4 py-12 text-center">
        <Archive aria-hidden="true" className="size-10 text-slate-300" />
        <p className="font-medium text-ink">{t('customers.noArchivedCustomers')}</p>
        <p className="text-sm text-muted">
          {query ? t('customers.tryAnotherNamePhoneNumber') : t('customers.deletingACustomerWhoHas')}
        </p>
      </div>
    );
  }
  return (
    <>
      <ul className={listGridClasses} aria-label={t('customers.archivedCustomers')}>
        {customers.map((customer) => (
          <li key={customer.id}>
            <article
              aria-labelledby={`archived-${customer.id}`}
              data-testid="archived-customer-card"
              className="flex h-full flex-col gap-3 rounded-xl border border-dashed border-line bg-surface p-4"
            >
              <div className="min-w-0">
                <h2 id={`archived-${customer.id}`} className="truncate font-semibold text-ink">
                  <Link to={customerPath(customer.id)} className="hover:underline">
                    {customer.name}
                  </Link>
                </h2>
                <p className="text-xs text-muted">
                  {t('customers.id', { displayId: customer.displayId, phone: formatPhone(customer.phone) })}
                </p>
              </div>
              <div className="mt-auto flex items-center justify-between gap-3 border-t border-line/80 pt-3 text-sm">
                <span className={cn('text-muted')}>{t('customers.balance', { text: describeBalance(customer.creditBalanceCents).text })}</span>
                <RestoreCustomerButton customer={customer} size="sm" />
              </div>
            </article>
          </li>
        ))}
      </ul>
      <ListLoadMore
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        isError={list.isFetchNextPageError}
        onLoadMore={() => void list.fetchNextPage()}
      />
    </>
  );
}
