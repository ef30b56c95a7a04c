import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '#shared/credit/credit.schemas';
import { apiRequest } from '#client/lib/api-client';
import type { LedgerEntryRequest, LedgerEntryResult } from './give-credit';
import { storeLedgerResult } from './ledger-cache';

/** A payment; `acceptStoreCredit` (owner only, after confirming): take more than is owed as store credit. */
export type PaymentRequest = LedgerEntryRequest & { acceptStoreCredit?: boolean };

/**
 * POST /api/customers/:id/payments (credit_paid). More than is owed: 409 PAYMENT_EXCEEDS_BALANCE
 * (params.owedCents), unless the owner accepts the rest as store credit (a negative balance, up to
 * the credit limit: 409 STORE_CREDIT_LIMIT_EXCEEDED with params.creditLimitCents).
 */
export function recordPayment(customerId: string, { amountCents, notes, idempotencyKey, acceptStoreCredit }: PaymentRequest): Promise<LedgerEntryResult> {
  return apiRequest<LedgerEntryResult>(`/api/customers/${encodeURIComponent(customerId)}/payments`, {
    method: 'POST',
    body: acceptStoreCredit ? { amountCents, notes, acceptStoreCredit } : { amountCents, notes },
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export function useRecordPayment(customerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentRequest) => recordPayment(customerId, input),
    onSuccess: ({ customer }) => storeLedgerResult(queryClient, customer),
  });
}
