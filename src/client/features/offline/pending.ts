import type { CreditState } from '#shared/credit/credit-rules';
import { todayInZone } from '#shared/dates';
import type { Cents } from '#shared/money';
import type { LedgerQueueEntry, QueueEntry } from '#client/lib/offline-queue/queue-db';

/**
 * What the device adds to a customer while entries wait (issue 24 point 2 and 3, decision 051).
 * Entries refused by the server ('Needs attention') add nothing: they were never written.
 */
export function waitingForCustomer(entries: readonly QueueEntry[] | null, customerId: string): LedgerQueueEntry[] {
  return (entries ?? []).filter(
    (entry): entry is LedgerQueueEntry => (entry.kind === 'credit' || entry.kind === 'payment') && entry.customerId === customerId,
  );
}

/** + credit, − payment of the entries still to be sent. */
export function waitingDeltaCents(entries: readonly LedgerQueueEntry[]): Cents {
  return entries.filter((entry) => entry.state !== 'attention').reduce((sum, entry) => sum + (entry.kind === 'credit' ? entry.body.amountCents : -entry.body.amountCents), 0);
}

/**
 * The state the shared rules (credit-rules.ts) are checked on before an entry is kept: what the
 * device last knew of the customer, plus its own waiting entries — their amounts, and a waiting
 * give on today's business day counts as credit given today.
 */
export function creditStateWithWaiting(
  customer: CreditState & { dailyCreditOn: string | null },
  waiting: readonly LedgerQueueEntry[],
  timeZone: string,
  now: Date = new Date(),
): CreditState {
  const today = todayInZone(timeZone, now);
  const live = waiting.filter((entry) => entry.state !== 'attention');
  return {
    creditBalanceCents: customer.creditBalanceCents + waitingDeltaCents(live),
    creditLimitCents: customer.creditLimitCents,
    hasDailyCredit: customer.dailyCreditOn === today || live.some((entry) => entry.kind === 'credit' && todayInZone(timeZone, new Date(entry.occurredAt)) === today),
    internalRedFlag: customer.internalRedFlag,
    isBlocked: customer.isBlocked,
  };
}

/** The amount that still fits under the limit after a refusal (CREDIT_LIMIT_EXCEEDED's numbers), or null. */
export function amountThatFits(params: Record<string, number>): Cents | null {
  const { creditBalanceCents, creditLimitCents } = params;
  if (creditBalanceCents === undefined || creditLimitCents === undefined) return null;
  const fits = creditLimitCents - creditBalanceCents;
  return fits > 0 ? fits : null;
}
