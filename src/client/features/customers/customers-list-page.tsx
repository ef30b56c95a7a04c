import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { UserPlus } from 'lucide-react';
import { toast } from 'sonner';
import type { CustomerListItem } from '#shared/customers/customer.schemas';
import { paths } from '#client/app/paths';
import { WriteLink } from '#client/components/write-link';
import { isApiError } from '#client/lib/api-client';
import { useSession } from '#client/lib/auth/session';
import { cn } from '#client/lib/cn';
import { errorMessage } from '#client/lib/error-messages';
import { countOf, nouns } from '#client/lib/plural';
import { useCustomersList } from './api/list-customers';
import { ArchivedCustomersList } from './components/archived-customers-list';
import { CustomerCard } from './components/customer-card';
import { ListFilter } from './components/list-filter';
import { DeleteCustomerDialog } from './components/delete-customer-dialog';
import { ListLoadMore } from './components/list-load-more';
import { ListSearch } from './components/list-search';
import { ListEmpty, ListError, ListSkeleton, listGridClasses } from './components/list-states';
import { useWriteAccess } from '#client/app/write-access';
import { AsOfNotice, describeEntry, useOwnQueue } from '#client/features/offline';
import { Badge } from '#client/components/ui/badge';
import { offlineTexts } from '#client/texts/offline';
import { t, useT } from '#client/i18n';

/** /dashboard/customers: search (on the server, kept in ?q=), cards, paging, delete. */
export function CustomersListPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const { data: session } = useSession();
  // The owner's Archived filter (?view=archived): customers deleted while they had a credit history.
  const isArchivedView = session?.role === 'store_owner' && params.get('view') === 'archived';
  const list = useCustomersList(query);
  const access = useWriteAccess();
  const customers = list.data?.pages.flatMap((page) => page.items) ?? [];
  const [deleting, setDeleting] = useState<CustomerListItem | null>(null);
  // Customers added on this device and not synced yet: shown apart, marked (the server gives their ID when it syncs).
  const waitingAdds = useOwnQueue().entries.filter((entry) => entry.kind === 'customer');
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const onViewChange = (isArchived: boolean) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (isArchived) updated.set('view', 'archived');
        else updated.delete('view');
        return updated;
      },
      { replace: true },
    );

  const onQueryChange = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set('q', next);
          else updated.delete('q');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    if (!list.isError || (isApiError(list.error) && list.error.code === 'UNAUTHENTICATED')) return;
    toast.error(t('customers.failedToLoadCustomers'), { description: errorMessage(list.error) });
  }, [list.isError, list.error, list.errorUpdatedAt]);

  const { fetchNextPage } = list;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);

  const closeDelete = (wasDeleted: boolean) => {
    setDeleting(null);
    // The dialog has no trigger of its own: give focus back to the delete button, or to the heading once the card is gone.
    const opener = openerRef.current;
    requestAnimationFrame(() => (!wasDeleted && opener?.isConnected ? opener : headingRef.current)?.focus());
  };
  // Show the dialog with the freshest copy of the customer (the list is refetched after a refusal).
  const deleteTarget = deleting ? (customers.find((customer) => customer.id === deleting.id) ?? deleting) : null;

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-ink focus:outline-none">
          {t('customers.customers')}
        </h1>
        <WriteLink to={paths.dashboard.newCustomer} canWrite={access.canWrite} reason={access.reason}>
          <UserPlus aria-hidden="true" className="size-4" />
          {t('customers.addCustomer')}
        </WriteLink>
      </div>
      <AsOfNotice updatedAt={list.dataUpdatedAt} />
      {waitingAdds.length > 0 && !isArchivedView ? (
        <ul className="space-y-2" aria-label={offlineTexts.customersNotSyncedYet} data-testid="waiting-customers">
          {waitingAdds.map((entry) => (
            <li key={entry.seq} className="flex flex-wrap items-center gap-2 rounded-md border border-yellow-300 bg-yellow-50 px-3 py-2 text-sm">
              <Badge tone={entry.state === 'attention' ? 'red' : 'yellow'}>{entry.state === 'attention' ? offlineTexts.ledgerAttention : offlineTexts.ledgerWaiting}</Badge>
              <span className="font-medium text-ink">{describeEntry(entry)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <ListSearch query={query} onQueryChange={onQueryChange} isSearching={list.isFetching && !list.isFetchingNextPage && !list.isPending} />
      {session?.role === 'store_owner' ? <ListFilter isArchived={isArchivedView} onChange={onViewChange} /> : null}
      {isArchivedView ? (
        <ArchivedCustomersList query={query} />
      ) : list.data ? (
        <>
          <p className={customers.length === 0 ? 'sr-only' : 'text-sm text-muted'} aria-live="polite">
            {list.isPlaceholderData ? t('customers.searching2') : countText(customers.length, list.hasNextPage, query)}
          </p>
          {list.isRefetchError ? <ListError onRetry={() => void list.refetch()} isRetrying={list.isFetching} /> : null}
          {customers.length === 0 ? (
            <ListEmpty query={query} />
          ) : (
            <ul className={cn(listGridClasses, list.isPlaceholderData && 'opacity-60')} aria-busy={list.isPlaceholderData || undefined}>
              {customers.map((customer) => (
                <li key={customer.id}>
                  <CustomerCard
                    customer={customer}
                    onDelete={(target, opener) => {
                      openerRef.current = opener;
                      setDeleting(target);
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
          <ListLoadMore
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            isError={list.isFetchNextPageError}
            onLoadMore={loadMore}
          />
        </>
      ) : list.isError ? (
        <ListError onRetry={() => void list.refetch()} isRetrying={list.isFetching} />
      ) : list.fetchStatus === 'paused' ? (
        <p className="rounded-lg border border-line bg-surface p-6 text-center text-sm text-muted">
          {query ? offlineTexts.notKept.search : offlineTexts.notKept.list}
        </p>
      ) : (
        <ListSkeleton />
      )}
      {deleteTarget ? (
        <DeleteCustomerDialog key={deleteTarget.id} customer={deleteTarget} onClose={closeDelete} onRefused={() => void list.refetch()} />
      ) : null}
    </div>
  );
}

function countText(count: number, hasMore: boolean, query: string): string {
  if (count === 0) return query ? t('customers.noResultsFor', { query }) : '';
  const counted = countOf(count, nouns.customer);
  if (query) return hasMore ? t('customers.showingFirstMatching', { counted, query }) : t('customers.countedMatching', { counted, query });
  return hasMore ? t('customers.showingFirst', { counted }) : counted;
}
