import { describe, expect, it } from 'vitest';
import { currentLanguage, loadTextsIn, t } from '#client/i18n';
import { receiptMessage, statementMessage } from '#client/texts/statements';
import { buildReminderMessage, reminderLinks } from './remind-message';

const input = { customerName: 'Ana Lopez', storeName: "Joe's Corner & Deli", balanceCents: 1250 };

describe('reminder links', () => {
  it('writes the message with the customer, the store and the formatted balance', () => {
    expect(buildReminderMessage(input)).toBe(
      "Hi Ana Lopez, this is a friendly reminder from Joe's Corner & Deli: your balance is $12.50. Thank you!",
    );
  });

  it('builds a wa.me link from the E.164 digits and an sms link that keeps the plus, both encoded', () => {
    const links = reminderLinks('+12175550144', input);
    expect(links?.whatsApp).toMatch(/^https:\/\/wa\.me\/12175550144\?text=Hi%20Ana%20Lopez/);
    expect(links?.sms).toMatch(/^sms:\+12175550144\?&body=Hi%20Ana%20Lopez/);
  });

  it('makes no link from a number kept as typed: wa.me/2175550144 would open +217 (issue 36)', () => {
    expect(reminderLinks('2175550144', input)).toBeNull();
  });

  it('gives both links only while the customer owes money', () => {
    const links = reminderLinks('+12175550102', input);
    expect(links?.whatsApp).toMatch(/^https:\/\/wa\.me\/12175550102\?text=Hi%20Ana%20Lopez/);
    expect(decodeURIComponent(links!.sms.split('body=')[1]!)).toContain('$12.50');
    expect(reminderLinks('+12175550102', { ...input, balanceCents: 0 })).toBeNull();
    expect(reminderLinks('+12175550102', { ...input, balanceCents: -500 })).toBeNull();
    expect(reminderLinks('', input)).toBeNull();
  });
});

describe("texts sent to a customer in the customer's language (issue 27)", () => {
  it('a Spanish customer gets Spanish while the screen stays English', async () => {
    const spanish = await loadTextsIn('es');
    expect(currentLanguage()).toBe('en');
    expect(buildReminderMessage(input, spanish)).toBe("Hola, Ana Lopez. Le recordamos de parte de Joe's Corner & Deli que su saldo es $12.50. ¡Gracias!");
    expect(reminderLinks('+12175550102', input, spanish)?.whatsApp).toContain(encodeURIComponent('Le recordamos'));
    const statement = statementMessage({ customerName: 'Ana', storeName: 'Bodega Luz', balanceCents: 500, url: 'https://x.test/s/abc' }, spanish);
    expect(statement).toContain('Bodega Luz');
    expect(statement).not.toMatch(/\b(Hi|balance|statement)\b/);
    const receipt = receiptMessage({ kind: 'payment', amountCents: 300, balanceCents: 200, date: '26 nov 2026' }, 'Bodega Luz', 'https://x.test/s/abc', spanish);
    expect(receipt).not.toMatch(/\b(receipt|Payment|balance)\b/);
    expect(t('customers.remind')).toBe('Remind');
  });
});
