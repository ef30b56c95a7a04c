import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LedgerEntry } from '#shared/credit/credit.schemas';
import type { Customer } from '#shared/customers/customer.schemas';
import { sendOrKeep, type Submitted } from '#client/features/offline';
import { storeLedgerResult } from './ledger-cache';

/** The tap: amount, note, and the Idempotency-Key and time made at the tap (kept together for a retry). */
export type LedgerEntryRequest = { amountCents: number; notes: string | null; idempotencyKey: string; occurredAt: string };
export type LedgerEntryResult = { entry: LedgerEntry; customer: Customer };
/** Who gives or takes it, for the entry kept on the device. */
export type LedgerWriter = { owner: string; actorName: string; customerName: string };

/**
 * POST /api/customers/:id/credit. 409 CREDIT_ALREADY_GIVEN_TODAY | CUSTOMER_RED_FLAGGED |
 * CUSTOMER_BLOCKED | CREDIT_LIMIT_EXCEEDED; a retry with the same key is applied once. Offline (or
 * with the server out of reach) it is kept on the device and sent later (decision 051).
 */
export function giveCredit(customerId: string, writer: LedgerWriter, { amountCents, notes, idempotencyKey, occurredAt }: LedgerEntryRequest): Promise<Submitted<LedgerEntryResult>> {
  return sendOrKeep<LedgerEntryResult>({
    kind: 'credit',
    owner: writer.owner,
    key: idempotencyKey,
    occurredAt,
    actorName: writer.actorName,
    customerId,
    customerRef: null,
    customerName: writer.customerName,
    body: { amountCents, notes },
  });
}

export function useGiveCredit(customerId: string, writer: LedgerWriter) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LedgerEntryRequest) => giveCredit(customerId, writer, input),
    onSuccess: (result) => {
      if (result.kind === 'sent') storeLedgerResult(queryClient, result.data.customer);
    },
  });
}
