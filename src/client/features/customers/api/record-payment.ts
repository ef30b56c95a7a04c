import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '#shared/credit/credit.schemas';
import { apiRequest } from '#client/lib/api-client';
import type { LedgerEntryRequest, LedgerEntryResult } from './give-credit';
import { storeLedgerResult } from './ledger-cache';

/** POST /api/customers/:id/payments (credit_paid). Overpayment leaves store credit (negative balance). */
export function recordPayment(customerId: string, { amountCents, notes, idempotencyKey }: LedgerEntryRequest): Promise<LedgerEntryResult> {
  return apiRequest<LedgerEntryResult>(`/api/customers/${encodeURIComponent(customerId)}/payments`, {
    method: 'POST',
    body: { amountCents, notes },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export function useRecordPayment(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LedgerEntryRequest) => recordPayment(customerId, input),
    onSuccess: ({ customer }) => storeLedgerResult(queryClient, customer),
  });
}
