import { addDays } from '../dates';
import { effectiveStatus, type SubscriptionStatus } from './subscription';

/**
 * The subscription state machine (issue 12; spec part 2 §4). Pure: the server loads the stored
 * fields, applies one event, and writes the result back (src/server/billing/). Transitions:
 * - trial / expired / suspended / active → active by a card payment (paid through the period's end)
 *   or a cheque (one month from today, or from the current end while still active);
 * - active → expired when the paid end passes without renewal (computed, see effectiveStatus);
 * - any → suspended by an admin or by the card provider (payment failed at renewal);
 * - suspended → active (or back to its running trial) by an admin;
 * - a cancelled card subscription → expired;
 * - a trial is extended by 7, 14, 30 or 60 days from its end, or from today if none.
 */
export type StoredSubscription = {
  status: string;
  trialEndDate: Date | null;
  subscriptionEndDate: Date | null;
  subscriptionStartDate: Date | null;
  /** A Stripe subscription is on file (see CARD_RENEWAL_GRACE_DAYS). */
  paymentSubscriptionId?: string | null;
};

export const trialExtensionDays = [7, 14, 30, 60] as const;
export type TrialExtensionDays = (typeof trialExtensionDays)[number];

export type SubscriptionEvent =
  | { kind: 'cardPaid'; paidThrough: Date }
  | { kind: 'cardPastDue' }
  | { kind: 'cardCancelled' }
  | { kind: 'chequeRecorded' }
  | { kind: 'suspend' }
  | { kind: 'reactivate' }
  | { kind: 'extendTrial'; days: TrialExtensionDays };

export type TransitionRefusal = 'ALREADY_SUSPENDED' | 'NOT_SUSPENDED';

export type TransitionResult = { ok: true; next: StoredSubscription } | { ok: false; refusal: TransitionRefusal };

const ok = (next: StoredSubscription): TransitionResult => ({ ok: true, next });

const later = (a: Date | null, b: Date): Date => (a && a.getTime() > b.getTime() ? a : b);

/** One calendar month after `from` (Jan 31 → Feb 28/29: the month's last day, never a month skipped). */
export function addOneMonth(from: Date): Date {
  const next = new Date(from.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

const asInput = (s: StoredSubscription) => ({
  status: s.status,
  trialEndDate: s.trialEndDate?.toISOString() ?? null,
  subscriptionEndDate: s.subscriptionEndDate?.toISOString() ?? null,
  renewsByCard: !!s.paymentSubscriptionId,
});

/** The stored fields after `event` at `now`, or why the event does not apply. */
export function applySubscriptionEvent(current: StoredSubscription, event: SubscriptionEvent, now: Date): TransitionResult {
  const status = effectiveStatus(asInput(current), now);
  const start = current.subscriptionStartDate ?? now;
  switch (event.kind) {
    case 'cardPaid':
      return ok({
        ...current,
        status: 'active',
        subscriptionStartDate: start,
        subscriptionEndDate: later(current.subscriptionEndDate, event.paidThrough),
      });
    case 'chequeRecorded': {
      const base = status === 'active' && current.subscriptionEndDate ? current.subscriptionEndDate : now;
      return ok({ ...current, status: 'active', subscriptionStartDate: start, subscriptionEndDate: addOneMonth(base) });
    }
    case 'cardPastDue':
      return ok({ ...current, status: 'suspended' });
    case 'cardCancelled':
      return ok({ ...current, status: 'expired' });
    case 'suspend':
      if (current.status === 'suspended') return { ok: false, refusal: 'ALREADY_SUSPENDED' };
      return ok({ ...current, status: 'suspended' });
    case 'reactivate': {
      if (current.status !== 'suspended') return { ok: false, refusal: 'NOT_SUSPENDED' };
      // A store that never paid goes back to its trial (which may have ended: then it is expired).
      const next: SubscriptionStatus = current.subscriptionEndDate ? 'active' : 'trial';
      return ok({ ...current, status: next });
    }
    case 'extendTrial': {
      // From the current trial end, or from now when there is none or it has passed (an ended trial
      // extended by 7 days gets 7 days from today, as a cheque on a lapsed store counts from today).
      const from = current.trialEndDate && current.trialEndDate.getTime() > now.getTime() ? current.trialEndDate : now;
      const trialEndDate = addDays(from, event.days);
      // A store that never paid and is not suspended is (again) on its trial.
      const backToTrial = !current.subscriptionEndDate && (current.status === 'trial' || current.status === 'expired');
      return ok({ ...current, trialEndDate, status: backToTrial ? 'trial' : current.status });
    }
  }
}
