import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer } from '#shared/customers/customer.schemas';
import { apiRequest } from '#client/lib/api-client';
import { customerKeys } from './query-keys';

/** POST /api/customers/:id/restore (owner): an archived customer is back in the directory. */
export function restoreCustomer(customerId: string): Promise<Customer> {
  return apiRequest<Customer>(`/api/customers/${encodeURIComponent(customerId)}/restore`, { method: 'POST' });
}

export function useRestoreCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreCustomer,
    onSuccess: (customer) => {
      queryClient.setQueryData(customerKeys.detail(customer.id), customer);
      // The directory and the Archived list both change.
      void queryClient.invalidateQueries({ queryKey: customerKeys.all });
    },
  });
}
