import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer, UpdateCustomerStatusInput } from '#shared/customers/customer.schemas';
import { apiRequest } from '#client/lib/api-client';
import { storeCustomer } from './ledger-cache';

/** PATCH /api/customers/:id/status — one switch per request; blocking also clears Verified and Loyal. */
export function updateCustomerStatus(customerId: string, input: UpdateCustomerStatusInput): Promise<Customer> {
  return apiRequest<Customer>(`/api/customers/${encodeURIComponent(customerId)}/status`, { method: 'PATCH', body: input });
}

export function useUpdateCustomerStatus(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCustomerStatusInput) => updateCustomerStatus(customerId, input),
    onSuccess: (customer) => storeCustomer(queryClient, customer),
  });
}
