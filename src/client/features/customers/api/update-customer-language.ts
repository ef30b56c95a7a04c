import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer, UpdateCustomerLanguageInput } from '#shared/customers/customer.schemas';
import { apiRequest } from '#client/lib/api-client';
import { storeCustomer } from './ledger-cache';

/** PUT /api/customers/:id/language (any member): the language of their reminders, receipts and statement; null: the store's. */
export function updateCustomerLanguage(customerId: string, input: UpdateCustomerLanguageInput): Promise<Customer> {
  return apiRequest<Customer>(`/api/customers/${encodeURIComponent(customerId)}/language`, { method: 'PUT', body: input });
}

export function useUpdateCustomerLanguage(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCustomerLanguageInput) => updateCustomerLanguage(customerId, input),
    onSuccess: (customer) => storeCustomer(queryClient, customer),
  });
}
