import { describe, expect, it } from 'vitest';
import { lapsedBannerText } from './lapsed-banner';

describe('lapsedBannerText', () => {
  it('tells an owner of an expired store to subscribe, and that the data is still there', () => {
    const text = lapsedBannerText('expired', true);
    expect(text).toMatchObject({ title: 'Subscription expired', action: 'Subscribe' });
    expect(text.body).toContain('still here');
  });
  it('tells an owner of a suspended store to update the payment method or contact support', () => {
    const text = lapsedBannerText('suspended', true);
    expect(text).toMatchObject({ title: 'Store suspended', action: 'Update payment' });
    expect(text.body).toContain('contact support');
  });
  it('tells an employee to ask the owner (no billing action for them)', () => {
    expect(lapsedBannerText('suspended', false)).toMatchObject({ action: null, body: expect.stringContaining('ask the store owner') });
  });
});
