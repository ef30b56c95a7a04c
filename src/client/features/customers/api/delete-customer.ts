import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { CustomerPage, DeleteCustomerResult } from '#shared/customers/customer.schemas';
import { apiRequest } from '#client/lib/api-client';
import { storeKeys } from '#client/lib/store-keys';
import { customerKeys } from './query-keys';

/**
 * DELETE /api/customers/:id → { outcome: 'archived' } (they have a ledger history) or 'deleted';
 * 409 CUSTOMER_HAS_BALANCE / CUSTOMER_HAS_STORE_CREDIT while a balance is open either way.
 */
export function deleteCustomer(customerId: string): Promise<DeleteCustomerResult> {
  return apiRequest<DeleteCustomerResult>(`/api/customers/${encodeURIComponent(customerId)}`, { method: 'DELETE' });
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSuccess: (_result, customerId) => {
      // Take the card away at once; the refetch below confirms it.
      queryClient.setQueriesData<InfiniteData<CustomerPage>>({ queryKey: customerKeys.lists() }, (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((c) => c.id !== customerId) })) } : data,
      );
      queryClient.removeQueries({ queryKey: customerKeys.detail(customerId) });
      void queryClient.invalidateQueries({ queryKey: customerKeys.all });
      void queryClient.invalidateQueries({ queryKey: storeKeys.dashboard });
    },
  });
}
