import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer, UpdateCreditLimitInput } from '#shared/customers/customer.schemas';
import { apiRequest } from '#client/lib/api-client';
import { storeCustomer } from './ledger-cache';

/** PUT /api/customers/:id/credit-limit (owner): integer cents, not negative. */
export function updateCreditLimit(customerId: string, input: UpdateCreditLimitInput): Promise<Customer> {
  return apiRequest<Customer>(`/api/customers/${encodeURIComponent(customerId)}/credit-limit`, { method: 'PUT', body: input });
}

export function useUpdateCreditLimit(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCreditLimitInput) => updateCreditLimit(customerId, input),
    onSuccess: (customer) => storeCustomer(queryClient, customer),
  });
}
