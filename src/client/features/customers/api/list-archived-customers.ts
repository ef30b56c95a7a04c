import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CUSTOMER_PAGE_SIZE, type CustomerPage } from '#shared/customers/customer.schemas';
import { apiRequest } from '#client/lib/api-client';
import { customerKeys } from './query-keys';

/** GET /api/customers?archived=true (owner): customers deleted while they had ledger entries, by name, searchable. */
export function listArchivedCustomers(q: string, cursor: string | undefined, signal?: AbortSignal) {
  const params = new URLSearchParams({ archived: 'true', limit: String(CUSTOMER_PAGE_SIZE) });
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  return apiRequest<CustomerPage>(`/api/customers?${params.toString()}`, { signal });
}

export function useArchivedCustomers(q: string, isEnabled: boolean) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...customerKeys.all, 'archived', q] as const,
      queryFn: ({ pageParam, signal }) => listArchivedCustomers(q, pageParam, signal),
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      enabled: isEnabled,
    }),
  );
}
