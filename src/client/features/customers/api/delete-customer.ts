import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { CustomerPage } from '#shared/customers/customer.schemas';
import { apiRequest } from '#client/lib/api-client';
import { storeKeys } from '#client/lib/store-keys';
import { customerKeys } from './query-keys';

/** DELETE /api/customers/:id → 204; 409 CUSTOMER_HAS_BALANCE while the customer owes money. */
export function deleteCustomer(customerId: string): Promise<void> {
  return apiRequest<void>(`/api/customers/${encodeURIComponent(customerId)}`, { method: 'DELETE' });
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
