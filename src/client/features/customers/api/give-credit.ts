import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER, type LedgerEntry } from '#shared/credit/credit.schemas';
import type { Customer } from '#shared/customers/customer.schemas';
import { apiRequest } from '#client/lib/api-client';
import { storeLedgerResult } from './ledger-cache';

export type LedgerEntryRequest = { amountCents: number; notes: string | null; idempotencyKey: string };
export type LedgerEntryResult = { entry: LedgerEntry; customer: Customer };

/**
 * POST /api/customers/:id/credit. 409 CREDIT_ALREADY_GIVEN_TODAY | CUSTOMER_RED_FLAGGED |
 * CUSTOMER_BLOCKED | CREDIT_LIMIT_EXCEEDED; a retry with the same key is applied once.
 */
export function giveCredit(customerId: string, { amountCents, notes, idempotencyKey }: LedgerEntryRequest): Promise<LedgerEntryResult> {
  return apiRequest<LedgerEntryResult>(`/api/customers/${encodeURIComponent(customerId)}/credit`, {
    method: 'POST',
    body: { amountCents, notes },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export function useGiveCredit(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LedgerEntryRequest) => giveCredit(customerId, input),
    onSuccess: ({ customer }) => storeLedgerResult(queryClient, customer),
  });
}
