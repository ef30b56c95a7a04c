import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateCustomerInput, Customer } from '#shared/customers/customer.schemas';
import { apiRequest } from '#client/lib/api-client';
import { storeKeys } from '#client/lib/store-keys';
import { customerKeys } from './query-keys';

/** POST /api/customers: the server validates again and makes the 8-digit display id. */
export function createCustomer(input: CreateCustomerInput): Promise<Customer> {
  return apiRequest<Customer>('/api/customers', { method: 'POST', body: input });
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: customerKeys.all });
      // The dashboard's Total Customers tile.
      void queryClient.invalidateQueries({ queryKey: storeKeys.dashboard });
    },
  });
}
