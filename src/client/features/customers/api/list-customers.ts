import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { CUSTOMER_PAGE_SIZE, type CustomerPage } from '#shared/customers/customer.schemas';
import { apiRequest } from '#client/lib/api-client';
import { keepPreviousStoreData } from '#client/lib/store-keys';
import { customerKeys } from './query-keys';

export type ListCustomersParams = { q?: string; cursor?: string | undefined; limit?: number };

/** GET /api/customers: server-side search (name, email, phone, display id) and keyset pages of ≤ 50. */
export function listCustomers({ q = '', cursor, limit = CUSTOMER_PAGE_SIZE }: ListCustomersParams, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (cursor) params.set('cursor', cursor);
  params.set('limit', String(limit));
  return apiRequest<CustomerPage>(`/api/customers?${params.toString()}`, { signal });
}

export const customersListQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: customerKeys.list(q),
    queryFn: ({ pageParam, signal }) => listCustomers({ q, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // While a new search loads, keep showing the previous results instead of skeletons.
    placeholderData: keepPreviousStoreData,
  });

export function useCustomersList(q: string) {
  return useInfiniteQuery(customersListQueryOptions(q));
}
