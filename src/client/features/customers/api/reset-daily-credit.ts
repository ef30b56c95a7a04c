import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer } from '#shared/customers/customer.schemas';
import { apiRequest } from '#client/lib/api-client';
import { storeCustomer } from './ledger-cache';

/** POST /api/customers/:id/reset-daily-credit (owner): clears today's once-a-day flag. */
export function resetDailyCredit(customerId: string): Promise<Customer> {
  return apiRequest<Customer>(`/api/customers/${encodeURIComponent(customerId)}/reset-daily-credit`, { method: 'POST' });
}

export function useResetDailyCredit(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetDailyCredit(customerId),
    onSuccess: (customer) => storeCustomer(queryClient, customer),
  });
}
