import { describe, expect, it } from 'vitest';
import { subscriptionView } from './subscription-view';

const now = new Date('2026-03-10T12:00:00Z');

describe('subscriptionView', () => {
  it('trial: blue badge, end date, Subscribe Now', () => {
    const view = subscriptionView({ status: 'trial', trialEndDate: '2026-03-20T12:00:00Z', subscriptionEndDate: null }, now);
    expect(view.badge).toEqual({ label: 'Trial', tone: 'blue' });
    expect(view.description).toBe('Your free trial ends on Mar 20, 2026.');
    expect(view.action).toEqual({ label: 'Subscribe Now', billing: 'checkout' });
    expect(view.paidBefore).toBe(false);
  });

  it("dates are the store's days, not the browser's (00:37 UTC is the evening before in Chicago)", () => {
    const input = { status: 'trial', trialEndDate: '2026-12-09T00:37:00Z', subscriptionEndDate: null };
    expect(subscriptionView(input, now, 'America/Chicago').description).toBe('Your free trial ends on Dec 08, 2026.');
    expect(subscriptionView(input, now, 'UTC').description).toBe('Your free trial ends on Dec 09, 2026.');
  });

  it('trial ended: Subscribe Now (the layout banner is the one alert)', () => {
    const view = subscriptionView({ status: 'trial', trialEndDate: '2026-03-01T12:00:00Z', subscriptionEndDate: null }, now);
    expect(view.description).toBe('Your free trial ended on Mar 01, 2026.');
    expect(view.action?.label).toBe('Subscribe Now');
  });

  it('active: green badge, active until, Manage Subscription', () => {
    const view = subscriptionView({ status: 'active', trialEndDate: null, subscriptionEndDate: '2026-04-09T12:00:00Z' }, now);
    expect(view.badge).toEqual({ label: 'Active', tone: 'green' });
    expect(view.description).toContain('active until Apr 09, 2026');
    expect(view.action).toEqual({ label: 'Manage Subscription', billing: 'portal' });
  });

  it('suspended: yellow badge, payment method, Manage Subscription', () => {
    const view = subscriptionView({ status: 'suspended', trialEndDate: null, subscriptionEndDate: null }, now);
    expect(view.badge).toEqual({ label: 'Suspended', tone: 'yellow' });
    expect(view.description).toContain('update your payment method');
    expect(view.action?.label).toBe('Manage Subscription');
  });

  it('expired after paying: red badge, Reactivate Subscription at the plan price', () => {
    const view = subscriptionView({ status: 'expired', trialEndDate: null, subscriptionEndDate: '2026-03-01T12:00:00Z' }, now);
    expect(view.badge).toEqual({ label: 'Expired', tone: 'red' });
    expect(view.description).toBe('Your subscription has expired. Reactivate it to continue using Corner Store.');
    expect(view.action).toEqual({ label: 'Reactivate Subscription', billing: 'checkout' });
    expect(view.paidBefore).toBe(true);
  });

  it('expired without ever paying (an abandoned first checkout): Subscribe Now', () => {
    const view = subscriptionView({ status: 'expired', trialEndDate: null, subscriptionEndDate: null }, now);
    expect(view.description).toContain('subscribe');
    expect(view.action).toEqual({ label: 'Subscribe Now', billing: 'checkout' });
    expect(view.paidBefore).toBe(false);
  });

  it('anything else: Unknown, gray, no action', () => {
    const view = subscriptionView({ status: 'pending', trialEndDate: null, subscriptionEndDate: null }, now);
    expect(view.badge).toEqual({ label: 'Unknown', tone: 'gray' });
    expect(view.action).toBeNull();
  });
});
