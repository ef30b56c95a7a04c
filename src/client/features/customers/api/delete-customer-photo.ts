import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer } from '#shared/customers/customer.schemas';
import { apiRequest } from '#client/lib/api-client';
import { customerKeys } from './query-keys';

/** DELETE /api/customers/:id/photo → the customer without a photo. */
export function deleteCustomerPhoto(customerId: string): Promise<Customer> {
  return apiRequest<Customer>(`/api/customers/${encodeURIComponent(customerId)}/photo`, { method: 'DELETE' });
}

export function useDeleteCustomerPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomerPhoto,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
