import { describe, expect, it } from 'vitest';
import { buildReminderMessage, reminderLinks, smsReminderLink, whatsAppReminderLink } from './remind-message';

const input = { customerName: 'Ana Lopez', storeName: "Joe's Corner & Deli", balanceCents: 1250 };

describe('reminder links', () => {
  it('writes the message with the customer, the store and the formatted balance', () => {
    expect(buildReminderMessage(input)).toBe(
      "Hi Ana Lopez, this is a friendly reminder from Joe's Corner & Deli: your balance is $12.50. Thank you!",
    );
  });

  it('builds a wa.me link from the digits of the phone with the encoded message', () => {
    const link = whatsAppReminderLink('+1 (555) 010-2000', 'Hi & thanks?');
    expect(link).toBe('https://wa.me/15550102000?text=Hi%20%26%20thanks%3F');
  });

  it('builds an sms link that keeps the plus sign and encodes the body', () => {
    expect(smsReminderLink('+1 555-010-2000', 'a b&c')).toBe('sms:+15550102000?&body=a%20b%26c');
  });

  it('gives both links only while the customer owes money', () => {
    const links = reminderLinks('+15550102000', input);
    expect(links?.whatsApp).toMatch(/^https:\/\/wa\.me\/15550102000\?text=Hi%20Ana%20Lopez/);
    expect(decodeURIComponent(links!.sms.split('body=')[1]!)).toContain('$12.50');
    expect(reminderLinks('+15550102000', { ...input, balanceCents: 0 })).toBeNull();
    expect(reminderLinks('+15550102000', { ...input, balanceCents: -500 })).toBeNull();
    expect(reminderLinks('', input)).toBeNull();
  });
});
