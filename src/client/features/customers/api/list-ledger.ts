import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { LedgerPage } from '#shared/credit/credit.schemas';
import { apiRequest } from '#client/lib/api-client';
import { customerKeys } from './query-keys';

/** GET /api/customers/:id/transactions?cursor= — newest first, with the balance after each entry. */
export function listLedger(customerId: string, cursor: string | null, signal?: AbortSignal): Promise<LedgerPage> {
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : '';
  return apiRequest<LedgerPage>(`/api/customers/${encodeURIComponent(customerId)}/transactions${query}`, { signal });
}

export const ledgerQueryOptions = (customerId: string) =>
  infiniteQueryOptions({
    queryKey: customerKeys.ledger(customerId),
    queryFn: ({ pageParam, signal }) => listLedger(customerId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export function useLedger(customerId: string) {
  return useInfiniteQuery(ledgerQueryOptions(customerId));
}
