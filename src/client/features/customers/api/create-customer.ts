import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Customer } from '#shared/customers/customer.schemas';
import { storeKeys } from '#client/lib/store-keys';
import { sendOrKeep, type CustomerBody, type Submitted } from '#client/features/offline';
import { customerKeys } from './query-keys';

/** The add at the tap: the checked values, and the Idempotency-Key and time made at the tap. */
export type CreateCustomerRequest = { body: CustomerBody; idempotencyKey: string; occurredAt: string; owner: string; actorName: string };

/**
 * POST /api/customers: the server validates again and makes the 8-digit display id; a retry with
 * the same key adds it once. Offline it is kept on the device and added when it syncs (decision 051).
 */
export function createCustomer(request: CreateCustomerRequest): Promise<Submitted<Customer>> {
  return sendOrKeep<Customer>({
    kind: 'customer',
    owner: request.owner,
    key: request.idempotencyKey,
    occurredAt: request.occurredAt,
    actorName: request.actorName,
    body: request.body,
  });
}

export function useCreateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCustomer,
    onSuccess: (result) => {
      if (result.kind !== 'sent') return;
      void queryClient.invalidateQueries({ queryKey: customerKeys.all });
      // The dashboard's Total Customers tile.
      void queryClient.invalidateQueries({ queryKey: storeKeys.dashboard });
    },
  });
}
