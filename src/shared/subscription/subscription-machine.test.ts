import { describe, expect, it } from 'vitest';
import { addOneMonth, applySubscriptionEvent, type StoredSubscription } from './subscription-machine';
import { effectiveStatus, lapseReason } from './subscription';

const now = new Date('2026-11-22T12:00:00Z');
const d = (iso: string) => new Date(iso);
const trial: StoredSubscription = { status: 'trial', trialEndDate: d('2026-12-01T00:00:00Z'), subscriptionEndDate: null, subscriptionStartDate: null };
const endedTrial: StoredSubscription = { ...trial, trialEndDate: d('2026-11-20T00:00:00Z') };
const active: StoredSubscription = { status: 'active', trialEndDate: d('2026-10-01T00:00:00Z'), subscriptionEndDate: d('2026-12-10T00:00:00Z'), subscriptionStartDate: d('2026-10-01T00:00:00Z') };
const lapsedActive: StoredSubscription = { ...active, subscriptionEndDate: d('2026-11-21T00:00:00Z') };
const suspended: StoredSubscription = { ...active, status: 'suspended' };

const iso = (s: StoredSubscription) => ({ status: s.status, trialEndDate: s.trialEndDate?.toISOString() ?? null, subscriptionEndDate: s.subscriptionEndDate?.toISOString() ?? null });
function next(current: StoredSubscription, event: Parameters<typeof applySubscriptionEvent>[1]) {
  const result = applySubscriptionEvent(current, event, now);
  if (!result.ok) throw new Error(result.refusal);
  return result.next;
}

describe('effective status (computed from stored dates)', () => {
  it('a trial past its end is expired even if no job ran; a running trial is not', () => {
    expect(effectiveStatus(iso(endedTrial), now)).toBe('expired');
    expect(effectiveStatus(iso(trial), now)).toBe('trial');
  });
  it('active → expired at the paid end without renewal', () => {
    expect(effectiveStatus(iso(active), now)).toBe('active');
    expect(effectiveStatus(iso(lapsedActive), now)).toBe('expired');
  });
  it('lapsed means expired or suspended only', () => {
    expect(lapseReason(iso(trial), now)).toBeNull();
    expect(lapseReason(iso(active), now)).toBeNull();
    expect(lapseReason(iso(endedTrial), now)).toBe('expired');
    expect(lapseReason(iso(suspended), now)).toBe('suspended');
    expect(lapseReason({ status: 'pending', trialEndDate: null, subscriptionEndDate: null }, now)).toBeNull();
  });
});

describe('transitions', () => {
  it('trial → active by a card payment, paid through the period end', () => {
    const s = next(trial, { kind: 'cardPaid', paidThrough: d('2026-12-22T12:00:00Z') });
    expect(s).toMatchObject({ status: 'active', subscriptionEndDate: d('2026-12-22T12:00:00Z'), subscriptionStartDate: now });
    expect(lapseReason(iso(s), now)).toBeNull();
  });
  it('an older card period never moves the paid end backwards', () => {
    const s = next(active, { kind: 'cardPaid', paidThrough: d('2026-11-10T00:00:00Z') });
    expect(s.subscriptionEndDate).toEqual(active.subscriptionEndDate);
  });
  it('expired → active by payment (card or cheque from today)', () => {
    expect(next(lapsedActive, { kind: 'cardPaid', paidThrough: d('2026-12-22T00:00:00Z') }).status).toBe('active');
    expect(next(endedTrial, { kind: 'chequeRecorded' }).subscriptionEndDate).toEqual(d('2026-12-22T12:00:00Z'));
    expect(next(lapsedActive, { kind: 'chequeRecorded' }).subscriptionEndDate).toEqual(d('2026-12-22T12:00:00Z'));
  });
  it('a cheque on a still active store extends from the current end date', () => {
    expect(next(active, { kind: 'chequeRecorded' })).toMatchObject({ status: 'active', subscriptionEndDate: d('2027-01-10T00:00:00Z') });
  });
  it('suspended → active by payment; the cheque counts from today', () => {
    expect(next(suspended, { kind: 'chequeRecorded' })).toMatchObject({ status: 'active', subscriptionEndDate: d('2026-12-22T12:00:00Z') });
    expect(next(suspended, { kind: 'cardPaid', paidThrough: d('2026-12-30T00:00:00Z') }).status).toBe('active');
  });
  it('any → suspended by an admin (not twice)', () => {
    for (const s of [trial, endedTrial, active, lapsedActive]) expect(next(s, { kind: 'suspend' }).status).toBe('suspended');
    expect(applySubscriptionEvent(suspended, { kind: 'suspend' }, now)).toEqual({ ok: false, refusal: 'ALREADY_SUSPENDED' });
  });
  it('suspended → active by an admin; a store that never paid goes back to its trial', () => {
    expect(next(suspended, { kind: 'reactivate' }).status).toBe('active');
    expect(next({ ...trial, status: 'suspended' }, { kind: 'reactivate' }).status).toBe('trial');
    expect(applySubscriptionEvent(active, { kind: 'reactivate' }, now)).toEqual({ ok: false, refusal: 'NOT_SUSPENDED' });
  });
  it('the card provider: past due → suspended, cancelled → expired', () => {
    expect(next(active, { kind: 'cardPastDue' }).status).toBe('suspended');
    expect(next(active, { kind: 'cardCancelled' }).status).toBe('expired');
  });
  it('trial extension: from the current trial end (or now, when it has passed) by 7/14/30/60 days; an ended trial can run again', () => {
    expect(next(trial, { kind: 'extendTrial', days: 7 }).trialEndDate).toEqual(d('2026-12-08T00:00:00Z'));
    expect(next(trial, { kind: 'extendTrial', days: 60 }).trialEndDate).toEqual(d('2027-01-30T00:00:00Z'));
    const extended = next(endedTrial, { kind: 'extendTrial', days: 14 });
    expect(effectiveStatus(iso(extended), now)).toBe('trial');
    expect(next({ ...endedTrial, status: 'expired' }, { kind: 'extendTrial', days: 30 }).status).toBe('trial');
    expect(next(suspended, { kind: 'extendTrial', days: 7 }).status).toBe('suspended');
    expect(next({ ...trial, trialEndDate: null }, { kind: 'extendTrial', days: 7 }).trialEndDate).toEqual(d('2026-11-29T12:00:00Z'));
    // A trial that ended long ago: 7 days from now, not 7 days after its old end (which would stay expired).
    const longEnded = next({ ...trial, status: 'expired', trialEndDate: d('2026-10-01T00:00:00Z') }, { kind: 'extendTrial', days: 7 });
    expect(longEnded).toMatchObject({ status: 'trial', trialEndDate: d('2026-11-29T12:00:00Z') });
    expect(effectiveStatus(iso(longEnded), now)).toBe('trial');
    expect(next(endedTrial, { kind: 'extendTrial', days: 14 }).trialEndDate).toEqual(d('2026-12-06T12:00:00Z'));
  });
  it('one month later keeps the day, or the month’s last day', () => {
    expect(addOneMonth(d('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addOneMonth(d('2026-12-15T10:00:00Z')).toISOString()).toBe('2027-01-15T10:00:00.000Z');
  });
});
