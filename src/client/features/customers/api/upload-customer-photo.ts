import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer } from '#shared/customers/customer.schemas';
import { apiRequest } from '#client/lib/api-client';
import { customerKeys } from './query-keys';

export type UploadCustomerPhotoInput = { customerId: string; photo: Blob };

/** PUT /api/customers/:id/photo with the raw image bytes (JPEG, PNG or WebP; 422 UNSUPPORTED_IMAGE, 413 IMAGE_TOO_LARGE). */
export function uploadCustomerPhoto({ customerId, photo }: UploadCustomerPhotoInput): Promise<Customer> {
  return apiRequest<Customer>(`/api/customers/${encodeURIComponent(customerId)}/photo`, { method: 'PUT', rawBody: photo });
}

export function useUploadCustomerPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCustomerPhoto,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
