import { describe, expect, it } from 'vitest';
import { describeSubscription, effectiveStatus, trialEndFrom } from './subscription';

const now = new Date('2026-11-22T12:00:00Z');

describe('describeSubscription (spec part 1 §4)', () => {
  it('a trial that has not ended may subscribe, needs no action', () => {
    const s = describeSubscription({ status: 'trial', trialEndDate: '2026-12-01T00:00:00Z', subscriptionEndDate: null }, now);
    expect(s).toMatchObject({ status: 'trial', subscribed: false, trialEnded: false, canSubscribe: true, canManage: false, actionRequired: false });
  });

  it('a trial past its end requires action', () => {
    const s = describeSubscription({ status: 'trial', trialEndDate: '2026-11-20T00:00:00Z', subscriptionEndDate: null }, now);
    expect(s).toMatchObject({ status: 'expired', trialEnded: true, canSubscribe: true, actionRequired: true });
  });

  it('active until a future date is subscribed and may manage', () => {
    const s = describeSubscription({ status: 'active', trialEndDate: null, subscriptionEndDate: '2026-12-22T00:00:00Z' }, now);
    expect(s).toMatchObject({ subscribed: true, canSubscribe: false, canManage: true, actionRequired: false });
  });

  it('suspended may manage but not subscribe; expired may subscribe (reactivate) and requires action', () => {
    expect(describeSubscription({ status: 'suspended', trialEndDate: null, subscriptionEndDate: null }, now)).toMatchObject({
      canManage: true,
      canSubscribe: false,
      actionRequired: false,
    });
    expect(describeSubscription({ status: 'expired', trialEndDate: null, subscriptionEndDate: null }, now)).toMatchObject({
      canManage: false,
      canSubscribe: true,
      actionRequired: true,
    });
  });

  it('a store with a paid-through date has paid before (renewal at the plan price); a trial has not', () => {
    expect(describeSubscription({ status: 'expired', trialEndDate: null, subscriptionEndDate: '2026-10-01T00:00:00Z' }, now).paidBefore).toBe(true);
    expect(describeSubscription({ status: 'trial', trialEndDate: '2026-11-20T00:00:00Z', subscriptionEndDate: null }, now).paidBefore).toBe(false);
  });

  it('anything else is unknown', () => {
    expect(describeSubscription({ status: 'trialing', trialEndDate: null, subscriptionEndDate: null }, now).status).toBe('unknown');
  });

  it('a card-paying store stays active for the renewal grace after its paid end, then expires', () => {
    const input = { status: 'active', trialEndDate: null, subscriptionEndDate: '2026-11-21T12:00:00Z' };
    expect(effectiveStatus(input, now)).toBe('expired');
    expect(effectiveStatus({ ...input, renewsByCard: true }, now)).toBe('active');
    expect(effectiveStatus({ ...input, renewsByCard: true }, new Date('2026-11-24T12:00:01Z'))).toBe('expired');
  });

  it('the trial lasts 15 days', () => {
    expect(trialEndFrom(new Date('2026-11-01T10:00:00Z')).toISOString()).toBe('2026-11-16T10:00:00.000Z');
  });
});
