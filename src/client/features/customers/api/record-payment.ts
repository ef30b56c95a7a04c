import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendOrKeep, type Submitted } from '#client/features/offline';
import type { LedgerEntryRequest, LedgerEntryResult, LedgerWriter } from './give-credit';
import { storeLedgerResult } from './ledger-cache';

/** A payment; `acceptStoreCredit` (owner only, after confirming): take more than is owed as store credit. */
export type PaymentRequest = LedgerEntryRequest & { acceptStoreCredit?: boolean };

/**
 * POST /api/customers/:id/payments (credit_paid). More than is owed: 409 PAYMENT_EXCEEDS_BALANCE
 * (params.owedCents), unless the owner accepts the rest as store credit (a negative balance, up to
 * the credit limit: 409 STORE_CREDIT_LIMIT_EXCEEDED with params.creditLimitCents). Offline it is
 * kept on the device and sent later (decision 051).
 */
export function recordPayment(customerId: string, writer: LedgerWriter, { amountCents, notes, idempotencyKey, occurredAt, acceptStoreCredit }: PaymentRequest): Promise<Submitted<LedgerEntryResult>> {
  return sendOrKeep<LedgerEntryResult>({
    kind: 'payment',
    owner: writer.owner,
    key: idempotencyKey,
    occurredAt,
    actorName: writer.actorName,
    customerId,
    customerRef: null,
    customerName: writer.customerName,
    body: acceptStoreCredit ? { amountCents, notes, acceptStoreCredit } : { amountCents, notes },
  });
}

export function useRecordPayment(customerId: string, writer: LedgerWriter) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentRequest) => recordPayment(customerId, writer, input),
    onSuccess: (result) => {
      if (result.kind === 'sent') storeLedgerResult(queryClient, result.data.customer);
    },
  });
}
