import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer, UpdateRedFlagInput } from '#shared/customers/customer.schemas';
import { apiRequest } from '#client/lib/api-client';
import { storeCustomer } from './ledger-cache';

/** PATCH /api/customers/:id/red-flag (owner): on stores the reason, off clears it. */
export function updateRedFlag(customerId: string, input: UpdateRedFlagInput): Promise<Customer> {
  return apiRequest<Customer>(`/api/customers/${encodeURIComponent(customerId)}/red-flag`, { method: 'PATCH', body: input });
}

export function useUpdateRedFlag(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateRedFlagInput) => updateRedFlag(customerId, input),
    onSuccess: (customer) => storeCustomer(queryClient, customer),
  });
}
