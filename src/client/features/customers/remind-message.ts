import { formatCents, type Cents } from '#shared/money';
import { t } from '#client/i18n';
import { smsLink, whatsappLink } from '#shared/phone/phone';

export type ReminderInput = { customerName: string; storeName: string; balanceCents: Cents };

/** The friendly text sent to a customer who owes money, in `tr`'s language: the customer's (issue 27; useCustomerTexts). */
export function buildReminderMessage({ customerName, storeName, balanceCents }: ReminderInput, tr: typeof t = t): string {
  const store = storeName.trim() || tr('statementTexts.unnamedStore');
  return tr('customers.reminderMessage', { name: customerName.trim(), store, balance: formatCents(balanceCents) });
}

/**
 * Both links from the stored E.164 number (#shared/phone: wa.me without '+', sms: with it), or null
 * when there is nothing to remind about or the number is not E.164 (kept as typed, to be checked).
 */
export function reminderLinks(phone: string, input: ReminderInput, tr: typeof t = t): { whatsApp: string; sms: string } | null {
  if (input.balanceCents <= 0) return null;
  const message = buildReminderMessage(input, tr);
  const whatsApp = whatsappLink(phone, message);
  const sms = smsLink(phone, message);
  return whatsApp && sms ? { whatsApp, sms } : null;
}
