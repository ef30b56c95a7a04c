import { describe, expect, it } from 'vitest';
import { offlineTexts } from './offline';

describe('offline queue texts', () => {
  it('the badge counts what is not synced and what needs attention', () => {
    expect(offlineTexts.badge(3)).toBe('Not synced (3)');
    expect(offlineTexts.attentionBadge(1)).toBe('Needs attention (1)');
  });
  it('says plainly that a kept entry is on this device and not yet synced', () => {
    expect(offlineTexts.kept.credit(1500, 'Ana')).toBe('$15.00 credit for Ana is saved on this device, not yet synced.');
    expect(offlineTexts.what.payment(500, 'Ana')).toBe('Payment $5.00 from Ana');
  });
  it('the sign-out question names the count', () => {
    expect(offlineTexts.signOut.body(2)).toBe(
      '2 entries are not synced yet. Sync now, or sign out and keep them on this device for the next sign-in of the same person.',
    );
    expect(offlineTexts.signOut.body(1)).toMatch(/^1 entry is not synced yet\./);
  });
  it('a smaller amount is offered with its amount', () => {
    expect(offlineTexts.choices.smaller(1000)).toBe('Record $10.00 instead');
  });
});
