import { describe, expect, it } from 'vitest';
import { checkGiveCredit } from '#shared/credit/credit-rules';
import type { LedgerQueueEntry } from '#client/lib/offline-queue/queue-db';
import { amountThatFits, creditStateWithWaiting, waitingDeltaCents } from './pending';

const zone = 'America/Chicago';
const now = new Date('2026-05-04T18:00:00Z');
const entry = (kind: 'credit' | 'payment', amountCents: number, occurredAt: string, state: LedgerQueueEntry['state'] = 'waiting'): LedgerQueueEntry => ({
  kind, amountCents: undefined as never, body: { amountCents, notes: null }, owner: 'u:s', key: `k-${Math.random()}`, occurredAt, actorName: 'Eli',
  state, attempts: 0, customerId: 'c1', customerRef: null, customerName: 'Ana',
} as LedgerQueueEntry);
const customer = { creditBalanceCents: 2000, creditLimitCents: 5000, hasDailyCredit: false, dailyCreditOn: '2026-05-03', internalRedFlag: false, isBlocked: false };

describe('a customer with entries waiting on this device', () => {
  it('adds the waiting amounts to the balance; refused ones add nothing', () => {
    const waiting = [entry('credit', 1000, now.toISOString()), entry('payment', 300, now.toISOString()), entry('credit', 9999, now.toISOString(), 'attention')];
    expect(waitingDeltaCents(waiting)).toBe(700);
    expect(creditStateWithWaiting(customer, waiting, zone, now).creditBalanceCents).toBe(2700);
  });
  it("a waiting give of today's business day counts as credit given today; yesterday's does not", () => {
    expect(creditStateWithWaiting(customer, [entry('credit', 100, '2026-05-03T20:00:00Z')], zone, now).hasDailyCredit).toBe(false);
    const state = creditStateWithWaiting(customer, [entry('credit', 100, '2026-05-04T15:00:00Z')], zone, now);
    expect(checkGiveCredit(state, 100)).toBe('CREDIT_ALREADY_GIVEN_TODAY');
  });
  it('yesterday on the server is not today on the device', () => {
    expect(creditStateWithWaiting({ ...customer, dailyCreditOn: '2026-05-04' }, [], zone, now).hasDailyCredit).toBe(true);
    expect(creditStateWithWaiting(customer, [], zone, now).hasDailyCredit).toBe(false);
  });
  it('offers what still fits under the limit after a refusal', () => {
    expect(amountThatFits({ creditBalanceCents: 4000, creditLimitCents: 5000 })).toBe(1000);
    expect(amountThatFits({ creditBalanceCents: 5000, creditLimitCents: 5000 })).toBeNull();
    expect(amountThatFits({})).toBeNull();
  });
});
